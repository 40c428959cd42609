import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// The terminal lines of a run, without colour and with colour codes.
struct TerminalReporterTests {
  private func printed(colour: Bool, _ body: (TerminalReporter) -> Void) -> String {
    let sink = Collected<String>()
    body(TerminalReporter(style: TerminalStyle(colour: colour)) { sink.append($0) })
    return sink.text
  }

  private func sample(_ check: String) throws -> CheckResult {
    try #require(SampleReport.checks.first { $0.check == check })
  }

  @Test func printsTheSampleRunAsTheGoldenFile() {
    let report = SampleReport.report
    let text = printed(colour: false) { reporter in
      reporter.specErrors([
        SpecError(.unknownAttribute("chek", suggestion: "check"), at: .init(file: "Acceptance/ja/broken.md", line: 3))
      ])
      report.checks.forEach(reporter.checkFinished)
      reporter.finished(report.summary)
    }
    GoldenFile.check(text, matches: "terminal.txt")
  }

  @Test(arguments: [
    ("delays-double", "ok   tour#delays-double [zh-Hant] in 3 of 3 runs (1.2s)"),
    ("wrong-claim", "ok   tour#wrong-claim [zh-Hant] failed as expected (0.5s)"),
    ("data-race", "ok   tour#data-race [ja] compile-error as expected (0.8s)"),
    ("later", "skip tour#later [ja] ignored"),
    ("traps", "FAIL escaping#traps [ja] crashed, expected pass (0.2s) at Acceptance/ja/escaping.md:12"),
    ("hangs", "FAIL escaping#hangs [ja] timeout, expected fail (1.5s) at Acceptance/ja/escaping.md:20"),
    ("should-fail", "FAIL escaping#should-fail [ja] passed, expected fail (0.1s) at Acceptance/ja/escaping.md:40"),
    ("flaky", "FAIL escaping#flaky [ja] failed, expected pass in 2 of 5 runs (2.0s) at Acceptance/ja/escaping.md:70"),
  ])
  func printsOneLinePerCheck(_ check: String, _ line: String) throws {
    #expect(TerminalReporter(style: TerminalStyle(colour: false)) { _ in }.line(for: try sample(check)) == line)
  }

  @Test func printsACheckReportedFromAnotherLanguagesRun() throws {
    let shared = try #require(SampleReport.checks.first { $0.sharedWith != nil })
    #expect(
      TerminalReporter(style: TerminalStyle(colour: false)) { _ in }.line(for: shared)
        == "ok   tour#delays-double [ja] (ran once for zh-Hant)")
  }

  @Test func printsCompileErrorsWithTheirColumn() throws {
    let result = try sample("broken-build")
    #expect(
      printed(colour: false) { $0.checkFinished(result) } == """
        FAIL escaping#broken-build [ja] compile-error, expected pass (1.0s) at Acceptance/ja/escaping.md:60
            Acceptance/ja/escaping.md:61:19: error: cannot convert value of type 'String' to specified type 'Int'
            output:
            | Acceptance/ja/escaping.md:61:19: error: cannot convert value of type 'String' to specified type 'Int'

        """)
  }

  @Test func printsNotesAboutTheRun() {
    #expect(
      printed(colour: false) { $0.note("build: tour [ja]: 3 checks merged") } == "build: tour [ja]: 3 checks merged\n")
    #expect(printed(colour: true) { $0.note("n") } == "\u{1B}[33mn\u{1B}[0m\n")
  }

  @Test func printsTheFailuresAndTheOutputOfACheckThatDidNotGoAsExpected() throws {
    let result = try sample("traps")
    #expect(
      printed(colour: false) { $0.checkFinished(result) } == """
        FAIL escaping#traps [ja] crashed, expected pass (0.2s) at Acceptance/ja/escaping.md:12
            Acceptance/ja/escaping.md:14: error: Precondition failed: odd value 3
            output:
            | before the trap
            | Check/escaping.md:14: Precondition failed: odd value 3

        """)
  }

  @Test func printsOnlyTheLineOfACheckThatWentAsExpected() throws {
    let result = try sample("wrong-claim")
    #expect(
      printed(colour: false) { $0.checkFinished(result) }
        == "ok   tour#wrong-claim [zh-Hant] failed as expected (0.5s)\n")
  }

  @Test func coloursTheWordsWhenAsked() throws {
    let passed = try sample("delays-double")
    let failed = try sample("hangs")
    let ignored = try sample("later")
    let text = printed(colour: true) { reporter in
      reporter.checkFinished(passed)
      reporter.checkFinished(ignored)
      reporter.checkFinished(failed)
      reporter.specErrors([SpecError(.noChecks, at: .init(file: "a.md", line: 1))])
      reporter.finished(RunSummary(checks: [passed], specErrors: 0))
      reporter.finished(RunSummary(checks: [failed], specErrors: 1))
    }
    let red = "\u{1B}[31m"
    let green = "\u{1B}[32m"
    let reset = "\u{1B}[0m"
    #expect(
      text == """
        \(green)ok  \(reset) tour#delays-double [zh-Hant] in 3 of 3 runs (1.2s)
        \u{1B}[33mskip\(reset) tour#later [ja] ignored
        \(red)FAIL\(reset) escaping#hangs [ja] timeout, expected fail (1.5s) at Acceptance/ja/escaping.md:20
            Acceptance/ja/escaping.md:20: \(red)error:\(reset) timed out after 1.0s
        a.md:1: \(red)error:\(reset) the spec has no check (a block with check=<id>)
        \(green)1 passed, 0 failed\(reset)
        \(red)1 spec error(s): the specs named above were not run\(reset)
        \(red)0 passed, 1 failed\(reset)

        """)
  }

  @Test func endsWithTheClosingLine() {
    let text = printed(colour: false) { $0.finished(RunSummary(checks: SampleReport.checks, specErrors: 0)) }
    #expect(text == "5 passed, 8 failed, 1 errors, 1 skipped\n")
  }

  @Test func showsControlCharactersOfTheOutputAndFailuresButKeepsItsOwnColour() throws {
    let result = try sample("traps").with {
      $0.output = "\u{1B}]0;pwned\u{7}\u{1B}[2Jcleared"
      $0.failures = [CheckFailure(file: "Acceptance/ja/escaping.md", line: 12, message: "\u{1B}[31mfake\u{9B}K")]
    }
    let text = printed(colour: true) { $0.checkFinished(result) }
    #expect(text.contains("    | \\u{1B}]0;pwned\\u{7}\\u{1B}[2Jcleared\n"))
    #expect(text.contains("\\u{1B}[31mfake\\u{9B}K\n"))
    #expect(text.contains("\u{1B}[31mFAIL\u{1B}[0m") && text.contains("\u{1B}[31merror:\u{1B}[0m"))
    let escapes = text.unicodeScalars.filter { $0 == "\u{1B}" }.count
    #expect(escapes == 4, "only the kit's own colour codes reach the terminal")
  }
}
