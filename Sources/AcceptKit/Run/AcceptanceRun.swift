import AcceptExecution
import AcceptProcess
import AcceptReporting
import AcceptSpec
import Foundation

/// One whole run: lint every spec, run the selected checks of the specs that passed lint, report as results arrive,
/// and write the report files.
package struct AcceptanceRun: Sendable {
  /// What to run.
  package var options: RunOptions
  /// The compiler to build with.
  package var compiler: SwiftCompiler
  /// The environment of compiles and checks.
  package var environment: [String: String]
  /// Where terminal output goes.
  package var reporter: TerminalReporter
  /// The run's identity, kept in its report; a fresh one for every run.
  package var runId = RunID()

  /// Creates a run.
  package init(options: RunOptions, compiler: SwiftCompiler, environment: [String: String], reporter: TerminalReporter)
  {
    self.options = options
    self.compiler = compiler
    self.environment = environment
    self.reporter = reporter
  }

  /// The loader of the run's specs (subjects' blocks are not compared with their sources).
  package var loader: SpecLoader {
    SpecLoader(root: options.root, languages: options.languages, replaced: Set(options.subjects.map(\.name)))
  }

  /// Runs and returns the report; the report files are written when a report folder is set. `catalog` is the
  /// result of `loader.load()` when the caller has already loaded it. When the folder cannot be written, the
  /// results are still reported and the closing line printed before the error is thrown.
  package func perform(catalog given: SpecCatalog? = nil) throws(ReportNotWritten) -> RunReport {
    let reporter = comparingReporter
    let started = ISO8601DateFormatter().string(from: Date())
    let loader = self.loader
    let catalog = given ?? loader.load()
    let unknownSubjects = subjectErrors(catalog)
    var errors = catalog.errors(of: options.specFilter) + unknownSubjects
    // A subject that replaces nothing would run the checks against the wrong code: run none.
    var jobs = unknownSubjects.isEmpty ? plan(catalog) : []
    let setup = prepareModules(jobs, bindingRoot: loader.packageRoot)
    let servedSubjects = Self.servedSubjectErrors(options.subjects, jobs, setup.modules)
    errors += setup.errors + servedSubjects
    reporter.specErrors(errors)
    let broken = Set(setup.errors.map(\.location.file))
    jobs = servedSubjects.isEmpty ? jobs.filter { !broken.contains($0.edition.path) } : []
    let (engine, toolchain) = makeEngine(loader, modules: setup.modules)
    var blocked: [CheckKey: CheckResult] = [:]
    // A build cut short by an interrupt is no failure of the module: its checks stay not finished.
    let interrupted = ProcessRegistry.shared.interruptingSignal != nil
    for job in jobs where !interrupted {
      guard let reason = setup.blocked[job.edition.path] else { continue }
      let result = Self.blockedResult(job, reason: reason)
      reporter.checkFinished(result)
      blocked[job.key] = result
    }
    let ran = engine.run(
      jobs.filter { setup.blocked[$0.edition.path] == nil }, announce: { [reporter] in reporter.note($0) },
      finished: { [reporter] in
        reporter.checkFinished($0)
      })
    let byKey = Dictionary(ran.map { (CheckKey($0), $0) }, uniquingKeysWith: { first, _ in first })
    var unfinished: [CheckKey] = []
    let results = jobs.compactMap { job in
      let result = blocked[job.key] ?? byKey[job.key]
      if result == nil { unfinished.append(job.key) }
      return result
    }
    var report = RunReport(
      toolchain: toolchain, platform: Platform.description, startedAt: started,
      command: options.commandLine, checks: results,
      specErrors: errors.map {
        CheckFailure(file: $0.location.file, line: $0.location.line, message: $0.problem.message)
      })
    report.documents = documents(of: jobs)
    report.runId = runId
    report.shard = options.shard
    report.selection = fingerprint(catalog)
    report.interruption = interruption(finished: results.count, of: jobs.count, unfinished: unfinished)
    report.schedules = options.schedules
    report.baseline = options.baseline.map { BaselineComparison(checks: results, baseline: $0) }
    try finish(report, coverage: ScheduleCoverage(results, of: jobs))
    return report
  }

  /// The engine that builds and runs the checks with the run's compiler, flags, supervisor and the cache of
  /// `loader`'s package, and the compiler's version for the report.
  private func makeEngine(_ loader: SpecLoader, modules: ProgramModules?) -> (engine: RunEngine, toolchain: String) {
    var (runner, toolchain) = CheckRunner.configured(
      compiler: compiler, sanitizer: options.sanitizer, supervisor: options.supervisor,
      assembler: ProgramAssembler(subjects: options.subjects, modules: modules), defaultTimeout: options.timeout,
      environment: environment, cachedIn: options.useCache ? loader.packageRoot : nil)
    runner.repeatCount = options.repeatCount
    runner.schedules = options.schedules
    runner.replay = ReplayCommand(
      root: options.root, sanitizer: options.sanitizer, subjects: options.subjects.map { "\($0.name)=\($0.path)" },
      languages: options.languages == SpecLoader.defaultLanguages ? nil : options.languages)
    return (RunEngine(runner: runner, workers: options.jobs, merge: options.merge), toolchain)
  }

  /// Writes the report files when a report folder is set, then prints the closing line (naming the signal of an
  /// interrupted run), after the line that says which checks were explored under schedules in a schedules run. When
  /// the folder cannot be written, prints the plain closing line and throws.
  private func finish(_ report: RunReport, coverage: ScheduleCoverage) throws(ReportNotWritten) {
    let reporter = comparingReporter
    let schedules = options.schedules.map(coverage.line)
    if let comparison = report.baseline { reporter.compared(comparison) }
    if let folder = options.reportDirectory {
      do {
        try ReportFolderWriter(path: folder).write(report)
      } catch {
        if let schedules { reporter.note(schedules) }
        reporter.finished(report.summary)
        throw ReportNotWritten(report: report, error: error)
      }
      reporter.note("report written to \(folder)/")
    }
    if let schedules { reporter.note(schedules) }
    if let interruption = report.interruption {
      reporter.interrupted(interruption, report.summary)
    } else {
      reporter.finished(report.summary)
    }
  }

  /// The run's reporter, comparing each check with the run's baseline when it has one.
  private var comparingReporter: TerminalReporter {
    var reporter = reporter
    reporter.baseline = options.baseline
    return reporter
  }

  /// The selected checks of the specs that passed lint, in spec, language and document order.
  package func plan(_ catalog: SpecCatalog) -> [CheckJob] {
    let jobs = catalog.specs.flatMap { spec in
      spec.editions.flatMap { edition in
        edition.checks.filter { options.selects(edition, $0) }.map { CheckJob(edition: edition, check: $0) }
      }
    }
    return options.shard?.select(jobs) ?? jobs
  }

  /// The fingerprint of what this run selects before it takes its shard: the checks, their spec files' bytes and
  /// the command line.
  private func fingerprint(_ catalog: SpecCatalog) -> SelectionFingerprint {
    var unsharded = self
    unsharded.options.shard = nil
    let jobs = unsharded.plan(catalog)
    var files: [String: String] = [:]
    for path in Set(jobs.map(\.edition.path)) {
      files[path] = ContentHash.of(bytes: [Array(FileManager.default.contents(atPath: path) ?? Data())])
    }
    return SelectionFingerprint(
      checks: jobs.map { "\($0.edition.spec)#\($0.check.id) [\($0.edition.language)]" }, specFiles: files,
      command: options.commandLine)
  }

  /// The Markdown of every edition that has a job, in plan order.
  private func documents(of jobs: [CheckJob]) -> [SpecDocument] {
    var seen: Set<String> = []
    return jobs.compactMap { job in
      let edition = job.edition
      guard seen.insert(edition.path).inserted,
        let data = FileManager.default.contents(atPath: edition.path)
      else { return nil }
      return SpecDocument(
        spec: edition.spec, language: edition.language, file: edition.path,
        markdown: String(decoding: data, as: UTF8.self))
    }
  }

  /// Errors for subjects that name no definition block in a selected spec that uses subjects, or that declare a
  /// name of the harness.
  private func subjectErrors(_ catalog: SpecCatalog) -> [SpecError] {
    let selected = catalog.specs.filter { options.specFilter.isEmpty || options.specFilter.contains($0.name) }
    let names = Set(selected.flatMap { $0.editions.flatMap { $0.blocks.compactMap(\.attributes.name) } })
    let unknown = options.subjects.filter { !names.contains($0.name) }.map {
      SpecError(.unknownSubject($0.name), at: SourceLocation(file: $0.path, line: 1))
    }
    return unknown
      + options.subjects.compactMap { subject in
        TopLevelNames.declared(in: subject.code).first(where: HarnessSource.names.contains).map {
          SpecError(.harnessName($0), at: SourceLocation(file: subject.path, line: 1))
        }
      }
  }
}
