import Testing

@testable import AcceptKit

/// Inline Markdown: every construct the specs use, and escaping of everything else.
struct MarkdownInlineTests {
  static let cases: [(markdown: String, html: String)] = [
    ("plain & <b>", "plain &amp; &lt;b&gt;"),
    ("`code <b>`", "<code>code &lt;b&gt;</code>"),
    ("`` a `tick` ``", "<code>a `tick`</code>"),
    ("`unclosed", "`unclosed"),
    ("**strong** and *em* and _em_", "<strong>strong</strong> and <em>em</em> and <em>em</em>"),
    ("***both***", "<em><strong>both</strong></em>"),
    ("*a **b** c*", "<em>a <strong>b</strong> c</em>"),
    ("*a _b* c_", "<em>a _b</em> c_"),
    ("*foo**bar**baz*", "<em>foo<strong>bar</strong>baz</em>"),
    ("*foo**bar*", "<em>foo**bar</em>"),
    ("**a *b* **c** d**", "<strong>a <em>b</em> <strong>c</strong> d</strong>"),
    ("snake_case_name", "snake_case_name"),
    ("是**定義區塊**。", "是<strong>定義區塊</strong>。"),
    ("**依赖等的是“结束”。** 后", "<strong>依赖等的是“结束”。</strong> 后"),
    ("**`cancel()` 只是**", "<strong><code>cancel()</code> 只是</strong>"),
    ("\\*literal\\*", "*literal*"),
    ("a * b * c", "a * b * c"),
    ("[text](https://example.com \"Title\")", "<a href=\"https://example.com\" title=\"Title\">text</a>"),
    ("[**bold** link](a/b.md)", "<a href=\"a/b.md\"><strong>bold</strong> link</a>"),
    ("[x](javascript:alert(1))", "<span class=\"unsafe-link\" title=\"javascript:alert(1)\">x</span>"),
    ("![alt <i>](pic.png)", "<a class=\"image\" href=\"pic.png\">image: alt &lt;i&gt;</a>"),
    ("<https://swift.org>", "<a href=\"https://swift.org\">https://swift.org</a>"),
    ("<me@example.com>", "<a href=\"mailto:me@example.com\">me@example.com</a>"),
    ("<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"),
    ("[not a link] and [x]()", "[not a link] and <a href=\"\">x</a>"),
    ("[[inner](a)](b)", "<a href=\"b\">[inner](a)</a>"),
    ("[![badge](b.svg)](ci)", "<a href=\"ci\"><a class=\"image\" href=\"b.svg\">image: badge</a></a>"),
    ("[a [b] c](d) [e]", "<a href=\"d\">a [b] c</a> [e]"),
    ("[a](b(c(d)))", "<a href=\"b(c(d))\">a</a>"),
    ("[a](<b c>)", "<a href=\"b c\">a</a>"),
    ("&copy; &#35; &amp; &bogus;", "© # &amp; &amp;bogus;"),
    ("hard  \nbreak", "hard<br />\nbreak"),
    ("back\\\nslash", "back<br />\nslash"),
    ("soft\nbreak", "soft\nbreak"),
    ("編譯，\n標記", "編譯，標記"),
    ("中文\nEnglish", "中文\nEnglish"),
  ]

  @Test(arguments: cases) func rendersInlineConstructs(_ markdown: String, _ html: String) {
    #expect(MarkdownInline().html(markdown) == html)
  }

  @Test func linksCodeSpansThatNameACheckWithItsStatus() {
    let inline = MarkdownInline(
      codeLinks: ["peak-stays": CheckLink(anchor: "check.map.peak-stays.ja", status: .unexpected)])
    #expect(
      inline.html("see `peak-stays` and `peak`")
        == "see <a class=\"code-link\" href=\"#check.map.peak-stays.ja\"><code>peak-stays</code>"
        + "<span class=\"mark unexpected\" role=\"img\" aria-label=\"did not hold\">✗</span></a>"
        + " and <code>peak</code>"
    )
  }

  @Test func resolvesReferenceLinksFromDefinitions() {
    let inline = MarkdownInline(links: ["the guide": MarkdownLink(destination: "guide.md", title: "G")])
    #expect(
      inline.html("[The  Guide] and [see][the guide] and [x][]")
        == "<a href=\"guide.md\" title=\"G\">The  Guide</a> and <a href=\"guide.md\" title=\"G\">see</a> and [x][]")
  }

  static let deepNesting: [(markdown: String, html: String)] = [
    (String(repeating: "[", count: 50_000), String(repeating: "[", count: 50_000)),
    (
      String(repeating: "[", count: 50_000) + "a" + String(repeating: "]", count: 50_000),
      String(repeating: "[", count: 50_000) + "a" + String(repeating: "]", count: 50_000)
    ),
    (
      String(repeating: "[", count: 50_000) + "a" + String(repeating: "](u)", count: 50_000),
      "<a href=\"u\">" + String(repeating: "[", count: 49_999) + "a" + String(repeating: "](u)", count: 49_999) + "</a>"
    ),
    (String(repeating: "*", count: 50_000), String(repeating: "*", count: 50_000)),
    (String(repeating: "[a](", count: 50_000), String(repeating: "[a](", count: 50_000)),
    (String(repeating: "[a](<", count: 50_000), String(repeating: "[a](&lt;", count: 50_000)),
    (
      String(repeating: "*a ", count: 50_000) + String(repeating: "b* ", count: 50_000),
      String(repeating: "<em>a ", count: 50_000) + String(repeating: "b</em> ", count: 50_000)
    ),
  ]

  /// Texts 50,000 levels deep in brackets or emphasis render in one pass, without recursion per level.
  @Test(arguments: deepNesting) func rendersDeepNestingOfLinksAndEmphasis(_ markdown: String, _ html: String) {
    #expect(MarkdownInline().html(markdown) == html)
  }
}
