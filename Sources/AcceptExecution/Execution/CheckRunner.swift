import AcceptProcess
import AcceptSpec
import Foundation

/// Compiles check programs and runs checks, each run in a temporary folder of its own, and judges the outcome.
package struct CheckRunner: Sendable {
  /// The compiler that builds the programs.
  package var compiler: SwiftCompiler
  /// The assembler that writes the programs.
  package var assembler: ProgramAssembler
  /// The time limit for a check without `timeout=`, in seconds.
  package var defaultTimeout: Double
  /// The time limit for one compile, in seconds.
  package var compileTimeout: Double = 600
  /// The environment handed to the compiler and, with the harness's variables, to the program.
  package var environment: [String: String]
  /// Where compiled programs are kept between runs, or nil to compile everything afresh.
  package var cache: ProgramCache?
  /// The compiler's version text, part of every cache key.
  package var compilerVersion = ""
  /// How many times each check runs; a check fails if any run does not go as expected.
  package var repeatCount = 1
  /// The schedules every async check runs under (`--schedules`, `--seed`), or nil to run each check as `repeatCount`
  /// says.
  package var schedules: SchedulePlan?
  /// How a failing schedule's replay command names the run's root and sanitizer.
  package var replay = ReplayCommand(root: AcceptanceRoot.folderName)
  /// The `accept` executable that runs each check under a subreaper supervisor on Linux, or nil to run it directly.
  package var supervisor: String?
  /// The harness prebuilt as a module that programs import instead of compiling its text, or nil to compile the
  /// text in every program.
  package var harnessModule: HarnessModule?
  /// The time limit of every check this runner runs, in place of each check's own (`accept mutate` sets it from the
  /// check's unmutated run time); nil for each check's own limit.
  package var timeLimitOverride: Double?

  /// Creates a runner.
  package init(
    compiler: SwiftCompiler, assembler: ProgramAssembler, defaultTimeout: Double, environment: [String: String]
  ) {
    self.compiler = compiler
    self.assembler = assembler
    self.defaultTimeout = defaultTimeout
    self.environment = environment
  }

  /// The result of `check` when it has not run: `ignored`, which is always ok.
  static func blankResult(_ edition: SpecEdition, _ check: SpecCheck) -> CheckResult {
    CheckEvidence(edition, check).result(build: nil)
  }

  /// The evidence of a check whose program did not compile; a failure of the kit itself is an `error`, never what a
  /// check expects.
  func compileFailure(
    _ failure: BuildOutcome.Failure, _ program: CheckProgram, _ edition: SpecEdition, _ check: SpecCheck
  ) -> CheckEvidence {
    var evidence = CheckEvidence(edition, check)
    evidence.output = failure.output
    if let kitError = failure.kitError {
      evidence.note(kitError)
      evidence.settle(.error)
      return evidence
    }
    evidence.failures = DiagnosticParser(files: program.files, fallback: check.location).compileErrors(
      in: failure.output)
    if failure.timedOut { evidence.note("compiling took longer than \(compileTimeout)s") }
    evidence.settle(failure.timedOut ? .timeout : .compileError)
    return evidence
  }
}
