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

  @Test func linksCodeSpansThatNameACheck() {
    let inline = MarkdownInline(codeLinks: ["peak-stays": "check.map.peak-stays.ja"])
    #expect(
      inline.html("see `peak-stays` and `peak`")
        == "see <a class=\"code-link\" href=\"#check.map.peak-stays.ja\"><code>peak-stays</code></a> and <code>peak</code>"
    )
  }

  @Test func resolvesReferenceLinksFromDefinitions() {
    let inline = MarkdownInline(links: ["the guide": MarkdownLink(destination: "guide.md", title: "G")])
    #expect(
      inline.html("[The  Guide] and [see][the guide] and [x][]")
        == "<a href=\"guide.md\" title=\"G\">The  Guide</a> and <a href=\"guide.md\" title=\"G\">see</a> and [x][]")
  }
}
