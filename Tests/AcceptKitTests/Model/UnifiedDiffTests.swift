import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Unified diffs as `diff -u` prints them: headers, 3 lines of context, hunks joined when their context meets.
struct UnifiedDiffTests {
  private let old = (1...20).map { "line \($0)" }

  @Test func printsNothingForEqualLines() {
    #expect(UnifiedDiff.render(old: old, new: old, path: "a.md") == "")
  }

  @Test func printsOneHunkWithThreeLinesOfContext() {
    var new = old
    new[9] = "changed 10"
    new.insert("added", at: 10)
    let expected = """
      --- a/Acceptance/ja/a.md
      +++ b/Acceptance/ja/a.md
      @@ -7,7 +7,8 @@
       line 7
       line 8
       line 9
      -line 10
      +changed 10
      +added
       line 11
       line 12
       line 13

      """
    #expect(UnifiedDiff.render(old: old, new: new, path: "Acceptance/ja/a.md") == expected)
  }

  @Test func joinsChangesWhoseContextsMeetAndSplitsTheOthers() {
    var new = old
    new[1] = "two"
    new[7] = "eight"
    new.remove(at: 18)
    let diff = UnifiedDiff.render(old: old, new: new, path: "/tmp/a.md")
    let headers = diff.split(separator: "\n").filter {
      $0.hasPrefix("@@") || $0.hasPrefix("---") || $0.hasPrefix("+++")
    }
    #expect(headers == ["--- a/tmp/a.md", "+++ b/tmp/a.md", "@@ -1,11 +1,11 @@", "@@ -16,5 +16,4 @@"])
  }

  @Test func placesAnEmptySideAfterTheLineBeforeIt() {
    #expect(UnifiedDiff.render(old: [], new: ["a"], path: "x") == "--- a/x\n+++ b/x\n@@ -0,0 +1,1 @@\n+a\n")
    #expect(
      UnifiedDiff.render(old: ["a", "b"], new: ["a"], path: "x", context: 0)
        == "--- a/x\n+++ b/x\n@@ -2,1 +1,0 @@\n-b\n")
  }
}
