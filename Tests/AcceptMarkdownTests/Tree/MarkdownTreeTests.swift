import Foundation
import Testing

@testable import AcceptMarkdown

/// The tree of one fixture holding every block construct, compared whole with a golden dump.
///
/// Run with `ACCEPT_RECORD_GOLDEN=1` to rewrite the dump after an intended change.
@Suite struct MarkdownTreeTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Tree")

  @Test(arguments: ["every-block"])
  func treeMatchesTheGoldenDump(_ name: String) throws {
    let markdown = try String(contentsOf: Self.folder.appendingPathComponent("\(name).md"), encoding: .utf8)
    let dump = TreeDump.dump(MarkdownParser.parse(markdown))
    let goldenURL = Self.folder.appendingPathComponent("\(name).tree.txt")
    if ProcessInfo.processInfo.environment["ACCEPT_RECORD_GOLDEN"] == "1" {
      try Data(dump.utf8).write(to: goldenURL)
      return
    }
    let golden = try String(contentsOf: goldenURL, encoding: .utf8)
    #expect(dump == golden, "re-record with ACCEPT_RECORD_GOLDEN=1 after an intended change")
  }
}
