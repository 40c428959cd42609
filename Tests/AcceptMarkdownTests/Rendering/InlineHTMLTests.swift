import Testing

@testable import AcceptMarkdown

/// Writing inline trees as HTML: escaping, destinations, East Asian line breaks and the review page's hooks.
@Suite struct InlineHTMLTests {
  @Test func escapesTextAndAttributes() {
    #expect(InlineFixture.html("a < b & \"c\" > d") == "a &lt; b &amp; &quot;c&quot; &gt; d")
    #expect(
      InlineFixture.html("[x](/a?b=1&c=2 \"say \\\"hi\\\" <now>\")")
        == "<a href=\"/a?b=1&amp;c=2\" title=\"say &quot;hi&quot; &lt;now&gt;\">x</a>")
  }

  static let destinations: [(String, String)] = [
    ("/plain/path?q=1#frag", "/plain/path?q=1#frag"),
    ("/a b", "/a%20b"),
    ("/ü", "/%C3%BC"),
    ("/日本", "/%E6%97%A5%E6%9C%AC"),
    ("/%E2%82%AC and %2", "/%E2%82%AC%20and%20%252"),
    ("/<>\\^`{|}[]", "/%3C%3E%5C%5E%60%7B%7C%7D%5B%5D"),
    ("mailto:a@b.c", "mailto:a@b.c"),
  ]

  @Test(arguments: destinations)
  func percentEncodesDestinations(_ destination: String, _ encoded: String) {
    #expect(DestinationEncoding.encoded(destination) == encoded)
  }

  static let eastAsian: [(language: String, markdown: String, html: String)] = [
    ("zh-Hant", "這是第一句。\n這是第二句，執行緒很安全。", "這是第一句。這是第二句，執行緒很安全。"),
    ("zh-Hans", "这是第一句。\n这是第二句，线程很安全。", "这是第一句。这是第二句，线程很安全。"),
    ("ja", "これは一文目です。\nこれは二文目です。\n「引用」も続く。", "これは一文目です。これは二文目です。「引用」も続く。"),
    ("ja with emphasis", "最初の文は**強調**\nで終わる。", "最初の文は<strong>強調</strong>で終わる。"),
    ("Latin then CJK", "The check passes\n檢查通過。", "The check passes\n檢查通過。"),
    ("CJK then Latin", "檢查通過。\nThen it ends.", "檢查通過。\nThen it ends."),
    ("Latin", "one line\nanother line", "one line\nanother line"),
    ("fullwidth forms", "ＡＢＣ\nＤＥＦ", "ＡＢＣＤＥＦ"),
    ("Hangul", "첫 문장입니다\n두 번째", "첫 문장입니다두 번째"),
    ("zh-Hans quotation opens a line", "下表列出每一条承诺。\n“只采样”表示只看几个时间点。", "下表列出每一条承诺。“只采样”表示只看几个时间点。"),
    ("zh-Hans quotation closes a line", "这叫“只采样”\n表示只看几个时间点。", "这叫“只采样”表示只看几个时间点。"),
    ("zh-Hant single quotation and ellipsis", "他說‘好’\n然後……\n結束。", "他說‘好’然後……結束。"),
    ("em dash and middle dot", "第一——\n第二·\n第三", "第一——第二·第三"),
    ("Latin then quotation", "He said\n“yes”.", "He said\n“yes”."),
    ("quotation then Latin", "他说“好”\nthen left.", "他说“好”\nthen left."),
    ("two quotation marks", "“a”\n“b”", "“a”\n“b”"),
  ]

  @Test(arguments: eastAsian)
  func dropsLineEndingsBetweenWideCharacters(_ language: String, _ markdown: String, _ html: String) {
    #expect(InlineFixture.html(markdown, options: HTMLOptions(eastAsianLineBreaks: true)) == html, "\(language)")
  }

  @Test func keepsLineEndingsBetweenWideCharactersByDefault() {
    #expect(InlineFixture.html("第一句。\n第二句。") == "第一句。\n第二句。")
  }

  @Test func keepsHardBreaksBetweenWideCharacters() {
    #expect(
      InlineFixture.html("第一句。  \n第二句。", options: HTMLOptions(eastAsianLineBreaks: true))
        == "第一句。<br />\n第二句。")
  }

  @Test func writesRawHTMLAsTextWhenAsked() {
    let markdown = "<b onclick=\"x()\">bold</b> <!-- c -->"
    #expect(InlineFixture.html(markdown) == markdown)
    #expect(
      InlineFixture.html(markdown, hooks: InlineHooks(rawHTMLAsText: true))
        == "&lt;b onclick=&quot;x()&quot;&gt;bold&lt;/b&gt; &lt;!-- c --&gt;")
  }

  @Test func writesARefusedLinkAsItsTextAlone() {
    let hooks = InlineHooks(allowsDestination: InlineHooks.isSafeDestination)
    #expect(InlineFixture.html("[run *it*](javascript:alert(1))", hooks: hooks) == "run <em>it</em>")
    #expect(InlineFixture.html("<JavaScript:alert(1)>", hooks: hooks) == "JavaScript:alert(1)")
    #expect(InlineFixture.html("[ok](https://e.org)", hooks: hooks) == "<a href=\"https://e.org\">ok</a>")
    #expect(InlineFixture.html("[ok](/relative)", hooks: hooks) == "<a href=\"/relative\">ok</a>")
    #expect(InlineFixture.html("[run](javascript:alert(1))") == "<a href=\"javascript:alert(1)\">run</a>")
  }

  @Test func wrapsARefusedLinksTextThroughTheHook() {
    let hooks = InlineHooks(
      allowsDestination: InlineHooks.isSafeDestination,
      refusedLink: { HTMLWrapper(opening: "<span title=\"\(InlineHTML.escaped($0))\">", closing: "</span>") })
    #expect(
      InlineFixture.html("[run *it*](javascript:alert(\"1\"))", hooks: hooks)
        == "<span title=\"javascript:alert(&quot;1&quot;)\">run <em>it</em></span>")
    #expect(InlineFixture.html("[ok](https://e.org)", hooks: hooks) == "<a href=\"https://e.org\">ok</a>")
  }

  static let destinationSafety: [(String, Bool)] = [
    ("https://e.org", true), ("HTTP://e.org", true), ("mailto:a@b.c", true), ("/path:with:colons", true),
    ("page#x", true), ("javascript:alert(1)", false), (" JavaScript:x", false), ("data:text/html,x", false),
    ("vbscript:x", false),
  ]

  @Test(arguments: destinationSafety)
  func judgesDestinationsAsThePageDoes(_ destination: String, _ safe: Bool) {
    #expect(InlineHooks.isSafeDestination(destination) == safe)
  }

  @Test func showsImagesAsLinksThatAreNeverLoaded() {
    let hooks = InlineHooks(imagesAsLinks: true, allowsDestination: InlineHooks.isSafeDestination)
    #expect(
      InlineFixture.html("![a <cat>](/cat.png \"T\")", hooks: hooks)
        == "<a class=\"image\" href=\"/cat.png\" title=\"T\">a &lt;cat&gt;</a>")
    #expect(InlineFixture.html("![x](javascript:alert(1))", hooks: hooks) == "x")
    #expect(InlineFixture.html("![x](/x.png)") == "<img src=\"/x.png\" alt=\"x\" />")
  }

  @Test func replacesCodeSpansThroughTheHook() {
    let hooks = InlineHooks(codeSpan: { code in
      code.hasPrefix("check-") ? "<a href=\"#\(code)\"><code>\(code)</code></a>" : nil
    })
    #expect(
      InlineFixture.html("see `check-one` and `let x`", hooks: hooks)
        == "see <a href=\"#check-one\"><code>check-one</code></a> and <code>let x</code>")
  }

  @Test func writesACodeSpanInsideALinkThroughItsOwnHookSoNoLinkNestsInAnother() {
    let hooks = InlineHooks(
      codeSpan: { "<a href=\"#r-\($0)\"><code>\($0)</code></a>" }, codeSpanInLink: { "<code>\($0)</code>✓" })
    #expect(
      InlineFixture.html("[`a`](#h) and `b` and [*`c`*](#i)", hooks: hooks)
        == "<a href=\"#h\"><code>a</code>✓</a> and <a href=\"#r-b\"><code>b</code></a> and "
        + "<a href=\"#i\"><em><code>c</code>✓</em></a>")
    // Without the hook a code span in a link stays plain, and the other hook is not asked.
    #expect(
      InlineFixture.html("[`a`](#h)", hooks: InlineHooks(codeSpan: { _ in "<a>x</a>" }))
        == "<a href=\"#h\"><code>a</code></a>")
  }

  @Test func writesWhatTheHookAddsAfterALinkGivenItsCodeSpans() {
    let hooks = InlineHooks(
      allowsDestination: InlineHooks.isSafeDestination,
      afterLink: { spans in spans.isEmpty ? nil : "<a href=\"#card\">\(spans.joined(separator: "+"))</a>" })
    #expect(
      InlineFixture.html("[`a`](#h), [*`b` and `c`*](#o), [x](#x) and [`d`](javascript:x)", hooks: hooks)
        == "<a href=\"#h\"><code>a</code></a><a href=\"#card\">a</a>, "
        + "<a href=\"#o\"><em><code>b</code> and <code>c</code></em></a><a href=\"#card\">b+c</a>, "
        + "<a href=\"#x\">x</a> and <code>d</code>")
  }

  @Test func rewritesTheDestinationsOfLinksItMayUse() {
    let hooks = InlineHooks(
      allowsDestination: InlineHooks.isSafeDestination, destination: { $0 == "#契约" ? "#page.契约" : $0 })
    #expect(InlineFixture.html("[契约](#契约)", hooks: hooks) == "<a href=\"#page.%E5%A5%91%E7%BA%A6\">契约</a>")
    #expect(InlineFixture.html("[x](#other)", hooks: hooks) == "<a href=\"#other\">x</a>")
    #expect(InlineFixture.html("[x](javascript:alert(1))", hooks: hooks) == "x")
  }
}
