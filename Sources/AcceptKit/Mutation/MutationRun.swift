import AcceptExecution
import AcceptProcess
import AcceptReporting
import AcceptSpec
import Foundation

/// `accept mutate`: for each spec with source-bound definition blocks, mutates the bound code and runs the spec's
/// checks in one language against each mutant; a spec is as good as the mutants it kills.
package struct MutationRun: Sendable {
  /// What to measure.
  package var options: MutationOptions
  /// The compiler to build with.
  package var compiler: SwiftCompiler
  /// The environment of compiles and checks.
  package var environment: [String: String]

  /// Creates a run.
  package init(options: MutationOptions, compiler: SwiftCompiler, environment: [String: String]) {
    self.options = options
    self.compiler = compiler
    self.environment = environment
  }

  /// What a run found.
  package struct Outcome: Sendable {
    /// Every mutant's verdict and the kills per check.
    package var report: MutationReport
    /// The unmutated runs of the checks, one per measured spec, for the report and review page.
    package var baseline: RunReport
    /// Spec errors that stopped a spec from being measured.
    package var specErrors: [SpecError]
    /// Specs that could not be measured for another reason (a check that fails unmutated), as sentences.
    package var problems: [String]
    /// Seconds spent compiling, all programs together.
    package var compileSeconds: Double
  }

  /// Measures every selected spec; `line` gets each printed line as it comes (one call at a time).
  package func perform(_ line: @escaping @Sendable (String) -> Void) -> Outcome {
    let started = ISO8601DateFormatter().string(from: Date())
    let loader = SpecLoader(root: options.root, languages: options.languages)
    let catalog = loader.load()
    let errors = catalog.errors(of: options.specFilter)
    let (runner, toolchain) = CheckRunner.configured(
      compiler: compiler, sanitizer: options.sanitizer, supervisor: options.supervisor, assembler: ProgramAssembler(),
      defaultTimeout: CheckRunner.defaultTimeout, environment: environment,
      cachedIn: options.useCache ? loader.packageRoot : nil)
    let verdicts = options.useCache ? VerdictCache.forPackage(loader.packageRoot) : nil
    var outcome = Outcome(
      report: MutationReport(mutants: [], checks: []),
      baseline: RunReport(
        toolchain: toolchain, platform: Platform.description, startedAt: started, command: [], checks: [],
        specErrors: errors.map {
          CheckFailure(file: $0.location.file, line: $0.location.line, message: $0.problem.message)
        }),
      specErrors: errors, problems: [], compileSeconds: 0)
    let language = options.language ?? options.languages.first ?? ""
    let selected = catalog.specs.filter { options.specFilter.isEmpty || options.specFilter.contains($0.name) }
    var measured: [SpecEdition] = []
    for spec in selected {
      guard let edition = spec.editions.first(where: { $0.language == language }) else { continue }
      // Its programs would import modules built from the unmutated files, which a mutant of the quote cannot reach.
      if ModuleResolution.needsPackage([edition], modulesMode: false) {
        outcome.problems.append(
          "\(spec.name): not measured: it imports a module that is not the toolchain's, and accept mutate mutates"
            + " quoted code, not modules (see Docs/using-in-your-package.md)")
        continue
      }
      let measurement = SpecMutation(
        edition: edition, packageRoot: loader.packageRoot, options: options, runner: runner, verdicts: verdicts,
        line: line)
      guard !measurement.targets.isEmpty else { continue }
      measured.append(edition)
      let result = measurement.perform()
      outcome.report.mutants += result.mutants
      outcome.report.checks += result.checks
      outcome.baseline.checks += result.baseline
      outcome.specErrors += result.errors
      outcome.baseline.specErrors += result.errors.map {
        CheckFailure(file: $0.location.file, line: $0.location.line, message: $0.problem.message)
      }
      outcome.problems += result.problems
      outcome.compileSeconds += result.compileSeconds
    }
    outcome.baseline.documents = documents(of: measured)
    return outcome
  }

  /// The Markdown of each measured edition, for the review page.
  private func documents(of editions: [SpecEdition]) -> [SpecDocument] {
    editions.compactMap { edition in
      guard let data = FileManager.default.contents(atPath: edition.path) else { return nil }
      return SpecDocument(
        spec: edition.spec, language: edition.language, file: edition.path,
        markdown: String(decoding: data, as: UTF8.self))
    }
  }
}
