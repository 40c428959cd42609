import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Reading a patch counterexample: its preamble, its one file diff and its hunks, or the line where it goes wrong.
struct PatchFileTests {
  static let valid = """
    # why: halves instead of doubling
    replaces: double

    --- a/Sources/Double/Double.swift\t2026-01-01 00:00:00
    +++ b/Sources/Double/Double.swift
    @@ -2,3 +2,3 @@ func double
     // region: double
    -func double(_ value: Int) -> Int { value * 2 }
    +func double(_ value: Int) -> Int { value / 2 }
     // endregion: double
    @@ -9 +9,2 @@
     last
    +added
    \\ No newline at end of file

    """

  @Test func readsThePreambleTheFileAndTheHunks() throws {
    let patch = try PatchFile(parsing: Self.valid)
    #expect(patch.replaces == "double")
    #expect(patch.notes == ["# why: halves instead of doubling"])
    #expect(patch.path == "Sources/Double/Double.swift")
    #expect(patch.pathLine == 4)
    #expect(
      patch.hunks == [
        PatchHunk(
          oldStart: 2,
          lines: [
            .context("// region: double"), .removed("func double(_ value: Int) -> Int { value * 2 }"),
            .added("func double(_ value: Int) -> Int { value / 2 }"), .context("// endregion: double"),
          ], headerLine: 6),
        PatchHunk(oldStart: 9, lines: [.context("last"), .added("added")], headerLine: 11),
      ])
  }

  @Test func readsCRLFLinesAndAnEmptyContextLine() throws {
    let text = "replaces: b\r\n--- a/f.swift\r\n+++ b/f.swift\r\n@@ -1,2 +1,2 @@\r\n\r\n-x\r\n+y\r\n"
    let patch = try PatchFile(parsing: text)
    #expect(patch.hunks.first?.lines == [.context(""), .removed("x"), .added("y")])
  }

  @Test(arguments: [
    ("# only a description\n--- a/f.swift\n+++ b/f.swift\n@@ -1 +1 @@\n-a\n+b\n", PatchError.noReplaces),
    ("replaces: b\nno diff at all\n", PatchError.noFileDiff),
    ("replaces: b\n--- a/f.swift\n+++ b/f.swift\n", PatchError.noFileDiff),
    (
      "replaces: b\n--- a/f.swift\n+++ b/f.swift\n@@ -x +1 @@\n-a\n+b\n",
      PatchError.malformed(line: 4, found: "@@ -x +1 @@", expected: "a hunk header '@@ -l,n +l,n @@'")
    ),
    (
      "replaces: b\n--- a/f.swift\n+++ b/f.swift\n@@ -1 +1\n-a\n+b\n",
      PatchError.malformed(line: 4, found: "@@ -1 +1", expected: "a hunk header '@@ -l,n +l,n @@'")
    ),
    (
      "replaces: b\n--- a/f.swift\n+++ b/f.swift\n@@ -1,2 +1,2 @@\n-a\n+b\n",
      PatchError.malformed(line: 6, found: "the end of the patch", expected: "more hunk lines, as its header counts")
    ),
    (
      "replaces: b\n--- a/f.swift\n+++ b/f.swift\n@@ -1,2 +1,2 @@\n a\n*b\n",
      PatchError.malformed(line: 6, found: "*b", expected: "a hunk line starting with ' ', '-' or '+'")
    ),
    (
      "replaces: b\n--- a/f.swift\n+++ b/g.swift\n@@ -1 +1 @@\n-a\n+b\n",
      PatchError.pathsDiffer(line: 2, old: "f.swift", new: "g.swift")
    ),
    (
      "replaces: b\n--- a/f.swift\n@@ -1 +1 @@\n",
      PatchError.malformed(line: 3, found: "@@ -1 +1 @@", expected: "'+++ b/PATH' after the '---' line")
    ),
    (
      "replaces: b\n--- a/f.swift\n+++ b/f.swift\n@@ -1 +1 @@\n-a\n+b\n--- a/g.swift\n+++ b/g.swift\n",
      PatchError.secondFile(line: 7)
    ),
  ])
  func refusesAPatchThatIsNotOneFileDiff(text: String, error: PatchError) {
    #expect(throws: error) { try PatchFile(parsing: text) }
  }

  @Test func anErrorNamesItsLine() {
    #expect(PatchError.noReplaces.line == 1)
    #expect(PatchError.hunkDoesNotApply(line: 12, path: "f.swift", at: 40, within: 10).line == 12)
  }
}
