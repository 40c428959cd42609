import AcceptMarkdown
import Foundation
import Testing

/// `accept render`: the HTML of Markdown files, one after the other or as JSON, and its errors.
@Suite("accept render") struct RenderCommandTests {
  static let folder = CLIHarness.fixtures + "/Render"

  @Test func printsTheHTMLOfAFile() {
    let result = CLIHarness.run(["render", "\(Self.folder)/page.md"])
    #expect(result.status == 0)
    #expect(result.err == "")
    #expect(
      result.out == """
        <h1>Title</h1>
        <p>Text and
        more.</p>
        <table>
        <thead>
        <tr>
        <th align="left">id</th>
        <th>clause</th>
        </tr>
        </thead>
        <tbody>
        <tr>
        <td align="left">a</td>
        <td>one</td>
        </tr>
        </tbody>
        </table>
        <ul>
        <li>x</li>
        <li>y</li>
        </ul>
        <pre><code class="language-swift">let a = 1 &lt; 2
        </code></pre>

        """)
  }

  @Test func tablesCanBeTurnedOff() {
    let result = CLIHarness.run(["render", "--no-tables", "\(Self.folder)/page.md"])
    #expect(result.status == 0)
    #expect(!result.out.contains("<table>") && result.out.contains("<p>| id | clause |\n"))
  }

  @Test func eastAsianLineBreaksReachTheInlineRenderer() {
    let plain = CLIHarness.run(["render", "\(Self.folder)/east-asian.md"])
    let joined = CLIHarness.run(["render", "--east-asian-line-breaks", "\(Self.folder)/east-asian.md"])
    #expect(plain.status == 0 && joined.status == 0)
    #expect(plain.out == "<p>漢字\n漢字</p>\n")
    let inlines = MarkdownParser.parse("漢字\n漢字\n")[1].inlines ?? InlineTree()
    #expect(
      joined.out == "<p>" + InlineHTML.render(inlines, options: HTMLOptions(eastAsianLineBreaks: true)) + "</p>\n")
  }

  @Test func printsJSONForSeveralFiles() throws {
    let files = ["\(Self.folder)/east-asian.md", "\(Self.folder)/page.md"]
    let result = CLIHarness.run(["render", "--json"] + files)
    #expect(result.status == 0)
    let objects = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: String]] ?? []
    #expect(objects.map { $0["file"] } == files)
    #expect(objects.first?["html"] == "<p>漢字\n漢字</p>\n")
  }

  @Test func aMissingFileIsNamed() {
    let result = CLIHarness.run(["render", "\(Self.folder)/page.md", "\(Self.folder)/missing.md"])
    #expect(result.status == 64)
    #expect(result.out == "")
    #expect(result.err == "error: cannot read \(Self.folder)/missing.md\n")
  }

  @Test func needsAFile() {
    let result = CLIHarness.run(["render", "--json"])
    #expect(result.status == 64)
    #expect(result.err == "error: render needs at least one Markdown file\nsee 'accept render --help'\n")
  }
}
