import AcceptExecution
import AcceptProcess
import AcceptReporting
import AcceptSpec
import Foundation

/// The mutation measurement of one spec's edition: its source-bound blocks' mutants, the unmutated baseline, the
/// schema programs, and each mutant's verdict.
struct SpecMutation: Sendable {
  /// The edition whose checks run.
  var edition: SpecEdition
  /// The package root, for reading bound files.
  var packageRoot: String
  /// The options.
  var options: MutationOptions
  /// The runner.
  var runner: CheckRunner
  /// The verdict cache, or nil.
  var verdicts: VerdictCache?
  /// Where printed lines go.
  var line: @Sendable (String) -> Void
  /// The source-bound blocks with their mutants.
  let targets: [MutationTarget]
  /// Unreadable equivalence markers.
  let markerErrors: [SpecError]

  /// What the measurement found.
  struct Result: Sendable {
    var mutants: [MutantRecord] = []
    var checks: [MutationReport.CheckKills] = []
    var baseline: [CheckResult] = []
    var errors: [SpecError] = []
    var problems: [String] = []
    var compileSeconds = 0.0
  }

  init(
    edition: SpecEdition, packageRoot: String, options: MutationOptions, runner: CheckRunner,
    verdicts: VerdictCache?, line: @escaping @Sendable (String) -> Void
  ) {
    self.edition = edition
    self.packageRoot = packageRoot
    self.options = options
    self.runner = runner
    self.verdicts = verdicts
    self.line = line
    var targets: [MutationTarget] = []
    var errors: [SpecError] = []
    let resolver = SourceBindingChecker(packageRoot: packageRoot, replaced: [])
    for block in edition.compiledBlocks where block.kind == .definition {
      guard let binding = block.attributes.source, let name = block.attributes.name,
        case .success(let resolved) = resolver.resolve(binding)
      else { continue }
      let found = EquivalenceMarker.find(in: block.code)
      errors += found.problems.map {
        SpecError(
          .equivalenceMarker($0.message),
          at: SourceLocation(file: resolved.path, line: resolved.firstLine + $0.line - 1))
      }
      targets.append(
        MutationTarget(
          name: name, code: block.code, file: binding.path, firstLine: resolved.firstLine,
          sites: MutantGenerator(code: block.code).sites(), markers: found.markers))
    }
    self.targets = targets
    markerErrors = errors
  }

  /// The checks that are not ignored, in document order.
  private var checks: [SpecCheck] { edition.checks.filter { !$0.ignored } }

  /// The checks that judge mutants: every check but those that expect a compile error (their programs never run,
  /// and the mutant programs are built without them).
  private var judgingChecks: [SpecCheck] { checks.filter { !$0.expect.isCompileError } }

  /// Measures the spec.
  func perform() -> Result {
    var result = Result()
    guard markerErrors.isEmpty else {
      result.errors = markerErrors
      return result
    }
    let jobs = checks.map { CheckJob(edition: edition, check: $0) }
    let name = "\(edition.spec) [\(edition.language)]"
    // The unmutated checks must all go as expected, or no kill means anything.
    let baseline = RunEngine(runner: runner, workers: options.jobs).run(jobs, announce: { _ in }, finished: { _ in })
    result.baseline = baseline
    result.compileSeconds += baseline.reduce(0) { $0 + $1.compileSeconds }
    let failing = baseline.filter { !$0.ok }.map { "\($0.check) (\($0.outcome.rawValue))" }
    guard failing.isEmpty, baseline.count == jobs.count else {
      let problem =
        "\(name): the checks must all go as expected before mutants are judged; unmutated, these did not: "
        + (failing.isEmpty ? "some checks did not run" : failing.joined(separator: ", "))
      line("ERROR    \(problem)")
      result.problems.append(problem)
      return result
    }
    let ownLimits = Dictionary(
      uniqueKeysWithValues: judgingChecks.map { ($0.id, $0.role.timeout ?? runner.defaultTimeout) })
    var slowest: [String: Double] = [:]
    for check in baseline where judgingChecks.contains(where: { $0.id == check.check }) {
      slowest[check.check] = check.runSeconds
    }
    let judgingJobs = judgingChecks.map { CheckJob(edition: edition, check: $0) }
    let numbered = numberedMutants()
    var (builtSchema, schemaSites, schemaSeconds) = buildSchema(judgingJobs, numbered)
    result.compileSeconds += schemaSeconds
    // The schema with no mutant active must behave as the original: every check goes as expected. Its run times
    // (the schema's code is slower) join the baseline's in the time limits.
    if let set = builtSchema {
      let reference = MutantJudge(edition: edition, checks: judgingChecks, limits: ownLimits, runner: runner)
      let (verdict, seconds) = reference.unmutated(set)
      if verdict.outcome != .survived {
        line(
          "mutate: \(name): the schema with no mutant active does not behave as the original (\(verdict.reason ?? "")); "
            + "every mutant is compiled on its own")
        set.discard()
        builtSchema = nil
        schemaSites = []
      } else {
        for (id, time) in seconds { slowest[id] = max(slowest[id] ?? 0, time) }
      }
    }
    let limits = Dictionary(
      uniqueKeysWithValues: judgingChecks.map { check in
        (check.id, options.limit(baseline: slowest[check.id] ?? 0, own: ownLimits[check.id] ?? runner.defaultTimeout))
      })
    let judge = MutantJudge(edition: edition, checks: judgingChecks, limits: limits, runner: runner)
    let schemaSet = builtSchema
    let included = schemaSites
    let apart = numbered.filter { !included.contains(Self.siteKey($0.target, $0.site)) }.count
    line(
      "mutate: \(name): \(numbered.count) mutants in \(targets.count) blocks; "
        + (schemaSet == nil
          ? "each compiled on its own"
          : "\(numbered.count - apart) in one schema build, \(apart) compiled on their own"))
    // The programs a timeout is confirmed against: the schema with no mutant active, else the original code.
    let reference: ProgramSet
    if let schemaSet {
      reference = schemaSet
    } else {
      switch ProgramSet.build(judgingJobs, ProgramAssembler(), runner, workers: options.jobs) {
      case .built(let set): reference = set
      case .failed:
        let problem = "\(name): the original programs without the compile-error checks do not compile"
        line("ERROR    \(problem)")
        result.problems.append(problem)
        return result
      }
    }
    let alone = numbered.filter { schemaSet != nil && !included.contains(Self.siteKey($0.target, $0.site)) }
    if !alone.isEmpty {
      let places = alone.map { item in
        let target = targets[item.target]
        return "\(target.file):\(target.firstLine + item.mutant.line - 1):\(item.mutant.column) "
          + item.mutant.mutationOperator.rawValue
      }
      line("mutate: \(name): the schema cannot hold \(places.joined(separator: ", ")); compiled on their own")
    }
    let records = Collected<MutantRecord>()
    let seconds = Collected<Double>()
    let queue = WorkQueue<NumberedMutant>()
    numbered.forEach { queue.push($0) }
    queue.run(workers: options.jobs) { item in
      let inSchema = schemaSet != nil && included.contains(Self.siteKey(item.target, item.site))
      let (verdict, compile) = verdict(
        for: item, schema: inSchema ? schemaSet : nil, reference: reference, judgingJobs, judge)
      seconds.append(compile)
      let record = record(item, verdict)
      records.append(record)
      line(MutationLine.text(record, cached: verdict.cached))
    }
    reference.discard()
    result.compileSeconds += seconds.values.reduce(0, +)
    let order = Dictionary(uniqueKeysWithValues: numbered.enumerated().map { ($0.element.id, $0.offset) })
    result.mutants = records.values.sorted { (order[$0.id] ?? 0) < (order[$1.id] ?? 0) }
    result.checks = judgingChecks.map { check in
      let id = check.id
      return MutationReport.CheckKills(
        spec: edition.spec, language: edition.language, check: id,
        kills: result.mutants.filter { $0.killedBy == id && $0.outcome.isKill }.count)
    }
    return result
  }

  /// Every mutant of every target, numbered from 1 across the spec in target, site and mutant order.
  private func numberedMutants() -> [NumberedMutant] {
    var number = 1
    var all: [NumberedMutant] = []
    for (targetIndex, target) in targets.enumerated() {
      for (siteIndex, site) in target.sites.enumerated() {
        for mutant in site.mutants {
          let id = ContentHash.of([
            edition.spec, target.name, mutant.mutationOperator.rawValue, mutant.original, mutant.replacement,
            "\(target.firstLine + mutant.line - 1)", "\(mutant.column)",
          ])
          all.append(
            NumberedMutant(
              target: targetIndex, site: siteIndex, mutant: mutant, number: number, id: String(id.prefix(12))))
          number += 1
        }
      }
    }
    return all
  }

  /// One mutant's verdict and the seconds spent compiling for it alone.
  private func verdict(
    for item: NumberedMutant, schema: ProgramSet?, reference: ProgramSet, _ jobs: [CheckJob], _ judge: MutantJudge
  ) -> (MutantVerdict, Double) {
    let target = targets[item.target]
    if let marker = target.marker(for: item.mutant) {
      return (MutantVerdict(outcome: .equivalent, killedBy: nil, reason: marker.reason), 0)
    }
    guard ProcessRegistry.shared.current == .running else {
      return (MutantVerdict(outcome: .unjudged, killedBy: nil, reason: "the run was interrupted"), 0)
    }
    if let schema {
      let key = cacheKey(schema.sources, item, judge)
      if let cached = key.flatMap({ verdicts?.verdict(for: $0) }) { return (cached, 0) }
      let verdict = Self.unlessInterrupted(judge.judge(schema, number: item.number, reference: schema))
      if let key { verdicts?.store(verdict, for: key) }
      return (verdict, 0)
    }
    // On its own: the block replaced by the mutated code.
    let subject = Subject(name: target.name, path: target.file, code: item.mutant.apply(to: target.code))
    let assembler = ProgramAssembler(subjects: [subject])
    let sources = BuildPlanner(assembler: assembler, merge: true).plan(jobs).units.map(\.program.source)
    let key = cacheKey(sources, item, judge)
    if let cached = key.flatMap({ verdicts?.verdict(for: $0) }) { return (cached, 0) }
    switch ProgramSet.build(jobs, assembler, runner, workers: 1) {
    case .failed(let output, let files, let kitError, let timedOut):
      if let kitError {
        return (
          MutantVerdict(outcome: .unjudged, killedBy: nil, reason: "the kit could not compile it: \(kitError)"), 0
        )
      }
      if timedOut {
        return (MutantVerdict(outcome: .unjudged, killedBy: nil, reason: "its compile ran out of time"), 0)
      }
      let parser = DiagnosticParser(files: files, fallback: SourceLocation(file: "main.swift", line: 0))
      let errors = parser.compileErrors(in: output)
      // Unviable only when the compiler blames the mutated code; an error elsewhere is not the mutant's to answer.
      guard let first = errors.first(where: { $0.file == target.file }) else {
        let elsewhere = errors.first.map { "\($0.file):\($0.line): \($0.message)" } ?? "no located error"
        return (
          MutantVerdict(
            outcome: .unjudged, killedBy: nil,
            reason: "its program does not compile outside the mutated code: \(elsewhere)"),
          0
        )
      }
      let place = "\(target.file):\(target.firstLine + first.line - 1): \(first.message)"
      let verdict = MutantVerdict(outcome: .unviable, killedBy: nil, reason: place)
      if let key { verdicts?.store(verdict, for: key) }
      return (verdict, 0)
    case .built(let set):
      defer { set.discard() }
      let verdict = Self.unlessInterrupted(judge.judge(set, number: nil, reference: reference))
      if let key { verdicts?.store(verdict, for: key) }
      return (verdict, set.seconds)
    }
  }

  /// The verdict, or `unjudged` when a signal interrupted the run meanwhile (its checks were stopped, not judged).
  private static func unlessInterrupted(_ verdict: MutantVerdict) -> MutantVerdict {
    guard ProcessRegistry.shared.current == .running else {
      return MutantVerdict(outcome: .unjudged, killedBy: nil, reason: "the run was interrupted")
    }
    return verdict
  }

  /// The version of the judging rules, part of every verdict's cache key: a verdict reached under other rules is not
  /// reused.
  static let rules = "mutate-rules-3"

  /// The cache key of a mutant's verdict, or nil without a cache.
  private func cacheKey(_ sources: [String], _ item: NumberedMutant, _ judge: MutantJudge) -> String? {
    guard verdicts != nil else { return nil }
    let limits = judge.checks.map { "\($0.id):\(judge.limits[$0.id] ?? 0)" }
    return ContentHash.of(
      sources + [Self.rules, runner.compilerVersion, "\(item.number)", item.id] + runner.compiler.arguments
        + limits.map { $0 })
  }

  /// The record of a mutant with its verdict.
  private func record(_ item: NumberedMutant, _ verdict: MutantVerdict) -> MutantRecord {
    let target = targets[item.target]
    let mutant = item.mutant
    return MutantRecord(
      id: item.id, spec: edition.spec, language: edition.language, block: target.name, file: target.file,
      line: target.firstLine + mutant.line - 1, column: mutant.column, operator: mutant.mutationOperator.rawValue,
      original: mutant.original, replacement: mutant.replacement, outcome: verdict.outcome,
      killedBy: verdict.killedBy, reason: verdict.reason.map(Self.shortened), sourceLine: target.codeLine(mutant.line),
      diff: diff(target, mutant))
  }

  /// The mutant as a diff of its source file, with the file's own line numbers.
  private func diff(_ target: MutationTarget, _ mutant: Mutant) -> String {
    let path = packageRoot == "." ? target.file : "\(packageRoot)/\(target.file)"
    let file = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
    var old = file.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if file.hasSuffix("\n") { old.removeLast() }
    let region = target.code.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    let changed = mutant.apply(to: target.code).split(separator: "\n", omittingEmptySubsequences: false)
      .dropLast().map(String.init)
    let start = target.firstLine - 1
    guard start >= 0, start + region.count <= old.count, Array(old[start..<start + region.count]) == region else {
      return UnifiedDiff.render(old: region, new: changed, path: target.file)
    }
    var new = old
    new.replaceSubrange(start..<start + region.count, with: changed)
    return UnifiedDiff.render(old: old, new: new, path: target.file)
  }

  /// A reason cut to its first line and 300 characters.
  private static func shortened(_ text: String) -> String {
    let first = text.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? text
    return first.count > 300 ? String(first.prefix(300)) + "…" : first
  }
}
