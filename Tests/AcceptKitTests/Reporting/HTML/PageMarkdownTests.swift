import AcceptMarkdown
import AcceptTestSupport
import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// The page's HTML of a Markdown tree: a golden file over one document holding every construct the specs use, the
/// page's changes to CommonMark (raw HTML as text, images as links, safe links only, check ids linked, East Asian
/// line breaks), numbered code with its annotations, and a guarantee that no text of the real specs is dropped.
struct PageMarkdownTests {

  static func render(
    _ text: String, _ annotations: [Int: CodeAnnotation] = [:], codeLinks: [String: CheckLink] = [:]
  ) -> String {
    PageMarkdown(tree: MarkdownParser.parse(text), annotations: annotations, codeLinks: codeLinks).html
  }

  private func render(_ text: String, _ annotations: [Int: CodeAnnotation] = [:]) -> String {
    Self.render(text, annotations)
  }

  @Test func rendersEveryConstructAsTheGoldenFile() throws {
    let markdown = try String(contentsOfFile: FixturePaths.golden("HTML/constructs.md"), encoding: .utf8)
    GoldenFile.check(
      render(markdown, [65: CodeAnnotation(highlightedLines: [67], after: "<p>results</p>\n")]),
      matches: "HTML/constructs.html")
  }

  @Test func escapesScriptInProseCodeAndInfoStrings() {
    let html = render("<script>a()</script>\n\ntext <script>b()</script>\n\n```<script>\n<script>c()</script>\n```\n")
    #expect(!html.contains("<script"))
    #expect(html.contains("<pre class=\"plain\">&lt;script&gt;a()&lt;/script&gt;</pre>"))
    #expect(html.contains("text &lt;script&gt;b()&lt;/script&gt;"))
    #expect(html.contains("<figcaption><code>&lt;script&gt;</code></figcaption>"))
    #expect(html.contains("&lt;script&gt;c()&lt;/script&gt;"))
  }

  static let inlineCases: [(markdown: String, html: String)] = [
    (
      "[x](javascript:alert(1)) [y](JavaScript:a) [z](https://swift.org)",
      "<p><span class=\"unsafe-link\" title=\"javascript:alert(1)\">x</span> "
        + "<span class=\"unsafe-link\" title=\"JavaScript:a\">y</span> <a href=\"https://swift.org\">z</a></p>\n"
    ),
    (
      "<javascript:alert(1)> <https://swift.org>",
      "<p><span class=\"unsafe-link\" title=\"javascript:alert(1)\">javascript:alert(1)</span> "
        + "<a href=\"https://swift.org\">https://swift.org</a></p>\n"
    ),
    ("# a\n\n###### f\n", "<h3 class=\"md-h1\">a</h3>\n<h6 class=\"md-h6\">f</h6>\n"),
    ("| a |\n| - |\n", "<div class=\"table\"><table>\n<thead>\n<tr>\n<th>a</th>\n</tr>\n</thead>\n</table></div>\n"),
    ("    <b>\n", "<pre class=\"code\"><code>&lt;b&gt;\n</code></pre>\n"),
    ("![alt <i>](pic.png) ![bad](javascript:x)", "<p><a class=\"image\" href=\"pic.png\">alt &lt;i&gt;</a> bad</p>\n"),
    ("<b onclick=\"x()\">bold</b>", "<p>&lt;b onclick=&quot;x()&quot;&gt;bold&lt;/b&gt;</p>\n"),
    ("編譯，\n標記。\n執行", "<p>編譯，標記。執行</p>\n"),
    ("コンパイルされ、\n実行される。", "<p>コンパイルされ、実行される。</p>\n"),
    ("English words\non two lines", "<p>English words\non two lines</p>\n"),
    ("中文\nEnglish", "<p>中文\nEnglish</p>\n"),
    ("下表。\n“只采样”", "<p>下表。“只采样”</p>\n"),
  ]

  /// What the page changes in CommonMark's inlines: unsafe destinations are never clickable, images are never
  /// loaded, raw HTML is text, and a line break between two East Asian characters is dropped (not between Latin).
  @Test(arguments: inlineCases) func writesInlinesAsThePageDoes(_ markdown: String, _ html: String) {
    #expect(render(markdown) == html)
  }

  @Test func linksCodeSpansAndCellsThatNameACheckWithItsStatus() {
    let links = ["peak-stays": CheckLink(anchor: "check.map.peak-stays.ja", status: .unexpected)]
    let html = Self.render(
      "see `peak-stays` and `peak`\n\n| check | note |\n| --- | --- |\n|  peak-stays | peak |\n", codeLinks: links)
    let link = "<a class=\"code-link\" href=\"#check.map.peak-stays.ja\">"
    let mark = "<span class=\"mark unexpected\" role=\"img\" aria-label=\"did not hold\">✗</span></a>"
    #expect(html.contains("see \(link)<code>peak-stays</code>\(mark) and <code>peak</code>"))
    #expect(html.contains("<tr>\n<td>\(link)peak-stays\(mark)</td>\n<td>peak</td>\n</tr>"))
  }

  @Test func givesHeadingsThePageIdOfTheirFragmentAndPointsLinksAtIt() {
    let links = ["peak-stays": CheckLink(anchor: "check.map.peak-stays.ja", status: .unexpected)]
    let page = PageMarkdown(
      tree: MarkdownParser.parse("# 契約\n\n[`peak-stays`](#上限) [外](#無い) [b](b.md#上限)\n\n## 上限\n\n## 上限\n"),
      codeLinks: links, headingID: { "heading.map.ja.\($0)" })
    let html = page.html
    let selfLink = { (id: String) in
      "<a class=\"anchor\" href=\"#\(id)\" aria-label=\"link to this section\" data-ta=\"heading.link\">#</a>"
    }
    #expect(html.contains("<h3 id=\"heading.map.ja.契約\" class=\"md-h1\">契約\(selfLink("heading.map.ja.契約"))</h3>"))
    #expect(html.contains("<h4 id=\"heading.map.ja.上限\" class=\"md-h2\">上限\(selfLink("heading.map.ja.上限"))</h4>"))
    #expect(html.contains("<h4 id=\"heading.map.ja.上限-1\" class=\"md-h2\">上限\(selfLink("heading.map.ja.上限-1"))</h4>"))
    // The check id inside the link opens no second link: its status follows the link, as a link to the results;
    // other fragments stay as written.
    let mark = "<span class=\"mark unexpected\" role=\"img\" aria-label=\"did not hold\">✗</span>"
    #expect(
      html.contains(
        "<a href=\"#heading.map.ja.%E4%B8%8A%E9%99%90\"><code>peak-stays</code></a>"
          + "<a class=\"to-card\" href=\"#check.map.peak-stays.ja\">\(mark)</a> <a href=\"#%E7%84%A1%E3%81%84\">外</a>"
          + " <a href=\"b.md#%E4%B8%8A%E9%99%90\">b</a>"))
    #expect(!PageMarkdownTests.render("# 契約\n").contains("id="))
  }

  @Test func numbersCodeLinesAndPlacesAnnotationsAfterTheirFence() {
    let html = render(
      "# T\n\n```swift check=a\nfirst\nsecond\n```\nafter\n",
      [3: CodeAnnotation(highlightedLines: [5], expectedLines: [4], after: "<div>result</div>\n")])
    #expect(html.contains("<pre class=\"lines\" style=\"counter-reset: n 3\"><code class=\"language-swift\">"))
    #expect(html.contains("<span class=\"marked expected\">first</span>\n<span class=\"marked\">second</span>\n"))
    #expect(
      NumberedLines.all(in: html) == [
        NumberedLine(number: 4, classes: "marked expected", text: "first"),
        NumberedLine(number: 5, classes: "marked", text: "second"),
      ])
    #expect(html.contains("</figure>\n<div>result</div>\n<p>after</p>"))
    #expect(html.hasPrefix("<h3 class=\"md-h1\">T</h3>"))
  }

  /// Fences at any depth are where results can go, at the line of their opening fence.
  @Test func findsFencesInsideQuotesAndListItems() {
    let text = "- item\n\n  ```swift check=x\n  code\n  ```\n> ```\n> quoted\n> ```\n\n    ```\n    indented\n"
    let page = PageMarkdown(tree: MarkdownParser.parse(text))
    #expect(page.fenceLines == [3, 6])
    let html = PageMarkdown(
      tree: page.tree, annotations: [6: CodeAnnotation(highlightedLines: [7], after: "<div>r</div>\n")]
    ).html
    #expect(
      html.contains("<span class=\"marked\">quoted</span>\n</code></pre>\n</figure>\n<div>r</div>\n</blockquote>"))
  }

  @Test func keepsEveryWordOfTheRealSpecs() throws {
    let folder = "\(Repository.root)/Acceptance"
    let files = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).filter {
      $0.hasSuffix(".md")
    }
    #expect(!files.isEmpty)
    for file in files {
      let markdown = try String(contentsOfFile: "\(folder)/\(file)", encoding: .utf8)
      let html = render(markdown)
      let missing = Self.words(markdown).subtracting(Self.words(Self.unescape(html)))
      #expect(missing.isEmpty, "\(file) lost \(missing.sorted().prefix(10))")
    }
  }

  /// The runs of letters and digits of a text (CJK text split into single characters, so that joined lines count).
  static func words(_ text: String) -> Set<String> {
    var words: Set<String> = []
    var current = ""
    for character in text {
      if character.isLetter || character.isNumber, character.isASCII {
        current.append(character)
      } else {
        if !current.isEmpty { words.insert(current) }
        current = ""
        if character.isLetter || character.isNumber { words.insert(String(character)) }
      }
    }
    if !current.isEmpty { words.insert(current) }
    return words
  }

  /// HTML with its tags' entities turned back into characters (tags are left in: their words count as kept).
  static func unescape(_ html: String) -> String {
    html.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
      .replacingOccurrences(of: "&amp;", with: "&")
  }

  @Test func writesListItemsAsCommonMarkDoes() {
    #expect(
      render("- a\n  - b\n    - c\n- \n")
        == "<ul>\n<li>a\n<ul>\n<li>b\n<ul>\n<li>c</li>\n</ul>\n</li>\n</ul>\n</li>\n<li></li>\n</ul>\n")
    #expect(render("3. a\n\n4. b\n") == "<ol start=\"3\">\n<li>\n<p>a</p>\n</li>\n<li>\n<p>b</p>\n</li>\n</ol>\n")
  }
}

/// Nesting thousands of levels deep goes through the page's rendering without recursion, in bounded time.
@Suite(.timeLimit(.minutes(5)))
struct PageMarkdownDepthTests {
  @Test func rendersFiftyThousandNestedQuotes() {
    let html = PageMarkdownTests.render(String(repeating: ">", count: 50_000) + " deep\n")
    let opening = String(repeating: "<blockquote>\n", count: 50_000)
    let closing = String(repeating: "</blockquote>\n", count: 50_000)
    #expect(html == opening + "<p>deep</p>\n" + closing)
  }

  @Test func rendersThreeThousandNestedLists() {
    let text = (0..<3_000).map { String(repeating: " ", count: 2 * $0) + "- item \($0)\n" }.joined()
    let opening = (0..<2_999).map { "<ul>\n<li>item \($0)\n" }.joined()
    let closing = String(repeating: "</li>\n</ul>\n", count: 2_999)
    #expect(PageMarkdownTests.render(text) == opening + "<ul>\n<li>item 2999</li>\n</ul>\n" + closing)
  }

  @Test func rendersFiftyThousandListMarkersOnOneLine() {
    let html = PageMarkdownTests.render(String(repeating: "- ", count: 50_000) + "x\n")
    let opening = "<ul>\n<li>" + String(repeating: "\n<ul>\n<li>", count: 49_999)
    #expect(html == opening + "x</li>\n" + String(repeating: "</ul>\n</li>\n", count: 49_999) + "</ul>\n")
  }
}
