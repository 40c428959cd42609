import Foundation
import Testing

@testable import AcceptKit

/// Block HTML: a golden file over one document holding every construct the specs use, escaping, and a guarantee
/// that no text of the real specs is dropped.
struct MarkdownHTMLTests {
  static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

  private func render(_ text: String, _ annotations: [Int: CodeAnnotation] = [:]) -> String {
    let document = MarkdownDocument(parsing: text)
    return MarkdownHTML(document: document, annotations: annotations).render(document.blocks)
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
    #expect(html.contains("&lt;script&gt;a()&lt;/script&gt;"))
    #expect(html.contains("text &lt;script&gt;b()&lt;/script&gt;"))
    #expect(html.contains("<figcaption><code>&lt;script&gt;</code></figcaption>"))
    #expect(html.contains("&lt;script&gt;c()&lt;/script&gt;"))
  }

  @Test func numbersCodeLinesAndPlacesAnnotationsAfterTheirFence() {
    let html = render(
      "# T\n\n```swift check=a\nfirst\nsecond\n```\nafter\n",
      [
        3: CodeAnnotation(
          highlightedLines: [5], after: "<div>result</div>\n")
      ])
    #expect(html.contains("<pre style=\"counter-reset: line 3\">"))
    let lines = NumberedLines.parse(html)
    #expect(lines[4] == NumberedLines.Line(classes: "line", html: "first"))
    #expect(lines[5] == NumberedLines.Line(classes: "line marked", html: "second"))
    #expect(html.contains("</figure>\n<div>result</div>\n<p>after</p>"))
    #expect(html.hasPrefix("<h3 class=\"md-h1\">T</h3>"))
  }

  @Test func keepsEveryWordOfTheRealSpecs() throws {
    let folder = "\(Self.repositoryRoot)/Acceptance"
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

  @Test func rendersFiftyThousandNestedQuotesWithoutRecursion() {
    let html = render(String(repeating: ">", count: 50_000) + " deep\n")
    let opening = String(repeating: "<blockquote>\n", count: 50_000)
    let closing = String(repeating: "</blockquote>\n", count: 50_000)
    #expect(html == opening + "<p>deep</p>\n" + closing)
  }

  @Test func dropsTheLastNewlineOfEachItemAtEveryDepth() {
    #expect(
      render("- a\n  - b\n    - c\n- \n")
        == "<ul>\n<li>a\n<ul>\n<li>b\n<ul>\n<li>c</li>\n</ul></li>\n</ul></li>\n<li></li>\n</ul>\n")
  }
}
