import AcceptProcess
import AcceptSpec
import Foundation

/// Builds and runs a run's checks: merged programs where possible, each program compiled once for every language
/// that shares it, compiles and runs spread over worker threads, results handed over as they come.
package struct RunEngine: Sendable {
  /// The runner that compiles and executes.
  package var runner: CheckRunner
  /// How many compiles or runs happen at once.
  package var workers: Int
  /// Whether checks may be merged into one program per edition.
  package var merge: Bool
  /// The registry whose interruption stops the run: no work starts after it, and no result that ends after it is
  /// kept (its check was stopped, not judged).
  var registry = ProcessRegistry.shared

  /// Creates an engine.
  package init(runner: CheckRunner, workers: Int, merge: Bool = true) {
    self.runner = runner
    self.workers = max(1, workers)
    self.merge = merge
  }

  /// Runs every job; `announce` gets the build plan's lines, `finished` each result as it comes (one call at a
  /// time). Builds start largest first, and a unit's checks run as soon as it is built, while other units still
  /// compile. Returns the results in job order.
  package func run(
    _ jobs: [CheckJob], announce: @escaping @Sendable (String) -> Void,
    finished: @escaping @Sendable (CheckResult) -> Void
  ) -> [CheckResult] {
    let context = Context(
      planner: BuildPlanner(assembler: runner.assembler, merge: merge, exploring: runner.schedules != nil),
      state: Locked(EngineState()), announce: announce, finished: finished)
    for job in jobs where job.check.ignored {
      keep([CheckRunner.blankResult(job.edition, job.check)], context)
    }
    let (units, notes) = context.planner.plan(jobs)
    notes.forEach(announce)
    let queue = WorkQueue<Work>()
    for unit in units.sorted(by: { $0.program.source.utf8.count > $1.program.source.utf8.count }) {
      queue.push(.build(unit))
    }
    queue.run(workers: workers) { [self] work in
      guard registry.current == .running else { return }
      switch work {
      case .build(let unit): build(unit, queue, context)
      case .run(let unit, let built, let check):
        report(execute(unit, built, check), unit, context)
        if context.state.withLock({ $0.runFinished(of: unit.id) }) { BuildOutcome.built(built).discard() }
      }
    }
    return context.state.withLock { $0.results(in: jobs.map(\.key)) }
  }

  /// What every piece of work of one run shares: the planner, the state behind its lock, and where lines and
  /// results go.
  private struct Context: Sendable {
    let planner: BuildPlanner
    let state: Locked<EngineState>
    let announce: @Sendable (String) -> Void
    let finished: @Sendable (CheckResult) -> Void
  }

  /// A piece of work: compile a unit, or run one of its checks from its binary.
  private enum Work: Sendable {
    case build(BuildUnit)
    case run(BuildUnit, BuildOutcome.Built, SpecCheck)
  }

  /// Compiles a unit and queues its checks' runs; a merged unit that fails is planned again and its parts queued; a
  /// check on its own that fails becomes a compile-error result.
  private func build(_ unit: BuildUnit, _ queue: WorkQueue<Work>, _ context: Context) {
    let outcome = runner.build(unit.program)
    // A compile that an interruption stopped is neither a compile error nor a reason to split the unit.
    guard registry.current == .running else { return outcome.discard() }
    switch outcome {
    case .built(let built):
      context.state.withLock { $0.built(unit.id, runs: unit.checks.count) }
      for check in unit.checks { queue.push(.run(unit, built, check), urgent: true) }
    case .failed(let failure) where unit.merged:
      let retried = !context.state.withLock { $0.firstRebuild(of: unit.id.edition) }
      let (parts, note) = context.planner.replan(unit, after: failure, retried: retried)
      context.announce(note)
      for part in parts { queue.push(.build(part)) }
    case .failed(let failure):
      guard let check = unit.checks.first else { return }
      let evidence = runner.compileFailure(failure, unit.program, unit.edition, check)
      report(evidence.result(build: .alone(cached: false), compileSeconds: failure.seconds), unit, context)
    }
  }

  /// Runs one check of a built unit and notes how it was built.
  private func execute(_ unit: BuildUnit, _ built: BuildOutcome.Built, _ check: SpecCheck) -> CheckResult {
    let evidence = runner.execute(
      built.binary, argument: unit.merged ? check.id : nil, unit.edition, check, unit.program.files)
    guard unit.merged else {
      return evidence.result(build: .alone(cached: built.cached), compileSeconds: built.seconds)
    }
    // A merged program's compile time is shared out evenly among its checks.
    let share = built.seconds / Double(unit.checks.count)
    return evidence.result(build: .merged(checks: unit.checks.count, cached: built.cached), compileSeconds: share)
  }

  /// Keeps and reports a unit's result and a copy for every edition that shares the unit, with that edition's
  /// locations.
  private func report(_ result: CheckResult, _ unit: BuildUnit, _ context: Context) {
    keep([result] + unit.sharers.map { result.shared(from: unit.edition, with: $0) }, context)
  }

  /// Keeps and reports `results` one at a time, unless the run was interrupted: then their check was stopped, not
  /// judged.
  private func keep(_ results: [CheckResult], _ context: Context) {
    for result in results {
      context.state.withLock { state in
        guard registry.current == .running else { return }
        state.keep(result)
        context.finished(result)
      }
    }
  }
}
