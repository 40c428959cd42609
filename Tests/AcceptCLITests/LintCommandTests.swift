import Foundation
import Testing

@testable import AcceptCLI

@Suite("accept lint: wording and layout rules, exit statuses and the summary line", .serialized)
struct LintCommandTests {
  static let glossary = """
    | language | use | avoid |
    | --- | --- | --- |
    | ja | メモリ | メモリー |
    """

  /// An edition of one check, with `prose` under its title.
  static func spec(_ prose: String, comment: String = "// 確かめる") -> String {
    "# 見本\n\n\(prose)\n\n```swift check=holds\n\(comment)\nexpect(1 + 1 == 2)\n```\n"
  }

  static func lint(_ files: [String: String], _ options: [String] = []) throws -> CLIHarness.Outcome {
    let root = try ScratchRoot(files)
    defer { root.remove() }
    let result = CLIHarness.run(["lint", root.path, "--languages", "ja"] + options)
    return CLIHarness.Outcome(
      status: result.status, out: result.out.replacingOccurrences(of: root.path, with: "ROOT"),
      err: result.err.replacingOccurrences(of: root.path, with: "ROOT"))
  }

  @Test func aCleanRootWithAGlossaryExitsWithZero() throws {
    let result = try Self.lint(["glossary.md": Self.glossary, "ja/a.md": Self.spec("メモリを使う。")])
    #expect(result.status == 0, "\(result.err)")
    #expect(result.err.isEmpty)
    #expect(result.out == "1 spec(s) clean with 1 check(s) in all languages; 0 broken; 0 wording finding(s)\n")
  }

  @Test func wordingFindingsAloneExitWithOneSortedByFileAndLine() throws {
    let long = String(repeating: "字", count: 201)
    let result = try Self.lint([
      "glossary.md": Self.glossary,
      "ja/b.md": Self.spec("メモリーを使う。\n\n\(long)", comment: "// Check the sum here"),
      "ja/a.md": Self.spec("メモリー"),
    ])
    #expect(result.status == 1)
    #expect(
      result.err == """
        ROOT/ja/a.md:3: error: glossary: write 'メモリ' instead of 'メモリー' (ja, glossary.md:3)
        ROOT/ja/b.md:3: error: glossary: write 'メモリ' instead of 'メモリー' (ja, glossary.md:3)
        ROOT/ja/b.md:5: error: line of 201 characters; the limit is 200: break it after a sentence or a clause
        ROOT/ja/b.md:8: error: comment in English in the ja edition; write it in the edition's language (blocks bound \
        with source= keep their file's comments)

        """)
    #expect(result.out == "2 spec(s) clean with 2 check(s) in all languages; 0 broken; 4 wording finding(s)\n")
  }

  @Test func withoutAGlossaryTheSummarySaysSoAndTheOtherRulesStillRun() throws {
    let result = try Self.lint(["ja/a.md": Self.spec("メモリー。\n\n" + String(repeating: "字", count: 201))])
    #expect(result.status == 1)
    #expect(result.err.hasPrefix("ROOT/ja/a.md:5: error: line of 201 characters"))
    #expect(
      result.out
        == "1 spec(s) clean with 1 check(s) in all languages; 0 broken; 1 wording finding(s); wording not checked "
        + "against a glossary (no ROOT/glossary.md)\n")
  }

  @Test func aBrokenGlossaryExitsWithTwo() throws {
    let broken = Self.glossary + "\n| ja | メモリー | メモリ |\n"
    let result = try Self.lint(["glossary.md": broken, "ja/a.md": Self.spec("本文。")])
    #expect(result.status == 2)
    #expect(
      result.err
        == "ROOT/glossary.md:4: error: glossary: 'メモリー' is used at line 4 and avoided at line 3 for ja; a form is "
        + "either used or avoided\n"
        + "ROOT/glossary.md:4: error: glossary: 'メモリ' is used at line 3 and avoided at line 4 for ja; a form is "
        + "either used or avoided\n")
  }

  @Test func aSpecErrorExitsWithTwoEvenWithWordingFindings() throws {
    let result = try Self.lint([
      "glossary.md": Self.glossary, "ja/a.md": Self.spec("メモリー"),
      "ja/b.md": "# B\n\n```swift chek=x\n```\n",
    ])
    #expect(result.status == 2)
    #expect(result.err.contains("ROOT/ja/b.md:3: error: unknown attribute 'chek'"))
    #expect(result.err.contains("ROOT/ja/a.md:3: error: glossary: write 'メモリ'"))
  }

  @Test func aSpecErrorInTheSameFileLeavesTheFilesWordingFindingsShown() throws {
    let text = Self.spec("メモリー", comment: "// Check the sum here") + "\n```swift chek=x\n```\n"
    let result = try Self.lint(["glossary.md": Self.glossary, "ja/a.md": text])
    #expect(result.status == 2)
    #expect(
      result.err == """
        ROOT/ja/a.md:10: error: unknown attribute 'chek'; did you mean 'check'?
        ROOT/ja/a.md:3: error: glossary: write 'メモリ' instead of 'メモリー' (ja, glossary.md:3)
        ROOT/ja/a.md:6: error: comment in English in the ja edition; write it in the edition's language (blocks bound \
        with source= keep their file's comments)

        """)
    #expect(result.out.hasSuffix("; 1 broken; 2 wording finding(s)\n"), "\(result.out)")
  }

  @Test func aCheckWithASpecErrorIsNoClauseTableFinding() throws {
    let text =
      "# 見本\n\n| 項目 | チェック |\n| --- | --- |\n| 足す | `adds-up` |\n| 引く | `takes-away` |\n\n"
      + "```swift check=adds-up\nexpect(1 + 1 == 2)\n```\n\n```swift check=takes-away chek=x\nexpect(true)\n```\n"
    let result = try Self.lint(["ja/a.md": text])
    #expect(result.status == 2)
    #expect(result.err == "ROOT/ja/a.md:12: error: unknown attribute 'chek'; did you mean 'check'?\n")
  }

  @Test func runDoesNotApplyTheWordingRules() throws {
    let root = try ScratchRoot([
      "glossary.md": Self.glossary, "ja/a.md": Self.spec("メモリー", comment: "// Check the sum here"),
    ])
    let report = root.path + "-report"
    defer {
      root.remove()
      try? FileManager.default.removeItem(atPath: report)
    }
    let lint = CLIHarness.run(["lint", root.path, "--languages", "ja"])
    #expect(lint.status == 1, "the spec has two wording findings")
    let run = CLIHarness.run(["run", root.path, "--languages", "ja", "--report", report])
    #expect(run.status == 0, "\(run.out)\(run.err)")
    #expect(!run.err.contains("glossary") && !run.out.contains("glossary"))
  }

  @Test func maxLineSetsTheLimitAndZeroTurnsItOff() throws {
    let files = ["ja/a.md": Self.spec(String(repeating: "字", count: 90))]
    #expect(try Self.lint(files, ["--max-line", "80"]).err.contains("line of 90 characters; the limit is 80"))
    #expect(try Self.lint(files, ["--max-line", "0"]).status == 0)
    let bad = try Self.lint(files, ["--max-line", "-1"])
    #expect(bad.status == 64)
    #expect(bad.err.hasPrefix("error: --max-line takes a whole number of characters (0 for no limit), not '-1'\n"))
  }
}
