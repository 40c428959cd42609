/// Judging one counterexample over the runs of `--repeat N`.
extension CounterexampleTrial {
  /// Runs the counterexample's spec `repeats` times with the counterexample in place of its subject, stopping at the
  /// first run that does not reject it, and says what the spec made of it, with the line to print; `table` is the
  /// spec's counterexample tables, held to the checks that rejected it in every run.
  ///
  /// With more than one run, a counterexample is rejected when some check rejects it in every run. So the first run
  /// runs every check (of `--check`, if given; with `--by-table`, of the counterexample's table row, when it has
  /// one), and each later run only the checks that rejected it in every run before, since no other check can still
  /// do so; a run in which none of them rejects it accepts it.
  func judge(_ counterexample: Counterexample, table: CounterexampleTableCheck?) -> CounterexampleJudgement {
    let name = "\(counterexample.spec)/\(counterexample.fileName)"
    let repeats = options.repeats
    var tally = CounterexampleTally(runs: repeats)
    let named = options.byTable ? table?.named(for: counterexample.fileName) : nil
    for run in 1...repeats {
      let place = repeats > 1 ? " in run \(run) of \(repeats)" : ""
      let narrowed = run == 1 ? named : tally.everyRun
      var runOptions = options.runOptions(for: counterexample)
      if let narrowed { runOptions.checkFilter = narrowed }
      switch CounterexampleRun(perform(runOptions)) {
      case .rejected(let checks): tally.add(rejectedBy: checks)
      case .interrupted(let interruption):
        return CounterexampleJudgement(
          verdict: .interrupted(interruption),
          line: "INTERRUPTED \(name): stopped by \(interruption.signalName) before a verdict")
      case .error(let why): return CounterexampleJudgement(verdict: .error, line: "ERROR    \(name)\(place): \(why)")
      case .unjudged(let why):
        return CounterexampleJudgement(verdict: .unjudged, line: "ERROR    \(name)\(place): \(why)")
      case .accepted(let why):
        let before = tally.rejectedRuns > 0 ? " (rejected in the \(tally.rejectedRuns) run(s) before)" : ""
        let what =
          narrowed.map { "\($0.joined(separator: ", ")), which rejected it in every run before, went as expected" }
          ?? why
        return CounterexampleJudgement(verdict: .accepted, line: "ACCEPTED \(name)\(place): \(what)\(before)")
      }
    }
    return verdict(on: counterexample, named: name, rejectedOver: tally, table: table, judgedBy: named)
  }

  /// The verdict on a counterexample every run rejected: `rejected`, unless the spec's table claims more than
  /// `tally` shows; `judgedBy` holds the checks of its table row when `--by-table` ran only those.
  private func verdict(
    on counterexample: Counterexample, named name: String, rejectedOver tally: CounterexampleTally,
    table: CounterexampleTableCheck?, judgedBy named: [String]?
  ) -> CounterexampleJudgement {
    let repeats = options.repeats
    let runs = repeats > 1 ? " in \(repeats) of \(repeats) runs" : ""
    let caught = "\(runs) by \(tally.order.count) check(s): \(tally.checkList)"
    let selected = named.map { Set($0) } ?? (options.checks.isEmpty ? nil : Set(options.checks))
    let problems =
      table?.problems(for: counterexample.fileName, rejectedEveryRunBy: tally.everyRun, selected: selected) ?? []
    guard problems.isEmpty else {
      let lines = problems.map { "\n    \($0)" }.joined()
      return CounterexampleJudgement(
        verdict: .misdescribed, line: "TABLE    \(name): rejected\(caught); but its table row claims more\(lines)")
    }
    return CounterexampleJudgement(verdict: .rejected, line: "rejected \(name)\(caught)")
  }
}
