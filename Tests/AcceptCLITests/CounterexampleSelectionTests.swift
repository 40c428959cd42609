import Foundation
import Testing

/// `accept counterexamples --spec` and `--check`: the run is limited to the selection, and a selection of checks says
/// that it is weaker evidence.
@Suite(.serialized)
struct CounterexampleSelectionTests {
  static func run(_ root: ScratchRoot, _ extra: [String]) -> CLIHarness.Outcome {
    CLIHarness.run(["counterexamples", root.path, "--languages", "en"] + extra)
  }

  @Test func aCheckThatDoesNotRejectItAloneLeavesTheCounterexampleAccepted() throws {
    let root = try CounterexampleTableTests.root(table: "")
    defer { root.remove() }
    let result = Self.run(root, ["--spec", "doubling", "--check", "positive"])
    #expect(result.status == 1, "\(result.out)\(result.err)")
    #expect(result.out.contains("ACCEPTED doubling/halves.swift: every check went as expected\n"), "\(result.out)")
    #expect(
      result.out.contains(
        "(judged only by the check(s) positive: weaker evidence than all the checks of the spec)\n"))
    #expect(result.lastLine == "counterexamples: 0 passed, 1 failed")
  }

  @Test func theSelectedCheckAloneJudgesAndTheTableIsHeldToIt() throws {
    let root = try CounterexampleTableTests.root(
      table: "| file | caught by |\n| --- | --- |\n| `halves.swift` | `doubles`, `positive` |\n")
    defer { root.remove() }
    let result = Self.run(root, ["--check", "doubles"])
    #expect(result.status == 0, "\(result.out)\(result.err)")
    #expect(result.out.contains("rejected doubling/halves.swift by 1 check(s): doubles (failed)\n"), "\(result.out)")
    #expect(result.out.contains("(judged only by the check(s) doubles:"))
  }

  @Test func withoutCheckTheClosingLinesClaimNoSelection() throws {
    let root = try CounterexampleTableTests.root(table: "")
    defer { root.remove() }
    let result = Self.run(root, ["--spec", "doubling"])
    #expect(result.status == 0, "\(result.out)\(result.err)")
    #expect(!result.out.contains("judged only by"))
  }

  @Test func theCounterexamplesOfSpecsWithoutTheCheckAreSkippedAndCounted() throws {
    let root = try ScratchRoot([
      "en/doubling.md": "# Doubling\n\n```swift name=double\nfunc double(_ value: Int) -> Int { value * 2 }\n```\n\n"
        + "```swift check=doubles\nexpect(double(21) == 42, \"21 doubled is 42\")\n```\n",
      "counterexamples/doubling/halves.swift": "// replaces: double\nfunc double(_ value: Int) -> Int { value / 2 }\n",
      "en/tripling.md": "# Tripling\n\n```swift name=triple\nfunc triple(_ value: Int) -> Int { value * 3 }\n```\n\n"
        + "```swift check=triples\nexpect(triple(2) == 6, \"2 tripled is 6\")\n```\n",
      "counterexamples/tripling/thirds.swift": "// replaces: triple\nfunc triple(_ value: Int) -> Int { 6 }\n",
    ])
    defer { root.remove() }
    let result = Self.run(root, ["--check", "doubles"])
    #expect(result.status == 0, "\(result.out)\(result.err)")
    #expect(result.out.contains("rejected doubling/halves.swift by 1 check(s): doubles (failed)\n"), "\(result.out)")
    #expect(!result.out.contains("tripling/"), "\(result.out)")
    #expect(result.lastLine == "counterexamples: 1 passed, 0 failed, 1 skipped (their specs have no check doubles)")
  }

  @Test(arguments: [
    (["--spec", "doublin"], "error: no spec named 'doublin' under "),
    (["--check", "double"], "error: no check with id 'double'; did you mean 'doubles'?"),
    (["--spec", "doubling", "--check", "nope"], "error: no check with id 'nope' in doubling"),
  ])
  func aSelectionOfNothingIsABadInvocation(extra: [String], message: String) throws {
    let root = try CounterexampleTableTests.root(table: "")
    defer { root.remove() }
    let result = Self.run(root, extra)
    #expect(result.status == 64)
    #expect(result.err.contains(message), "\(result.err)")
    #expect(result.out.isEmpty)
  }
}
