import Foundation

/// Builds and runs a run's checks: merged programs where possible, each program compiled once for every language
/// that shares it, compiles and runs spread over worker threads, results handed over as they come.
public struct RunEngine: Sendable {
  /// The runner that compiles and executes.
  public var runner: CheckRunner
  /// How many compiles or runs happen at once.
  public var workers: Int
  /// Whether checks may be merged into one program per edition.
  public var merge: Bool
  /// The registry whose interruption stops the run: no work starts after it, and no result that ends after it is
  /// kept (its check was stopped, not judged).
  var registry = ProcessRegistry.shared

  /// Creates an engine.
  public init(runner: CheckRunner, workers: Int, merge: Bool = true) {
    self.runner = runner
    self.workers = max(1, workers)
    self.merge = merge
  }

  /// Runs every job; `announce` gets the build plan's lines, `finished` each result as it comes (one call at a
  /// time). Builds start largest first, and a unit's checks run as soon as it is built, while other units still
  /// compile. Returns the results in job order.
  public func run(
    _ jobs: [CheckJob], announce: @escaping @Sendable (String) -> Void,
    finished: @escaping @Sendable (CheckResult) -> Void
  ) -> [CheckResult] {
    let collector = ResultCollector(finished, registry: registry)
    for job in jobs where job.block.attributes.ignore {
      collector.add(CheckRunner.blankResult(job.edition, job.index))
    }
    let planner = BuildPlanner(assembler: runner.assembler, merge: merge, exploring: runner.schedules != nil)
    let (units, notes) = planner.plan(jobs)
    notes.forEach(announce)
    let queue = WorkQueue<Work>()
    let book = BuildBook()
    for unit in units.sorted(by: { $0.program.source.utf8.count > $1.program.source.utf8.count }) {
      queue.push(.build(unit))
    }
    queue.run(workers: workers) { [self] work in
      guard registry.current == .running else { return }
      switch work {
      case .build(let unit): build(unit, planner, queue, book, announce, collector)
      case .run(let unit, let built, let index):
        collector.report(execute(unit, built, index), unit)
        if book.runFinished(of: unit) { BuildOutcome.built(built).discard() }
      }
    }
    return collector.ordered(like: jobs)
  }

  /// A piece of work: compile a unit, or run one of its checks from its binary.
  private enum Work: Sendable {
    case build(BuildUnit)
    case run(BuildUnit, BuildOutcome.Built, Int)
  }

  /// Compiles a unit and queues its checks' runs; a merged unit that fails is split and its parts queued; a check
  /// on its own that fails becomes a compile-error result.
  private func build(
    _ unit: BuildUnit, _ planner: BuildPlanner, _ queue: WorkQueue<Work>, _ book: BuildBook,
    _ announce: @escaping @Sendable (String) -> Void, _ collector: ResultCollector
  ) {
    let outcome = runner.build(unit.program)
    // A compile that an interruption stopped is neither a compile error nor a reason to split the unit.
    guard registry.current == .running else { return outcome.discard() }
    switch outcome {
    case .built(let built):
      book.built(unit)
      for index in unit.indices { queue.push(.run(unit, built, index), urgent: true) }
    case .failed(let failure) where unit.merged:
      let retried = !book.firstRebuild(of: unit)
      for part in split(unit, failure, planner, retried: retried, announce) { queue.push(.build(part)) }
    case .failed(let failure):
      var result = CheckRunner.blankResult(unit.edition, unit.indices[0])
      runner.settleCompileFailure(failure, unit.program, unit.edition.blocks[unit.indices[0]], &result)
      result.build = "alone"
      collector.report(result, unit)
    }
  }

  /// Runs one check of a built unit and notes how it was built.
  private func execute(_ unit: BuildUnit, _ built: BuildOutcome.Built, _ index: Int) -> CheckResult {
    let id = unit.edition.blocks[index].attributes.check
    var result = runner.execute(built.binary, argument: unit.merged ? id : nil, unit.edition, index, unit.program.files)
    let share = unit.merged ? built.seconds / Double(unit.indices.count) : built.seconds
    result.compileSeconds = share
    result.durationSeconds += share
    let merged =
      unit.indices.count == 1 ? "merged (1 check, for its schedules)" : "merged (\(unit.indices.count) checks)"
    result.build = (unit.merged ? merged : "alone") + (built.cached ? ", cached" : "")
    return result
  }

  /// The units that replace a merged unit whose build failed.
  private func split(
    _ unit: BuildUnit, _ failure: BuildOutcome.Failure, _ planner: BuildPlanner, retried: Bool,
    _ announce: @Sendable (String) -> Void
  ) -> [BuildUnit] {
    let errors = DiagnosticParser(files: unit.program.files, fallback: unit.edition.blocks[unit.indices[0]].location)
      .compileErrors(in: failure.output)
    let owners = errors.map { error in
      unit.indices.first { index in
        let block = unit.edition.blocks[index]
        let count = block.code.split(separator: "\n", omittingEmptySubsequences: false).count
        return error.file == unit.edition.path && error.line >= block.contentLine
          && error.line < block.contentLine + count
      }
    }
    let name = "\(unit.edition.spec) [\(unit.edition.language)]"
    func alone(_ indices: [Int]) -> [BuildUnit] {
      indices.map { index in
        var single = planner.aloneUnit(unit.edition, index)
        single.sharers = unit.sharers
        return single
      }
    }
    guard !retried, !owners.isEmpty, owners.allSatisfy({ $0 != nil }) else {
      announce("build: \(name): the merged program does not compile outside its checks; building each check on its own")
      return alone(unit.indices)
    }
    let guilty = Set(owners.compactMap { $0 })
    let ids = guilty.sorted().compactMap { unit.edition.blocks[$0].attributes.check }
    announce(
      "build: \(name): \(ids.joined(separator: ", ")) did not compile merged; built on their own, the rest rebuilt")
    let rest = unit.indices.filter { !guilty.contains($0) }
    var units = alone(guilty.sorted())
    // A check left on its own that a schedules run explores is still merged on its own, so that it can be explored.
    if rest.count >= 2 || rest.contains(where: { planner.explorable($0, in: unit.edition) }) {
      var merged = planner.mergedUnit(unit.edition, rest)
      merged.sharers = unit.sharers
      units.append(merged)
    } else {
      units += alone(rest)
    }
    return units
  }
}

/// What the engine keeps about builds while threads work: which editions' merged programs were already rebuilt,
/// and how many runs of each unit are still to come (a binary outside the cache is removed after its last run).
private final class BuildBook: @unchecked Sendable {
  // `lock` protects `rebuilt` and `pending`.
  private let lock = NSLock()
  private var rebuilt: Set<String> = []
  private var pending: [String: Int] = [:]

  /// Records that a unit was built and its runs are queued.
  func built(_ unit: BuildUnit) {
    lock.lock()
    pending[Self.key(unit)] = unit.indices.count
    lock.unlock()
  }

  /// Counts one finished run of a unit; true after its last.
  func runFinished(of unit: BuildUnit) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    let left = (pending[Self.key(unit)] ?? 1) - 1
    pending[Self.key(unit)] = left
    return left == 0
  }

  /// True the first time a merged unit of this edition is rebuilt, false after.
  func firstRebuild(of unit: BuildUnit) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return rebuilt.insert(unit.edition.path).inserted
  }

  private static func key(_ unit: BuildUnit) -> String {
    "\(unit.edition.path)#\(unit.indices.map(String.init).joined(separator: ","))"
  }
}

/// Collects results from worker threads, reports each one (and its copies for sharing editions) as it comes.
private final class ResultCollector: @unchecked Sendable {
  // `lock` protects `results` and serialises `finished`.
  private let lock = NSLock()
  private var results: [String: CheckResult] = [:]
  private let finished: @Sendable (CheckResult) -> Void
  /// The registry whose interruption makes every later result unjudged.
  private let registry: ProcessRegistry

  /// Creates a collector that reports each kept result to `finished`.
  init(_ finished: @escaping @Sendable (CheckResult) -> Void, registry: ProcessRegistry) {
    self.finished = finished
    self.registry = registry
  }

  /// Keeps and reports a result, unless the run was interrupted: then its check was stopped, not judged.
  func add(_ result: CheckResult) {
    lock.lock()
    defer { lock.unlock() }
    guard registry.current == .running else { return }
    results["\(result.file)#\(result.check)"] = result
    finished(result)
  }

  /// Adds a unit's result and a copy for every edition that shares the unit, with that edition's locations.
  func report(_ result: CheckResult, _ unit: BuildUnit) {
    add(result)
    for sharer in unit.sharers {
      let mapping = EditionMapping(source: unit.edition, target: sharer)
      var copy = result
      copy.language = sharer.language
      copy.file = sharer.path
      copy.line = mapping.line(result.line)
      copy.failures = result.failures.map(mapping.failure)
      copy.output = mapping.text(result.output)
      copy.build = "same program as \(unit.edition.language), compiled and run once"
      copy.sharedWith = unit.edition.language
      copy.compileSeconds = 0
      copy.runSeconds = 0
      copy.durationSeconds = 0
      add(copy)
    }
  }

  func ordered(like jobs: [CheckJob]) -> [CheckResult] {
    lock.lock()
    defer { lock.unlock() }
    return jobs.compactMap { results["\($0.edition.path)#\($0.block.attributes.check ?? "")"] }
  }
}
