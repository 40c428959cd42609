import Foundation

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

extension CheckRunner {
  /// A runner with the toolchain's compiler (found as `accept` finds it), `assembler`, the test process's environment
  /// and a time limit of `timeout` seconds per check; no cache and no prebuilt harness module unless a test sets them.
  static func local(assembler: ProgramAssembler = ProgramAssembler(), timeout: Double = 30) throws -> CheckRunner {
    let environment = ProcessInfo.processInfo.environment
    return CheckRunner(
      compiler: try SwiftCompiler.locate(environment: environment), assembler: assembler, defaultTimeout: timeout,
      environment: environment)
  }

  /// Builds and runs `check` of `edition` as a program of its own, with the runner's own build, execution and
  /// judgement; an ignored check gets the blank result the engine gives it.
  func run(_ edition: SpecEdition, check: SpecCheck) -> CheckResult {
    guard !check.ignored else { return Self.blankResult(edition, check) }
    let program = assembler.program(for: edition, check: check)
    let outcome = build(program)
    defer { outcome.discard() }
    switch outcome {
    case .failed(let failure):
      return compileFailure(failure, program, edition, check).result(build: nil, compileSeconds: failure.seconds)
    case .built(let built):
      return execute(built.binary, argument: nil, edition, check, program.files)
        .result(build: .alone(cached: built.cached), compileSeconds: built.seconds)
    }
  }
}
