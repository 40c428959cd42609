import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Applying a patch in memory: exact context, the hunk found at another line if need be, never with fuzz.
struct PatchApplierTests {
  static let file = "one\ntwo\nthree\nfour\nfive\nsix\nseven\n"

  static func patch(_ hunks: String) throws -> PatchFile {
    try PatchFile(parsing: "replaces: block\n--- a/f.txt\n+++ b/f.txt\n" + hunks)
  }

  static func text(_ patch: PatchFile, _ file: String = file) throws -> String {
    try PatchApplier.apply(patch, to: file).text
  }

  @Test func appliesAHunkWhereItsHeaderSays() throws {
    let patch = try Self.patch("@@ -2,3 +2,3 @@\n two\n-three\n+THREE\n four\n")
    let applied = try PatchApplier.apply(patch, to: Self.file)
    #expect(applied.text == "one\ntwo\nTHREE\nfour\nfive\nsix\nseven\n")
    #expect(applied.offsets.isEmpty)
  }

  @Test func findsAHunkThatMovedAFewLinesAndSaysHowFar() throws {
    // The header says line 2, but two lines were added above since the patch was made.
    let patch = try Self.patch("@@ -2,3 +2,2 @@\n two\n-three\n four\n")
    let applied = try PatchApplier.apply(patch, to: "zero\nzero\n" + Self.file)
    #expect(applied.text == "zero\nzero\none\ntwo\nfour\nfive\nsix\nseven\n")
    #expect(applied.offsets == [PatchApplier.Offset(headerLine: 4, stated: 2, found: 4)])
    #expect(applied.offsets.first?.lines == 2)
  }

  @Test func refusesAHunkThatMovedFurtherThanTheLargestOffset() throws {
    let patch = try Self.patch("@@ -2,3 +2,2 @@\n two\n-three\n four\n")
    let far = String(repeating: "zero\n", count: PatchApplier.maxOffset + 1) + Self.file
    #expect(throws: PatchError.hunkDoesNotApply(line: 4, path: "f.txt", at: 2, within: 10)) {
      try Self.text(patch, far)
    }
    let near = String(repeating: "zero\n", count: PatchApplier.maxOffset) + Self.file
    #expect(try PatchApplier.apply(patch, to: near).offsets.map(\.lines) == [10])
  }

  @Test func takesTheNearestPlaceWhereTheContextRecursAndReportsIt() throws {
    // The same three lines twice: the hunk goes to the copy nearest its header's line, and says it moved.
    let twice = "a\nb\nc\nx\nx\nx\na\nb\nc\n"
    let patch = try Self.patch("@@ -6,3 +6,3 @@\n a\n-b\n+B\n c\n")
    let applied = try PatchApplier.apply(patch, to: twice)
    #expect(applied.text == "a\nb\nc\nx\nx\nx\na\nB\nc\n")
    #expect(applied.offsets == [PatchApplier.Offset(headerLine: 4, stated: 6, found: 7)])
  }

  @Test func carriesALaterHunksPlaceFromAnEarlierOne() throws {
    let patch = try Self.patch("@@ -1,2 +1,3 @@\n one\n+one and a half\n two\n@@ -6,2 +7,1 @@\n-six\n seven\n")
    let applied = try PatchApplier.apply(patch, to: Self.file)
    #expect(applied.text == "one\none and a half\ntwo\nthree\nfour\nfive\nseven\n")
    #expect(applied.offsets.isEmpty, "the first hunk's added line is no offset of the second")
  }

  @Test func insertsWithAHunkThatRemovesNothing() throws {
    let patch = try Self.patch("@@ -6,2 +6,3 @@\n six\n seven\n+eight\n")
    #expect(try Self.text(patch) == Self.file + "eight\n")
  }

  @Test(arguments: [
    "@@ -7,0 +8 @@\n+eight\n", "@@ -3 +3 @@\n-three\n+3\n", "@@ -2,2 +2 @@\n-two\n-three\n+2 and 3\n",
  ])
  func refusesAHunkWithoutContext(_ hunk: String) throws {
    // A `diff -U0` hunk: nothing ties an insertion to its place, and a removal could land on any equal line.
    #expect(throws: PatchError.noContext(line: 4, path: "f.txt")) { try Self.text(try Self.patch(hunk)) }
  }

  @Test func acceptsAHunkWithoutContextThatReplacesTheWholeFile() throws {
    let patch = try Self.patch("@@ -1 +1 @@\n-a\n+b\n")
    #expect(try Self.text(patch, "a") == "b", "and keeps a file without a final newline that way")
  }

  @Test func refusesAHunkWhoseContextChanged() throws {
    // One context line differs by a single character: no fuzz, so the hunk does not apply anywhere.
    let patch = try Self.patch("@@ -1,1 +1,2 @@\n+zero\n one\n@@ -2,3 +3,3 @@\n two\n-three\n+THREE\n Four\n")
    #expect(throws: PatchError.hunkDoesNotApply(line: 7, path: "f.txt", at: 2, within: 10)) {
      try Self.text(patch)
    }
  }

  @Test func refusesAHunkWhoseRemovedLineIsGone() throws {
    let patch = try Self.patch("@@ -2,3 +2,3 @@\n two\n-THREE\n+3\n four\n")
    #expect(throws: PatchError.hunkDoesNotApply(line: 4, path: "f.txt", at: 2, within: 10)) {
      try Self.text(patch)
    }
  }

  @Test func neverAppliesAHunkAboveTheOneBefore() throws {
    // The second hunk's lines exist only above the first hunk's place.
    let patch = try Self.patch("@@ -4,2 +4,2 @@\n four\n-five\n+5\n@@ -6,2 +6,2 @@\n-one\n+1\n two\n")
    #expect(throws: PatchError.hunkDoesNotApply(line: 8, path: "f.txt", at: 6, within: 10)) {
      try Self.text(patch)
    }
  }

  @Test func keepsCRLFLineEndings() throws {
    let patch = try Self.patch("@@ -1,2 +1,3 @@\n+zero\n one\n-two\n+2\n")
    #expect(try Self.text(patch, "one\r\ntwo\r\n") == "zero\r\none\r\n2\r\n")
  }
}
