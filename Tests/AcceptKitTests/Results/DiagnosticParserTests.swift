import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Locations in compiler output and in runtime trap messages.
struct DiagnosticParserTests {
  private let parser = DiagnosticParser(
    files: ["Acceptance/ja/runner.md", "Acceptance/counterexamples/runner/other.swift"],
    fallback: .init(file: "Acceptance/ja/runner.md", line: 40))

  @Test func readsCompileErrorsAndSkipsEverythingElse() {
    let output = """
      Acceptance/ja/runner.md:12:19: error: cannot convert value of type 'String' to specified type 'Int'
        10 | let number: Int = "text"
           |                   `- error: cannot convert value of type 'String' to specified type 'Int'
      Acceptance/ja/runner.md:13:5: warning: variable 'x' was never used
      Acceptance/ja/runner.md:14:1: note: did you mean 'y'?
      /tmp/a b/main.swift:3:1: error: expressions are not allowed at the top level: really
      error: link command failed with exit code 1
      C:\\x:7:2: error: odd path
      """
    #expect(
      parser.compileErrors(in: output) == [
        CheckFailure(
          file: "Acceptance/ja/runner.md", line: 12, column: 19,
          message: "cannot convert value of type 'String' to specified type 'Int'", kind: .compileError),
        CheckFailure(
          file: "/tmp/a b/main.swift", line: 3, column: 1,
          message: "expressions are not allowed at the top level: really", kind: .compileError
        ),
        CheckFailure(file: "C:\\x", line: 7, column: 2, message: "odd path", kind: .compileError),
      ])
  }

  @Test func takesNoErrorFromTheEchoOfTheSourceUnderADiagnostic() {
    let output = """
      Acceptance/ja/runner.md:12:14: error: cannot convert value of type 'String' to specified type 'Int'
      let y: Int = "s"; let z = "a:1:2: error: fake [#SendingClosureRisksDataRace]"
                   ^~~
      Acceptance/ja/runner.md:13:5: warning: variable 'x' was never mutated
      Acceptance/ja/runner.md:1:2: error: fake too
      ~~~ ^
      Acceptance/ja/runner.md:20:1: error: real
      Acceptance/ja/runner.md:21:1: error: real after a header with no echo
      """
    #expect(
      parser.compileErrors(in: output).map(\.message) == [
        "cannot convert value of type 'String' to specified type 'Int'", "real", "real after a header with no echo",
      ])
  }

  @Test(arguments: [
    (
      "Check/runner.md:6: Precondition failed: odd value 3",
      CheckFailure(file: "Acceptance/ja/runner.md", line: 6, message: "Precondition failed: odd value 3")
    ),
    (
      "Check/runner.md:9: Fatal error: Index out of range",
      CheckFailure(file: "Acceptance/ja/runner.md", line: 9, message: "Fatal error: Index out of range")
    ),
    (
      "Check/other.swift:2: Assertion failed",
      CheckFailure(file: "Acceptance/counterexamples/runner/other.swift", line: 2, message: "Assertion failed")
    ),
    (
      "Swift/ErrorType.swift:253: Fatal error: Error raised at top level: Check.Boom()",
      CheckFailure(
        file: "Acceptance/ja/runner.md", line: 40,
        message: "Fatal error: Error raised at top level: Check.Boom() (at Swift/ErrorType.swift:253)")
    ),
    (
      "main: Fatal error: no line given",
      CheckFailure(file: "Acceptance/ja/runner.md", line: 40, message: "Fatal error: no line given")
    ),
    (
      "Check/runner.md:x: Fatal error: odd line",
      CheckFailure(file: "Acceptance/ja/runner.md", line: 40, message: "Fatal error: odd line")
    ),
  ])
  func readsTrapLocations(_ line: String, _ failure: CheckFailure) {
    #expect(parser.traps(in: "printed before\n\(line)\nCurrent stack trace:\n") == [failure])
  }

  @Test func ignoresOrdinaryOutputAndMessagesWithoutAPlace() {
    let output = "record x = 1\nAcceptance/ja/runner.md:3: error: one is two\n1 expectation(s) failed\nFatal error: x\n"
    #expect(parser.traps(in: output).isEmpty)
  }
}
