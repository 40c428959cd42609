import Foundation
import Testing

@testable import AcceptMarkdown

/// One fixture document holding every construct, scanned whole and compared with a golden dump of its blocks.
///
/// Run with `ACCEPT_RECORD_GOLDEN=1` to rewrite the dump after an intended change.
@Suite struct FixtureDocumentTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Blocks")

  @Test(arguments: ["every-construct"])
  func scanMatchesTheGoldenDump(_ name: String) throws {
    let markdown = try String(contentsOf: Self.folder.appendingPathComponent("\(name).md"), encoding: .utf8)
    let dump = Self.dump(MarkdownScanner.fencedCodeBlocks(in: markdown))
    let goldenURL = Self.folder.appendingPathComponent("\(name).blocks.txt")
    if ProcessInfo.processInfo.environment["ACCEPT_RECORD_GOLDEN"] == "1" {
      try Data(dump.utf8).write(to: goldenURL)
      return
    }
    let golden = try String(contentsOf: goldenURL, encoding: .utf8)
    #expect(dump == golden, "re-record with ACCEPT_RECORD_GOLDEN=1 after an intended change")
  }

  @Test func contentLinesPointAtTheSource() throws {
    let markdown = try String(
      contentsOf: Self.folder.appendingPathComponent("every-construct.md"), encoding: .utf8)
    let source = markdown.split(separator: "\n", omittingEmptySubsequences: false)
    for block in MarkdownScanner.fencedCodeBlocks(in: markdown) {
      let lines = block.code.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      for (index, line) in lines.enumerated() where !line.contains("\t") {
        #expect(source[block.contentLine - 1 + index].hasSuffix(line), "block at line \(block.line)")
      }
    }
  }

  /// Returns a readable dump: one header line per block, then its code lines prefixed with `|`.
  static func dump(_ blocks: [FencedCodeBlock]) -> String {
    blocks.map { block in
      let header =
        "line \(block.line) content \(block.contentLine) indent \(block.fenceIndent) "
        + "\(block.closed ? "closed" : "unclosed") info \(BlocksJSON.quoted(block.info))"
      let code = block.code.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { "  |" + $0 }
      return ([header] + code).joined(separator: "\n") + "\n"
    }.joined()
  }
}
