import Foundation
import Testing

/// `accept counterexamples` with patch counterexamples: judged like whole `.swift` ones, and a patch that no longer
/// applies is a located error while the others are still judged.
@Suite(.serialized)
struct PatchCounterexampleTests {
  /// A package whose spec binds `double` to a region of `Sources/Double.swift`, with `counterexamples` as the
  /// files of `Acceptance/counterexamples/doubling/`.
  static func package(_ counterexamples: [String: String], table: String = "") throws -> ScratchRoot {
    let spec = """
      # Doubling

      ```swift name=double source=Sources/Double.swift#double
      func double(_ value: Int) -> Int { value * 2 }
      ```

      ```swift check=doubles
      expect(double(21) == 42, "21 doubled is 42")
      ```

      ```swift check=positive
      expect(double(3) > 0, "a positive value stays positive")
      ```

      \(table)
      """
    let source = """
      // The implementation the spec quotes.
      // region: double
      func double(_ value: Int) -> Int { value * 2 }
      // endregion: double

      """
    var files = [
      "Package.swift": "// swift-tools-version:6.0\n", "Sources/Double.swift": source,
      "Acceptance/en/doubling.md": spec,
    ]
    for (name, text) in counterexamples { files["Acceptance/counterexamples/doubling/\(name)"] = text }
    return try ScratchRoot(files)
  }

  static let halves = """
    replaces: double
    # why: halves instead of doubling
    --- a/Sources/Double.swift
    +++ b/Sources/Double.swift
    @@ -2,3 +2,3 @@
     // region: double
    -func double(_ value: Int) -> Int { value * 2 }
    +func double(_ value: Int) -> Int { value / 2 }
     // endregion: double

    """

  /// A patch made against an older `double` (`value + value`), which the current source no longer holds.
  static let stale = """
    replaces: double
    # why: adds one instead of doubling
    --- a/Sources/Double.swift
    +++ b/Sources/Double.swift
    @@ -2,3 +2,3 @@
     // region: double
    -func double(_ value: Int) -> Int { value + value }
    +func double(_ value: Int) -> Int { value + 1 }
     // endregion: double

    """

  static let whole = """
    // replaces: double
    func double(_ value: Int) -> Int { value - 2 }

    """

  static func run(_ root: ScratchRoot, _ extra: [String] = []) -> CLIHarness.Outcome {
    CLIHarness.run(["counterexamples", "\(root.path)/Acceptance", "--languages", "en"] + extra)
  }

  @Test func aPatchIsJudgedLikeAWholeFileAndSortedWithIt() throws {
    let root = try Self.package(["halves.patch": Self.halves, "whole.swift": Self.whole])
    defer { root.remove() }
    let result = Self.run(root)
    #expect(result.status == 0, "\(result.out)\(result.err)")
    #expect(
      result.out.hasPrefix(
        "rejected doubling/halves.patch by 1 check(s): doubles (failed)\n"
          + "rejected doubling/whole.swift by 1 check(s): doubles (failed)\n"), "\(result.out)")
    #expect(result.lastLine == "counterexamples: 2 passed, 0 failed")
    // The patch was applied in memory: the source still holds the real implementation.
    let source = try String(contentsOfFile: "\(root.path)/Sources/Double.swift", encoding: .utf8)
    #expect(source.contains("value * 2"))
  }

  @Test func aTableRowNamesAPatchByItsFileName() throws {
    let table = "| file | caught by |\n| --- | --- |\n| `halves.patch` | `doubles`, `positive` |\n"
    let root = try Self.package(["halves.patch": Self.halves], table: table)
    defer { root.remove() }
    let result = Self.run(root)
    #expect(result.status == 1, "\(result.out)\(result.err)")
    #expect(
      result.out.contains(
        "\(root.path)/Acceptance/en/doubling.md:17: the row of halves.patch names positive, which did not reject it"
          + " in every run\n"), "\(result.out)")
  }

  @Test func aHunkAtAnOffsetIsJudgedWithAWarningAndAHunkWithoutContextIsAnError() throws {
    // The header says line 1, but the region starts at line 2: it applies one line below, and says so.
    let moved = Self.halves.replacingOccurrences(of: "@@ -2,3 +2,3 @@", with: "@@ -1,3 +1,3 @@")
    let bare =
      "replaces: double\n--- a/Sources/Double.swift\n+++ b/Sources/Double.swift\n@@ -3 +3 @@\n"
      + "-func double(_ value: Int) -> Int { value * 2 }\n+func double(_ value: Int) -> Int { value + 1 }\n"
    let root = try Self.package(["moved.patch": moved, "bare.patch": bare])
    defer { root.remove() }
    let result = Self.run(root)
    let folder = "\(root.path)/Acceptance/counterexamples/doubling"
    #expect(result.status == 2, "\(result.out)\(result.err)")
    #expect(
      result.err.contains(
        "\(folder)/moved.patch:5: warning: this hunk applied at line 2 of Sources/Double.swift, 1 line below the "
          + "line 1 its header names; check that it still changes what it meant to, then update the patch\n"),
      "\(result.err)")
    #expect(result.err.contains("\(folder)/bare.patch:4: error: this hunk to Sources/Double.swift has no context line"))
    #expect(result.out.contains("rejected doubling/moved.patch by 1 check(s): doubles (failed)\n"), "\(result.out)")
    // Lint reads the same patches, without running them.
    let lint = CLIHarness.run(["lint", "\(root.path)/Acceptance", "--languages", "en"])
    #expect(lint.status == 2, "\(lint.out)\(lint.err)")
    #expect(lint.err.contains("\(folder)/moved.patch:5: warning: this hunk applied at line 2 of"), "\(lint.err)")
    #expect(lint.err.contains("\(folder)/bare.patch:4: error: this hunk to Sources/Double.swift has no context"))
    #expect(lint.out.hasSuffix("; 2 counterexample(s) read, 1 unusable\n"), "\(lint.out)")
  }

  @Test func aStalePatchIsALocatedErrorAndTheOthersAreStillJudged() throws {
    let root = try Self.package(["halves.patch": Self.halves, "stale.patch": Self.stale])
    defer { root.remove() }
    let result = Self.run(root)
    #expect(result.status == 2, "\(result.out)\(result.err)")
    #expect(
      result.err
        == "\(root.path)/Acceptance/counterexamples/doubling/stale.patch:5: error: this hunk does not apply to"
        + " Sources/Double.swift: its context and removed lines (at line 2) are not there, nor within 10 lines of it;"
        + " the counterexample must be renewed: make its patch again against the current code\n")
    #expect(result.out.contains("rejected doubling/halves.patch by 1 check(s): doubles (failed)\n"), "\(result.out)")
    #expect(result.lastLine == "counterexamples: 1 passed, 1 failed")
  }

  @Test func aPatchWithoutReplacesIsAnErrorAtItsFirstLine() throws {
    let root = try Self.package(["halves.patch": Self.halves.replacingOccurrences(of: "replaces: double\n", with: "")])
    defer { root.remove() }
    let result = Self.run(root)
    #expect(result.status == 2, "\(result.out)\(result.err)")
    #expect(
      result.err.hasPrefix(
        "\(root.path)/Acceptance/counterexamples/doubling/halves.patch:1: error: the patch has no preamble line"
          + " 'replaces: <definition block name>' before its diff; the counterexample must be renewed"))
  }
}
