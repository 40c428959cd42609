import AcceptTestSupport
import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Real compiles and runs of small checks with the toolchain's `swiftc`: every outcome, located at the Markdown
/// line of the check's own file.
@Suite(.timeLimit(.minutes(5)))
struct CheckRunnerTests {
  private static let path = "Acceptance/ja/runner.md"

  private static let markdown = """
    # Runner

    ```swift name=helpers
    struct Boom: Error {}
    func half(_ value: Int) -> Int {
      precondition(value % 2 == 0, "odd value \\(value)")
      return value / 2
    }
    ```

    ```swift check=passes
    print("hello from the check")
    expect(half(4) == 2, "four halves to two")
    record("count", 3)
    record("ratio", 0.25)
    record("flag", true)
    record("label", "a \\"quoted\\" <label>")
    mark("lane-1", "start")
    mark("lane-1", "end")
    ```

    ```swift check=fails expect=fail
    expect(half(4) == 3, "four halves to three")
    expect(true, "not recorded")
    expect(1 == 2, "one is two")
    print("still running after the failures")
    ```

    ```swift check=compares expect=fail
    let limit: Int? = 3
    expect(19, atMost: 3, "peak in flight")
    expect(2, atLeast: 5, "entries")
    expect(["a", "b"], equals: ["a", "c"], "names")
    expect(limit, equals: nil, "limit")
    expect(Optional<Int>.none, equals: limit)
    expect(3, atMost: 3, "held")
    expect([1], equals: [1], "held too")
    ```

    ```swift check=traps
    print("before the trap")
    _ = half(3)
    ```

    ```swift check=throws expect=fail
    throw Boom()
    ```

    ```swift check=throws-at-top-level
    extension Boom: CustomStringConvertible { var description: String { "boom at the top" } }
    throw Boom()
    ```

    ```swift check=exits
    print("leaving early")
    exit(3)
    ```

    ```swift check=exits-zero
    if half(2) == 1 { exit(0) }
    expect(false, "never reached")
    ```

    ```swift check=late expect=fail
    atexit { expect(false, "checked after the end") }
    ```

    ```swift check=waits expect=fail
    let gate = Gate("a gate nobody opens")
    try await gate.wait(timeout: .milliseconds(200))
    expect(false, "after the wait")
    ```

    ```swift check=traps-as-expected expect=crash
    _ = half(3)
    ```

    ```swift check=throws-instead-of-trapping expect=crash
    throw Boom()
    ```

    ```swift check=names-another-error expect=compile-error diagnostic=#SendingRisksDataRace
    let word: Int = "text"
    ```

    ```swift check=names-its-error expect=compile-error diagnostic="to specified type 'Int'"
    let word: Int = "text"
    ```

    ```swift check=an-id-long-enough-to-break-a-file-name-an-id-long-enough-to-break-a-file-name-an-id-long-enough-to-break-a-file-name-an-id-long-enough-to-break-a-file-name-an-id-long-enough-to-break-a-file-name-an-id-long-enough-to-break-a-file-name-an-id-long-enough-to-break-a-file-name
    expect(half(2) == 1, "one")
    ```

    ```swift check=loops timeout=1 expect=fail
    var pid: pid_t = 0
    var arguments: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/sleep"), strdup("300"), nil]
    var environment: [UnsafeMutablePointer<CChar>?] = [nil]
    guard posix_spawn(&pid, "/bin/sleep", nil, nil, &arguments, &environment) == 0 else { fatalError("no spawn") }
    print("child \\(pid)")
    while true { sleep(1) }
    ```

    ```swift check=does-not-compile expect=compile-error
    let number: Int = "text"
    ```

    ```swift check=talks
    let line = String(repeating: "x", count: 1023)
    for _ in 0..<5120 { print(line) }
    ```

    ```swift check=talks-then-throws expect=crash
    let chatter = String(repeating: "y", count: 1023) + "\\n"
    for _ in 0..<2048 { FileHandle.standardError.write(Data(chatter.utf8)) }
    throw Boom()
    ```

    ```swift check=traps-with-a-temporary-file expect=crash
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("left-\(UUID().uuidString)")
    expect(FileManager.default.createFile(atPath: file.path, contents: Data("x".utf8)), "the file is written")
    record("temporary", file.path)
    precondition(file.path.isEmpty, "the check traps with its temporary file in place")
    ```

    ```swift check=skipped ignore
    this is never compiled
    ```
    """

  private static func edition() throws -> SpecEdition {
    try SpecText.edition(markdown, path: path, spec: "runner")
  }

  private static func runner() throws -> CheckRunner {
    try CheckRunner.local()
  }

  /// The 1-based Markdown line that starts with `text`.
  private static func line(of text: String) -> Int {
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
    return (lines.firstIndex { $0.hasPrefix(text) } ?? -1) + 1
  }

  private func run(_ check: String) throws -> CheckResult {
    let edition = try Self.edition()
    let index = try #require(edition.check(check))
    return try Self.runner().run(edition, check: index)
  }

  @Test func passesAndKeepsRecordsMarksAndOutput() throws {
    let result = try run("passes")
    #expect(result.outcome == .passed)
    #expect(result.ok)
    #expect(result.failures == [])
    #expect(
      result.records == [
        "count": .int(3), "ratio": .double(0.25), "flag": .bool(true), "label": .string("a \"quoted\" <label>"),
      ])
    #expect(result.marks.map { "\($0.lane) \($0.event)" } == ["lane-1 start", "lane-1 end"])
    // Seconds since the program started: after its start, in order, and within the run the kit measured.
    #expect(
      result.marks.count == 2 && result.marks[0].time > 0 && result.marks[0].time <= result.marks[1].time
        && result.marks[1].time < result.runSeconds, "\(result.marks) in \(result.runSeconds) s")
    #expect(result.output.hasPrefix("hello from the check\n"))
    #expect(result.compileSeconds > 0 && result.runSeconds > 0)
    #expect(abs(result.durationSeconds - result.compileSeconds - result.runSeconds) < 0.001)
    #expect(result.file == Self.path && result.line == Self.line(of: "```swift check=passes"))
    #expect(result.build == .alone(cached: false) && result.runs == 1 && result.unexpectedRuns == 0)
  }

  @Test func locatesFailedExpectationsAtTheirMarkdownLines() throws {
    let result = try run("fails")
    #expect(result.outcome == .failed)
    #expect(result.ok, "expect=fail matches a failed check")
    #expect(
      result.failures == [
        CheckFailure(
          file: Self.path, line: Self.line(of: "expect(half(4) == 3"), message: "four halves to three",
          kind: .expectation),
        CheckFailure(file: Self.path, line: Self.line(of: "expect(1 == 2"), message: "one is two", kind: .expectation),
      ])
    #expect(result.output.contains("still running after the failures\n"))
    #expect(result.output.contains("\(Self.path):\(Self.line(of: "expect(1 == 2")): error: one is two\n"))
  }

  @Test func keepsTheExpectedAndTheActualValueOfAComparisonThatDidNotHold() throws {
    let result = try run("compares")
    #expect(result.outcome == .failed && result.ok)
    typealias Comparison = CheckFailure.Comparison
    let expected: [(String, String, Comparison)] = [
      (
        "expect(19", "expected peak in flight ≤ 3, was 19",
        Comparison(relation: .atMost, subject: "peak in flight", expected: "3", actual: "19")
      ),
      (
        "expect(2,", "expected entries ≥ 5, was 2",
        Comparison(relation: .atLeast, subject: "entries", expected: "5", actual: "2")
      ),
      (
        "expect([\"a\"", #"expected names == ["a", "c"], was ["a", "b"]"#,
        Comparison(relation: .equals, subject: "names", expected: #"["a", "c"]"#, actual: #"["a", "b"]"#)
      ),
      (
        "expect(limit", "expected limit == nil, was 3",
        Comparison(relation: .equals, subject: "limit", expected: "nil", actual: "3")
      ),
      (
        "expect(Optional", "expected value == 3, was nil",
        Comparison(relation: .equals, subject: "value", expected: "3", actual: "nil")
      ),
    ]
    #expect(result.failures.map(\.line) == expected.map { Self.line(of: $0.0) })
    #expect(result.failures.map(\.message) == expected.map(\.1))
    #expect(result.failures.map(\.comparison) == expected.map(\.2))
    #expect(result.failures.allSatisfy { $0.kind == .expectation })
    #expect(
      result.output.contains("\(Self.path):\(Self.line(of: "expect(19")): error: expected peak in flight ≤ 3, was 19\n")
    )
  }

  @Test func reportsATrapAsACrashAtTheMarkdownLine() throws {
    let result = try run("traps")
    #expect(result.outcome == .crashed)
    #expect(!result.ok)
    #expect(
      result.failures == [
        CheckFailure(
          file: Self.path, line: Self.line(of: "  precondition("), message: "Precondition failed: odd value 3",
          kind: .trap)
      ])
    #expect(result.output.hasPrefix("before the trap\n"))
  }

  @Test func reportsAnErrorThrownOutOfTheCheckAsAFailureThatIsNotAnExpectation() throws {
    let result = try run("throws")
    #expect(result.outcome == .failed)
    #expect(!result.ok, "a thrown error is not a failed expect or fail call")
    let failure = try #require(result.failures.first)
    #expect(result.failures.count == 1 && failure.kind == .thrownError)
    #expect(failure.file == Self.path && failure.line == Self.line(of: "```swift check=throws expect"))
    #expect(failure.message.hasPrefix("Fatal error: Error raised at top level: Check.Boom()"))
  }

  @Test func readsTheTrapOfAnErrorThrownAtTopLevelAsAThrownError() throws {
    let result = try run("throws-at-top-level")
    #expect(result.outcome == .failed)
    let failure = try #require(result.failures.first)
    #expect(result.failures.count == 1 && failure.kind == .thrownError)
    #expect(failure.message.contains("Error raised at top level") && failure.message.contains("boom at the top"))
  }

  @Test(arguments: [("exits", 3), ("exits-zero", 0)])
  func callsAProgramThatEndsBeforeTheCheckDoesIncomplete(_ check: String, _ status: Int) throws {
    let result = try run(check)
    #expect(result.outcome == .incomplete)
    #expect(!result.ok)
    #expect(
      result.failures == [
        CheckFailure(
          file: Self.path, line: Self.line(of: "```swift check=\(check)"),
          message: "the program exited with status \(status) before the check's last statement ran; nothing was judged")
      ])
  }

  @Test func countsAnExpectationThatArrivesAfterTheEnd() throws {
    let result = try run("late")
    #expect(result.outcome == .failed)
    #expect(result.ok)
    #expect(result.failures.map(\.message) == ["checked after the end (after the check had ended)"])
    #expect(result.failures.map(\.kind) == [.expectation])
  }

  @Test func neverTakesATimedOutWaitForTheExpectedFailure() throws {
    let result = try run("waits")
    #expect(result.outcome == .timeout)
    #expect(!result.ok)
    #expect(result.failures.map(\.kind) == [.waitTimeout])
    #expect(result.failures.first?.message == "timed out after 0.2s waiting for a gate nobody opens")
  }

  @Test func acceptsOnlyATrapWhenACrashIsExpected() throws {
    let trapped = try run("traps-as-expected")
    #expect(trapped.outcome == .crashed && trapped.ok)
    let threw = try run("throws-instead-of-trapping")
    #expect(threw.outcome == .failed && !threw.ok)
  }

  @Test func acceptsACompileErrorOnlyWhenItIsTheNamedOne() throws {
    let other = try run("names-another-error")
    #expect(other.outcome == .compileError && !other.ok)
    #expect(
      other.failures.last?.message
        == "expected the compile error \"#SendingRisksDataRace\", which the compiler did not report")
    let named = try run("names-its-error")
    #expect(named.outcome == .compileError && named.ok)
  }

  @Test func runsACheckWhoseIdIsTooLongForAFileName() throws {
    let id = try #require(try Self.edition().checks.map(\.id).first { $0.hasPrefix("an-id-") })
    #expect(id.utf8.count > 255)
    let result = try run(id)
    #expect(result.outcome == .passed)
    #expect(CheckRunner.folderPrefix("runner", id).utf8.count <= 60)
  }

  @Test func givesEachRunATemporaryFolderThatGoesEvenWhenTheCheckTraps() throws {
    let result = try run("traps-with-a-temporary-file")
    #expect(result.outcome == .crashed && result.ok, "\(result.failures)")
    guard case .string(let path)? = result.records["temporary"] else {
      Issue.record("no temporary path recorded: \(result.records)")
      return
    }
    let system = FileManager.default.temporaryDirectory.standardizedFileURL.path
    #expect(path.hasPrefix(system + "/") && path.split(separator: "/").count > system.split(separator: "/").count + 1)
    #expect(!FileManager.default.fileExists(atPath: path), "the check's temporary file is gone: \(path)")
  }

  @Test func reportsANonZeroExit() throws {
    let result = try run("exits")
    #expect(result.outcome == .incomplete)
    #expect(result.output == "leaving early\n")
  }

  @Test func endsACheckAtItsTimeoutWithEveryProcessItStarted() throws {
    let result = try run("loops")
    #expect(result.outcome == .timeout)
    #expect(!result.ok, "a timeout never counts as the expected failure")
    #expect(result.runSeconds >= 1 && result.runSeconds < 10)
    #expect(
      result.failures.map(\.message) == ["timed out after 1s (timeout=1)"]
        && result.failures.map(\.line) == [Self.line(of: "```swift check=loops")])
    let child = try #require(ProcessWatch.number(after: "child ", in: result.output))
    #expect(ProcessWatch.waitUntilEnded(child), "the check's own child \(child) outlived the timeout")
  }

  @Test func locatesACompileErrorAtTheMarkdownLine() throws {
    let result = try run("does-not-compile")
    #expect(result.outcome == .compileError)
    #expect(result.ok)
    #expect(result.runSeconds == 0)
    let failure = try #require(result.failures.first)
    #expect(failure.file == Self.path && failure.line == Self.line(of: "let number: Int") && failure.column == 19)
    #expect(failure.message == "cannot convert value of type 'String' to specified type 'Int'")
    #expect(result.output.contains("\(Self.path):\(failure.line):19: error: cannot convert value"))
  }

  @Test func capsHugeOutputWithoutHanging() throws {
    let result = try run("talks")
    #expect(result.outcome == .passed)
    #expect(result.output.hasSuffix("\n(output cut after 1048576 bytes of a stream, its last bytes kept)"))
    #expect(result.output.utf8.count <= (1 << 20) + 65_536 + 200)
    #expect(result.output.contains("\n(output cut here)\n"))
    #expect(result.output.hasPrefix(String(repeating: "x", count: 1023) + "\n"))
  }

  @Test func readsTheTrapAfterHugeOutputSoAThrownErrorIsNoCrash() throws {
    let result = try run("talks-then-throws")
    #expect(result.outcome == .failed, "the error raised at top level is read from the kept end of standard error")
    let ok = result.ok
    #expect(!ok, "a thrown error is no crash")
    #expect(result.failures.map(\.kind) == [.thrownError])
  }

  #if os(Linux)
    @Test func aSupervisorThatCannotStartTheProgramIsAnErrorNotAnEarlyEnd() throws {
      let folder = try TemporaryFolder.make(prefix: "accept-fake-supervisor")
      defer { folder.remove() }
      let fake = "\(folder.path)/supervise"
      let script = "#!/bin/sh\necho \"accept __supervise: cannot start $2: No such file or directory\" >&2\nexit 127\n"
      try ExecutableScript.write(script, to: fake)
      var runner = try Self.runner()
      runner.supervisor = fake
      let edition = try Self.edition()
      let index = try #require(edition.check("passes"))
      let result = runner.run(edition, check: index)
      #expect(result.outcome == .error)
      #expect(
        result.failures.first?.message.hasPrefix("the kit could not run the check: the supervisor could not run")
          == true)
    }
  #endif

  @Test func readsTheSupervisorsComplaintOnlyFromTheStartOfStandardError() {
    #expect(
      CheckRunner.supervisorComplaint(in: "accept __supervise: cannot start x: gone\nmore\n") == "cannot start x: gone")
    #expect(CheckRunner.supervisorComplaint(in: "output\naccept __supervise: no\n") == nil)
  }

  @Test func showsAnIgnoredCheckWithoutCompilingIt() throws {
    let result = try run("skipped")
    #expect(result.outcome == .ignored)
    #expect(result.ok)
    #expect(result.compileSeconds == 0 && result.failures.isEmpty)
  }

  @Test func turnsAFailureOfTheKitIntoAnErrorNeverACompileError() throws {
    let edition = try Self.edition()
    let runner = CheckRunner(
      compiler: SwiftCompiler(path: "/nonexistent/swiftc"), assembler: ProgramAssembler(), defaultTimeout: 30,
      environment: [:])
    let index = try #require(edition.check("does-not-compile"))
    let result = runner.run(edition, check: index)
    #expect(result.outcome == .error)
    #expect(!result.ok, "a kit that cannot compile must not satisfy expect=compile-error")
    #expect(
      result.failures == [
        CheckFailure(
          file: Self.path, line: Self.line(of: "```swift check=does-not-compile"),
          message: "cannot start /nonexistent/swiftc: No such file or directory")
      ])
  }

  @Test func combinesRepeatedRunsIntoTheFirstUnexpectedOne() throws {
    let edition = try Self.edition()
    let index = try #require(edition.check("passes"))
    let run = { (outcome: Outcome, seconds: Double) in
      var result = CheckEvidence(edition, index)
      result.settle(outcome)
      result.runSeconds = seconds
      result.output = "\(outcome)"
      return result
    }
    let combined = CheckRunner.combine(run(.passed, 1), [run(.crashed, 2), run(.failed, 4), run(.passed, 8)])
    #expect(combined.outcome == .crashed && combined.output == "crashed")
    #expect((combined.runs, combined.unexpectedRuns) == (4, 2))
    #expect(combined.runSeconds == 15 && combined.result(build: nil).durationSeconds == 15)
    #expect(combined.failures.map(\.message) == ["went unexpectedly in 2 of 4 runs"])
    let calm = CheckRunner.combine(run(.passed, 1), [run(.passed, 2)])
    #expect(calm.outcome == .passed && calm.runs == 2 && calm.unexpectedRuns == 0 && calm.failures.isEmpty)
    let once = CheckRunner.combine(run(.failed, 3), [])
    #expect(once.outcome == .failed && once.runs == 1 && once.unexpectedRuns == 1 && once.failures.isEmpty)
  }
}
