import Foundation
import Testing

@testable import AcceptCLI

/// `accept sync` on packages written to temporary folders: it converges whatever the line endings, keeps each
/// file's endings and permissions, writes nothing with `--dry-run`, rewrites blocks inside containers with their prefixes
/// and refuses a block it cannot rewrite.
@Suite("accept sync end to end", .serialized)
struct SyncCommandTests {
  /// A package in a fresh temporary folder: `Package.swift`, `Acceptance/en/spec.md` and `Sources/A.swift`.
  final class Package {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("accept-sync-\(UUID())").path
    var acceptance: String { "\(root)/Acceptance" }
    var spec: String { "\(root)/Acceptance/en/spec.md" }

    init(spec: String, source: String) throws {
      try FileManager.default.createDirectory(atPath: "\(root)/Acceptance/en", withIntermediateDirectories: true)
      try FileManager.default.createDirectory(atPath: "\(root)/Sources", withIntermediateDirectories: true)
      try Data("// swift-tools-version:6.0\n".utf8).write(to: URL(fileURLWithPath: "\(root)/Package.swift"))
      try Data(spec.utf8).write(to: URL(fileURLWithPath: self.spec))
      try Data(source.utf8).write(to: URL(fileURLWithPath: "\(root)/Sources/A.swift"))
    }

    func specText() throws -> String {
      String(decoding: try Data(contentsOf: URL(fileURLWithPath: spec)), as: UTF8.self)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }
  }

  private static let stale =
    "# A\n\nSome text.\n\n```swift source=Sources/A.swift\nstale\n```\nAfter.\n\n```swift check=a\nexpect(true)\n```\n"

  @Test(arguments: [
    (ending: "\r", source: "let a = 1\nlet b = 2"),
    (ending: "\r\n", source: "let a = 1\r\nlet b = 2\r\n"),
    (ending: "\n", source: "let a = 1\rlet b = 2\r"),
  ])
  func convergesAndKeepsTheSpecsLineEndings(ending: String, source: String) throws {
    let package = try Package(spec: Self.stale.replacingOccurrences(of: "\n", with: ending), source: source)
    let first = CLIHarness.run(["sync", package.acceptance, "--languages", "en"])
    #expect(first.status == 0, "\(first.err)")
    #expect(first.out == "\(package.spec): rewrote 1 block(s)\n")
    let expected = Self.stale.replacingOccurrences(of: "stale\n", with: "let a = 1\nlet b = 2\n")
    #expect(try package.specText() == expected.replacingOccurrences(of: "\n", with: ending))
    let lint = CLIHarness.run(["lint", package.acceptance, "--languages", "en"])
    #expect(lint.status == 0, "\(lint.err)")
    let second = CLIHarness.run(["sync", package.acceptance, "--languages", "en"])
    #expect(second.status == 0)
    #expect(second.out == "")
    #expect(try package.specText() == expected.replacingOccurrences(of: "\n", with: ending))
  }

  @Test func replacesTheFileAtOnceAndKeepsItsPermissions() throws {
    let package = try Package(spec: Self.stale, source: "let a = 1\n")
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: package.spec)
    let result = CLIHarness.run(["sync", package.acceptance, "--languages", "en"])
    #expect(result.status == 0, "\(result.err)")
    let attributes = try FileManager.default.attributesOfItem(atPath: package.spec)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o640)
    #expect(try FileManager.default.contentsOfDirectory(atPath: "\(package.acceptance)/en") == ["spec.md"])
    #expect(try package.specText() == Self.stale.replacingOccurrences(of: "stale\n", with: "let a = 1\n"))
  }

  @Test func dryRunPrintsAUnifiedDiffAndWritesNothing() throws {
    let package = try Package(spec: Self.stale, source: "let a = 1\nlet b = 2\n")
    let result = CLIHarness.run(["sync", package.acceptance, "--languages", "en", "--dry-run"])
    #expect(result.status == 0, "\(result.err)")
    let name = package.spec.dropFirst()
    let expected = [
      "--- a/\(name)", "+++ b/\(name)", "@@ -3,7 +3,8 @@", " Some text.", " ", " ```swift source=Sources/A.swift",
      "-stale", "+let a = 1", "+let b = 2", " ```", " After.", " ",
    ]
    #expect(result.out == expected.map { $0 + "\n" }.joined())
    #expect(try package.specText() == Self.stale)
  }

  /// A spec with its bound block in a list item inside a block quote.
  private static let nested =
    "# A\n\n> Quoted:\n>\n> 1. ```swift source=Sources/A.swift\n>    stale\n>    ```\n\n```swift check=a\nexpect(true)\n```\n"

  @Test func rewritesABlockInsideAListItemInsideABlockQuote() throws {
    let package = try Package(spec: Self.nested, source: "let a = 1\n\nlet b = 2\n")
    let first = CLIHarness.run(["sync", package.acceptance, "--languages", "en"])
    #expect(first.status == 0, "\(first.err)")
    #expect(first.out == "\(package.spec): rewrote 1 block(s)\n")
    let expected = Self.nested.replacingOccurrences(of: ">    stale\n", with: ">    let a = 1\n>\n>    let b = 2\n")
    #expect(try package.specText() == expected)
    let lint = CLIHarness.run(["lint", package.acceptance, "--languages", "en"])
    #expect(lint.status == 0, "\(lint.err)")
    let second = CLIHarness.run(["sync", package.acceptance, "--languages", "en"])
    #expect(second.status == 0)
    #expect(second.out == "")
    #expect(try package.specText() == expected)
  }

  @Test func dryRunShowsTheContainerPrefixesOfTheNewLines() throws {
    let package = try Package(spec: Self.nested, source: "let a = 1\n\nlet b = 2\n")
    let result = CLIHarness.run(["sync", package.acceptance, "--languages", "en", "--dry-run"])
    #expect(result.status == 0, "\(result.err)")
    let name = package.spec.dropFirst()
    let expected = [
      "--- a/\(name)", "+++ b/\(name)", "@@ -3,7 +3,9 @@", " > Quoted:", " >", " > 1. ```swift source=Sources/A.swift",
      "->    stale", "+>    let a = 1", "+>", "+>    let b = 2", " >    ```", " ", " ```swift check=a",
    ]
    #expect(result.out == expected.map { $0 + "\n" }.joined())
    #expect(try package.specText() == Self.nested)
  }

  @Test func refusesABlockItCannotRewriteWithItsLineAndWritesNothing() throws {
    let package = try Package(spec: Self.nested, source: "let s = \"\"\"\n```\n\"\"\"\n")
    let result = CLIHarness.run(["sync", package.acceptance, "--languages", "en"])
    #expect(result.status == 2)
    #expect(
      result.err
        == "\(package.spec):5: error: sync cannot rewrite this block from Sources/A.swift: the rewritten file would "
        + "not hold the source's code (its line 2 would close the fence); edit this one by hand\n")
    #expect(try package.specText() == Self.nested)
  }
}
