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

  @Test func appliesAHunkWhereItsHeaderSays() throws {
    let patch = try Self.patch("@@ -2,3 +2,3 @@\n two\n-three\n+THREE\n four\n")
    #expect(try PatchApplier.apply(patch, to: Self.file) == "one\ntwo\nTHREE\nfour\nfive\nsix\nseven\n")
  }

  @Test func findsAHunkThatMovedToAnotherLine() throws {
    // The header says line 2, but two lines were added above since the patch was made.
    let patch = try Self.patch("@@ -2,3 +2,2 @@\n two\n-three\n four\n")
    let moved = "zero\nzero\n" + Self.file
    #expect(try PatchApplier.apply(patch, to: moved) == "zero\nzero\none\ntwo\nfour\nfive\nsix\nseven\n")
  }

  @Test func carriesALaterHunksOffsetFromAnEarlierOne() throws {
    let patch = try Self.patch("@@ -1,2 +1,3 @@\n one\n+one and a half\n two\n@@ -6,2 +7,1 @@\n-six\n seven\n")
    #expect(try PatchApplier.apply(patch, to: Self.file) == "one\none and a half\ntwo\nthree\nfour\nfive\nseven\n")
  }

  @Test func insertsWithAHunkThatRemovesNothing() throws {
    let patch = try Self.patch("@@ -7,0 +8 @@\n+eight\n")
    #expect(try PatchApplier.apply(patch, to: Self.file) == Self.file + "eight\n")
  }

  @Test func refusesAHunkWhoseContextChanged() throws {
    // One context line differs by a single character: no fuzz, so the hunk does not apply anywhere.
    let patch = try Self.patch("@@ -0,0 +1 @@\n+zero\n@@ -2,3 +3,3 @@\n two\n-three\n+THREE\n Four\n")
    #expect(throws: PatchError.hunkDoesNotApply(line: 6, path: "f.txt", at: 2)) {
      try PatchApplier.apply(patch, to: Self.file)
    }
  }

  @Test func refusesAHunkWhoseRemovedLineIsGone() throws {
    let patch = try Self.patch("@@ -3 +3 @@\n-THREE\n+3\n")
    #expect(throws: PatchError.hunkDoesNotApply(line: 4, path: "f.txt", at: 3)) {
      try PatchApplier.apply(patch, to: Self.file)
    }
  }

  @Test func neverAppliesAHunkAboveTheOneBefore() throws {
    // The second hunk's lines exist only above the first hunk's place.
    let patch = try Self.patch("@@ -5 +5 @@\n-five\n+5\n@@ -6 +6 @@\n-one\n+1\n")
    #expect(throws: PatchError.hunkDoesNotApply(line: 7, path: "f.txt", at: 6)) {
      try PatchApplier.apply(patch, to: Self.file)
    }
  }

  @Test func keepsCRLFLineEndings() throws {
    let patch = try Self.patch("@@ -0,0 +1 @@\n+zero\n@@ -2 +3 @@\n-two\n+2\n")
    #expect(try PatchApplier.apply(patch, to: "one\r\ntwo\r\n") == "zero\r\none\r\n2\r\n")
  }

  @Test func keepsAFileWithoutAFinalNewlineThatWay() throws {
    let patch = try Self.patch("@@ -1 +1 @@\n-a\n+b\n")
    #expect(try PatchApplier.apply(patch, to: "a") == "b")
  }
}
