import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// The whole trial of `accept counterexamples` with spec runs that return given reports: what it runs, the lines it
/// gives and the exit status it decides.
struct CounterexampleTrialTests {
  /// What a trial gave: the lines for standard output and standard error, the runs it asked for and its totals.
  private struct Outcome {
    var out: [String]
    var err: [String]
    var runs: [RunOptions]
    var totals: CounterexampleTotals
  }

  /// Runs the trial of `root` with `options`, answering its spec runs with `reports` in turn (nil: could not start).
  private static func trial(
    _ root: CounterexampleRoot, _ options: CounterexampleOptions? = nil, reports: [RunReport?]
  ) -> Outcome {
    var out: [String] = []
    var err: [String] = []
    var runs: [RunOptions] = []
    let trial = CounterexampleTrial(options: options ?? root.options) { run in
      runs.append(run)
      return runs.count <= reports.count ? reports[runs.count - 1] : nil
    }
    let totals = trial.run(root.catalog, packageRoot: root.path, out: { out.append($0) }, err: { err.append($0) })
    return Outcome(out: out, err: err, runs: runs, totals: totals)
  }

  @Test func aRejectedCounterexamplePassesAndRunsWithItInPlaceOfItsBlock() throws {
    let root = try CounterexampleRoot(counterexamples: ["wrong.swift": "// replaces: one\nfunc one() -> Int { 0 }\n"])
    defer { root.remove() }
    let result = Self.trial(root, reports: [CounterexampleRoot.report(.failed)])
    #expect(
      result.out == [
        "rejected sample/wrong.swift by 1 check(s): is-one (failed)\n",
        "(a counterexample passes when the spec rejects it)\n", "counterexamples: 1 passed, 0 failed\n",
      ])
    #expect(result.totals.exitStatus == 0)
    let run = try #require(result.runs.first)
    #expect(run.specFilter == ["sample"])
    #expect(run.languageFilter == ["en"])
    #expect(run.subjects.map(\.name) == ["one"])
    #expect(run.subjects.map(\.path) == ["\(root.path)/counterexamples/sample/wrong.swift"])
  }

  @Test func repeatedRunsStopAtTheFirstThatAcceptsIt() throws {
    let root = try CounterexampleRoot(counterexamples: ["wrong.swift": "// replaces: one\n"])
    defer { root.remove() }
    var options = root.options
    options.repeats = 4
    let passed = CounterexampleRoot.report(.passed)
    let result = Self.trial(root, options, reports: [CounterexampleRoot.report(.failed), passed, passed, passed])
    #expect(result.runs.map(\.checkFilter) == [[], ["is-one"]])
    #expect(
      result.out.first
        == "ACCEPTED sample/wrong.swift in run 2 of 4: is-one, which rejected it in every run before, went as expected "
        + "(rejected in the 1 run(s) before)\n")
    #expect(result.out.last == "counterexamples: 0 passed, 1 failed\n")
    #expect(result.totals.exitStatus == 1)
  }

  /// A report of sample whose checks `failing` failed and `passing` passed.
  private static func report(failing: [String], passing: [String] = []) -> RunReport {
    var report = CounterexampleRoot.report(.passed)
    report.checks =
      (failing.map { ($0, AcceptExecution.Outcome.failed) } + passing.map { ($0, AcceptExecution.Outcome.passed) })
      .map { id, outcome in
        CheckResult(
          spec: "sample", check: id, language: "en", file: "en/sample.md", line: 7, expect: .pass, outcome: outcome)
      }
    return report
  }

  @Test func runsAfterTheFirstRunOnlyTheChecksThatRejectedItInEveryRunBefore() throws {
    let root = try CounterexampleRoot(counterexamples: ["wrong.swift": "// replaces: one\n"])
    defer { root.remove() }
    var options = root.options
    options.repeats = 3
    let reports = [
      Self.report(failing: ["is-one", "elsewhere", "third"]), Self.report(failing: ["is-one", "elsewhere"]),
      Self.report(failing: ["elsewhere"], passing: ["is-one"]),
    ]
    let result = Self.trial(root, options, reports: reports)
    #expect(result.runs.map(\.checkFilter) == [[], ["is-one", "elsewhere", "third"], ["is-one", "elsewhere"]])
    #expect(
      result.out.first
        == "rejected sample/wrong.swift in 3 of 3 runs by 3 check(s): is-one (failed, 2 of 3 runs), elsewhere (failed), "
        + "third (failed, 1 of 3 runs)\n")
    #expect(result.out.contains { $0.hasPrefix("(with --repeat, a counterexample passes when some check rejects it") })
    #expect(result.totals.exitStatus == 0)
  }

  @Test func aRunInWhichNoCheckThatRejectedEveryRunBeforeRejectsItAcceptsIt() throws {
    let root = try CounterexampleRoot(counterexamples: ["wrong.swift": "// replaces: one\n"])
    defer { root.remove() }
    var options = root.options
    options.repeats = 3
    let reports = [
      Self.report(failing: ["is-one", "elsewhere"]), Self.report(failing: ["is-one"], passing: ["elsewhere"]),
      Self.report(failing: [], passing: ["is-one"]),
    ]
    let result = Self.trial(root, options, reports: reports)
    #expect(result.runs.map(\.checkFilter) == [[], ["is-one", "elsewhere"], ["is-one"]])
    #expect(
      result.out.first
        == "ACCEPTED sample/wrong.swift in run 3 of 3: is-one, which rejected it in every run before, went as expected "
        + "(rejected in the 2 run(s) before)\n")
    #expect(result.totals.exitStatus == 1)
  }

  @Test func laterRunsKeepToTheChecksOfCheck() throws {
    let root = try CounterexampleRoot(counterexamples: ["wrong.swift": "// replaces: one\n"])
    defer { root.remove() }
    var options = root.options
    options.repeats = 2
    options.checks = ["is-one"]
    let reports = [Self.report(failing: ["is-one"]), Self.report(failing: [], passing: ["is-one"])]
    let result = Self.trial(root, options, reports: reports)
    #expect(result.runs.map(\.checkFilter) == [["is-one"], ["is-one"]])
    #expect(
      result.out.first
        == "ACCEPTED sample/wrong.swift in run 2 of 2: is-one, which rejected it in every run before, went as expected "
        + "(rejected in the 1 run(s) before)\n")
  }

  @Test func aTableThatClaimsMoreThanTheRunsShowedFailsTheCounterexample() throws {
    let root = try CounterexampleRoot(
      table: ["| `wrong.swift` | `is-one` |"], counterexamples: ["wrong.swift": "// replaces: one\n"])
    defer { root.remove() }
    var other = CounterexampleRoot.report(.passed)
    let rejecting = CheckResult(
      spec: "sample", check: "elsewhere", language: "en", file: "en/sample.md", line: 9, expect: .pass,
      outcome: .failed)
    other.checks.append(rejecting)
    let result = Self.trial(root, reports: [other])
    #expect(
      result.out.first
        == "TABLE    sample/wrong.swift: rejected by 1 check(s): elsewhere (failed); but its table row claims more\n"
        + "    \(root.path)/en/sample.md:13: the row of wrong.swift names is-one, which did not reject it in every run\n"
    )
    #expect(result.totals.exitStatus == 1)
  }

  /// `--by-table`: a counterexample with a row runs only the checks its row names, every run; the closing lines say
  /// how it was judged.
  @Test func byTableRunsOnlyTheChecksOfItsRow() throws {
    let root = try CounterexampleRoot(
      table: ["| `named.swift` | `is-one` |"], counterexamples: ["named.swift": "// replaces: one\n"])
    defer { root.remove() }
    var options = root.options
    options.byTable = true
    options.repeats = 2
    let result = Self.trial(
      root, options, reports: [Self.report(failing: ["is-one"]), Self.report(failing: ["is-one"])])
    #expect(result.runs.map(\.checkFilter) == [["is-one"], ["is-one"]])
    #expect(result.out.first == "rejected sample/named.swift in 2 of 2 runs by 1 check(s): is-one (failed)\n")
    #expect(result.out.contains { $0.hasPrefix("(with --by-table, a counterexample with a table row was judged only") })
    #expect(result.totals.exitStatus == 0)
  }

  @Test func byTableRunsEveryCheckForACounterexampleWithoutARow() throws {
    let root = try CounterexampleRoot(counterexamples: ["unnamed.swift": "// replaces: one\n"])
    defer { root.remove() }
    var options = root.options
    options.byTable = true
    let result = Self.trial(root, options, reports: [Self.report(failing: ["is-one"])])
    #expect(result.runs.map(\.checkFilter) == [[]])
    #expect(result.totals.exitStatus == 0)
  }

  @Test func byTableFailsACounterexampleThatACheckOfItsRowLetsThrough() throws {
    let root = try CounterexampleRoot(
      table: ["| `named.swift` | `is-one` |"], counterexamples: ["named.swift": "// replaces: one\n"])
    defer { root.remove() }
    var options = root.options
    options.byTable = true
    let result = Self.trial(root, options, reports: [Self.report(failing: [], passing: ["is-one"])])
    #expect(result.runs.map(\.checkFilter) == [["is-one"]])
    #expect(result.out.first?.hasPrefix("ACCEPTED sample/named.swift") == true)
    #expect(result.totals.exitStatus == 1)
  }

  @Test func anUnjudgedCounterexampleIsCountedAsAnErrorAndNeverPasses() throws {
    let root = try CounterexampleRoot(counterexamples: ["wrong.swift": "// replaces: one\n"])
    defer { root.remove() }
    let result = Self.trial(root, reports: [CounterexampleRoot.report(.error)])
    #expect(result.out.first?.hasPrefix("ERROR    sample/wrong.swift: the kit could not judge 1 check(s)") == true)
    #expect(result.out.last == "counterexamples: 0 passed, 0 failed, 1 errors\n")
    #expect(result.totals.exitStatus == 1)
  }

  @Test func aBrokenFileOrARunThatCannotStartCallsForTwo() throws {
    let root = try CounterexampleRoot(counterexamples: [
      "a.swift": "func one() -> Int { 0 }\n", "b.swift": "// replaces: one\n",
    ])
    defer { root.remove() }
    let result = Self.trial(root, reports: [nil])
    #expect(result.err.count == 1)
    #expect(result.err.first?.hasPrefix("\(root.path)/counterexamples/sample/a.swift:1: ") == true)
    #expect(result.out.first == "ERROR    sample/b.swift: the run could not start\n")
    #expect(result.out.last == "counterexamples: 0 passed, 2 failed\n")
    #expect(result.totals.exitStatus == 2)
  }

  @Test func anInterruptionStopsTheTrialAndSaysWhatDidNotFinish() throws {
    let root = try CounterexampleRoot(counterexamples: [
      "a.swift": "// replaces: one\n", "b.swift": "// replaces: one\n", "c.swift": "// replaces: one\n",
    ])
    defer { root.remove() }
    var stopped = CounterexampleRoot.report(.failed)
    stopped.interruption = RunInterruption(signal: 2, signalName: "SIGINT", unfinishedChecks: 1)
    let result = Self.trial(
      root, reports: [CounterexampleRoot.report(.failed), stopped, CounterexampleRoot.report(.failed)])
    #expect(result.runs.count == 2)
    #expect(
      Array(result.out.suffix(2)) == [
        "INTERRUPTED sample/b.swift: stopped by SIGINT before a verdict\n",
        "counterexamples: interrupted by SIGINT: 1 passed, 0 failed, 2 not finished\n",
      ])
    #expect(result.totals.exitStatus == 130)
  }

  @Test func withCheckOnlySpecsHavingTheCheckAreJudgedAndTheClosingLinesSaySo() throws {
    let root = try CounterexampleRoot(counterexamples: ["wrong.swift": "// replaces: one\n"])
    defer { root.remove() }
    var options = root.options
    options.checks = ["is-one"]
    let judged = Self.trial(root, options, reports: [CounterexampleRoot.report(.failed)])
    #expect(judged.runs.first?.checkFilter == ["is-one"])
    #expect(
      judged.out.contains(
        "(judged only by the check(s) is-one: weaker evidence than all the checks of the spec)\n"))
    options.checks = ["missing"]
    let skipped = Self.trial(root, options, reports: [])
    #expect(skipped.runs.isEmpty)
    #expect(skipped.out.last == "counterexamples: 0 passed, 0 failed, 1 skipped (their specs have no check missing)\n")
    #expect(skipped.totals.exitStatus == 2)
  }
}
