import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// The code a patch counterexample stands for, from a package folder on disk that is read and never written.
@Suite(.serialized)
struct PatchedCodeTests {
  let package: String

  init() throws {
    package = FileManager.default.temporaryDirectory.appendingPathComponent("accept-patched-\(UUID())").path
    let files = [
      "Sources/Lib/Double.swift": "import Foundation\n\n// region: double\nfunc double(_ v: Int) -> Int { v * 2 }\n"
        + "// endregion: double\n",
      "Acceptance/alternatives/double.swift": "func double(_ v: Int) -> Int { v + v }\n",
      "Acceptance/en/doubling.md": "# Doubling\n\n```swift name=helper\nlet seed = 1\n```\n",
    ]
    for (relative, text) in files {
      let url = URL(fileURLWithPath: "\(package)/\(relative)")
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
  }

  func code(_ diff: String, replaces block: String = "double", binding: SourceBinding?) throws(PatchError) -> String {
    let patch = try PatchFile(parsing: "replaces: \(block)\n" + diff)
    return try PatchedCode.make(patch, packageRoot: package, binding: binding).code
  }

  static let halves = """
    --- a/Sources/Lib/Double.swift
    +++ b/Sources/Lib/Double.swift
    @@ -3,3 +3,3 @@
     // region: double
    -func double(_ v: Int) -> Int { v * 2 }
    +func double(_ v: Int) -> Int { v / 2 }
     // endregion: double

    """

  @Test func takesTheBoundRegionOfThePatchedFile() throws {
    defer { try? FileManager.default.removeItem(atPath: package) }
    let binding = SourceBinding(path: "Sources/Lib/Double.swift", region: "double")
    #expect(try code(Self.halves, binding: binding) == "func double(_ v: Int) -> Int { v / 2 }\n")
    // Nothing was written: the file still holds the real implementation.
    let source = try String(contentsOfFile: "\(package)/Sources/Lib/Double.swift", encoding: .utf8)
    #expect(source.contains("v * 2"))
  }

  @Test func takesTheWholePatchedFileWhenTheBlockIsBoundElsewhere() throws {
    defer { try? FileManager.default.removeItem(atPath: package) }
    let diff = """
      --- a/Acceptance/alternatives/double.swift
      +++ b/Acceptance/alternatives/double.swift
      @@ -1 +1 @@
      -func double(_ v: Int) -> Int { v + v }
      +func double(_ v: Int) -> Int { v + 1 }

      """
    let binding = SourceBinding(path: "Sources/Lib/Double.swift", region: "double")
    #expect(try code(diff, binding: binding) == "func double(_ v: Int) -> Int { v + 1 }\n")
  }

  @Test func takesTheNamedBlockOfAPatchedSpec() throws {
    defer { try? FileManager.default.removeItem(atPath: package) }
    let diff = """
      --- a/Acceptance/en/doubling.md
      +++ b/Acceptance/en/doubling.md
      @@ -3,3 +3,3 @@
       ```swift name=helper
      -let seed = 1
      +let seed = 0
       ```

      """
    #expect(try code(diff, replaces: "helper", binding: nil) == "let seed = 0\n")
    #expect(throws: PatchError.noBlock(line: 2, path: "Acceptance/en/doubling.md", block: "other")) {
      try code(diff, replaces: "other", binding: nil)
    }
  }

  @Test func refusesAPatchThatRemovesTheBoundRegion() throws {
    defer { try? FileManager.default.removeItem(atPath: package) }
    let diff = """
      --- a/Sources/Lib/Double.swift
      +++ b/Sources/Lib/Double.swift
      @@ -4,2 +4,1 @@
       func double(_ v: Int) -> Int { v * 2 }
      -// endregion: double

      """
    let binding = SourceBinding(path: "Sources/Lib/Double.swift", region: "double")
    #expect(throws: PatchError.noRegion(line: 2, path: "Sources/Lib/Double.swift", region: "double")) {
      try code(diff, binding: binding)
    }
  }

  @Test func refusesAMissingFile() throws {
    defer { try? FileManager.default.removeItem(atPath: package) }
    let diff = "--- a/Sources/Lib/Gone.swift\n+++ b/Sources/Lib/Gone.swift\n@@ -1 +1 @@\n-a\n+b\n"
    #expect {
      try code(diff, binding: nil)
    } throws: { error in
      guard case .unreadable(line: 2, path: "Sources/Lib/Gone.swift", let reason) = error as? PatchError else {
        return false
      }
      return reason.contains("No such file")
    }
  }

  @Test(arguments: ["../outside.swift", "/etc/passwd", "Sources/../../outside.swift"])
  func refusesAPathThatLeavesThePackage(path: String) throws {
    defer { try? FileManager.default.removeItem(atPath: package) }
    let diff = "--- a/\(path)\n+++ b/\(path)\n@@ -1 +1 @@\n-a\n+b\n"
    #expect(throws: PatchError.outsidePackage(line: 2, path: path)) { try code(diff, binding: nil) }
  }

  @Test func refusesAHunkThatNoLongerApplies() throws {
    defer { try? FileManager.default.removeItem(atPath: package) }
    let stale = Self.halves.replacingOccurrences(
      of: "-func double(_ v: Int) -> Int { v * 2 }", with: "-func double(_ v: Int) -> Int { 2 * v }")
    #expect(throws: PatchError.hunkDoesNotApply(line: 4, path: "Sources/Lib/Double.swift", at: 3, within: 10)) {
      try code(stale, binding: nil)
    }
  }
}
