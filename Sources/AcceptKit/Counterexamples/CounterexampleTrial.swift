import AcceptReporting
import AcceptSpec

/// `accept counterexamples` without its command line: finds the counterexamples of the selected specs, runs each
/// spec against each of its counterexamples, holds the specs' counterexample tables to what the runs showed, and
/// counts the verdicts into the trial's exit status.
///
/// One spec run is `perform`'s: the caller starts it (finding the compiler and checking the filters, as for
/// `accept run`) and returns its report, or nil, having said why, when it cannot start.
package struct CounterexampleTrial {
  /// What to run.
  package var options: CounterexampleOptions
  /// Runs one spec with a counterexample in place; nil when the run could not start.
  package var perform: (RunOptions) -> RunReport?

  /// Creates the trial of `options`, whose spec runs `perform` starts.
  package init(options: CounterexampleOptions, perform: @escaping (RunOptions) -> RunReport?) {
    self.options = options
    self.perform = perform
  }

  /// Judges every counterexample of `catalog`'s specs (`packageRoot` is where patches find their files), in spec and
  /// file name order: hands `out` one line per counterexample and the closing lines, `err` each counterexample file
  /// that is an error, and stops at an interruption with the line that says so.
  package func run(
    _ catalog: SpecCatalog, packageRoot: String, out: (String) -> Void, err: (String) -> Void
  ) -> CounterexampleTotals {
    let all = Counterexample.find(
      in: options.root, specs: catalog.specs, packageRoot: packageRoot, only: options.specs)
    let found = all.filter(judgeable(among: catalog.specs))
    var totals = CounterexampleTotals(found: found.count, skipped: all.count - found.count)
    let tables = Dictionary(
      catalog.specs.map { ($0.name, CounterexampleTableCheck(spec: $0)) }, uniquingKeysWith: { a, _ in a })
    for item in found {
      switch item {
      case .failure(let error):
        err("\(error)\n")
        totals.countError()
      case .success(let counterexample):
        for warning in counterexample.warnings { err("\(warning)\n") }
        let judgement = judge(counterexample, table: tables[counterexample.spec])
        out(judgement.line + "\n")
        totals.count(judgement.verdict)
        if let interruption = totals.interruption {
          let line =
            "interrupted by \(interruption.signalName): \(totals.rejected) passed, "
            + "\(totals.judged - totals.rejected) failed"
          out("counterexamples: \(line), \(totals.found - totals.judged) not finished\n")
          return totals
        }
      }
    }
    for line in closingLines(totals) { out(line + "\n") }
    return totals
  }

  /// The lines after the last counterexample: what passing means, the schedules, the `--check` caveat, the counts.
  private func closingLines(_ totals: CounterexampleTotals) -> [String] {
    var lines = ["(a counterexample passes when the spec rejects it)"]
    if options.repeats > 1 {
      lines.append(
        "(with --repeat, a counterexample passes when some check rejects it in every run: a run after the first runs "
          + "only the checks that rejected it in every run before, so a check shown with k of N runs was left out "
          + "after it missed one)")
    }
    if let schedules = options.schedules { lines.append("(schedules: \(schedules.summary))") }
    if options.byTable {
      lines.append(
        "(with --by-table, a counterexample with a table row was judged only by the checks its row names, each of "
          + "which must reject it; one without a row by every check)")
    }
    let checks = options.checks
    if !checks.isEmpty {
      lines.append(
        "(judged only by the check(s) \(checks.joined(separator: ", ")): weaker evidence than all the checks of the "
          + "spec)")
    }
    let errors = totals.unjudged > 0 ? ", \(totals.unjudged) errors" : ""
    let skip =
      totals.skipped > 0
      ? ", \(totals.skipped) skipped (their specs have no check \(checks.joined(separator: " or ")))" : ""
    lines.append("counterexamples: \(totals.rejected) passed, \(totals.failed) failed\(errors)\(skip)")
    return lines
  }

  /// Whether a found counterexample is judged: with `--check`, only one whose spec has a selected check in the
  /// language it runs in (as `accept run --check` selects them), since the others would run no check at all; an
  /// error is always reported.
  private func judgeable(among specs: [Spec]) -> (Result<Counterexample, SpecError>) -> Bool {
    let checks = options.checks
    guard !checks.isEmpty else { return { _ in true } }
    let language = options.runLanguage
    let withCheck = Set(
      specs.filter { spec in
        spec.editions.contains { edition in
          edition.language == language && edition.checks.contains { checks.contains($0.id) }
        }
      }.map(\.name))
    return { item in
      guard case .success(let counterexample) = item else { return true }
      return withCheck.contains(counterexample.spec)
    }
  }
}
