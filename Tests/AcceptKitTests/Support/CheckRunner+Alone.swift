import AcceptTestSupport
import Foundation

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

extension CheckRunner {
  /// A runner with the toolchain's compiler (found as `accept` finds it), `assembler`, the test process's environment
  /// and a time limit of `timeout` seconds per check, no cache, and programs that import the harness module the tests
  /// share (`Repository.harnessCache`), as `accept` builds them; with `embeddedHarness`, every program compiles the
  /// harness's text instead, as `accept show` prints it.
  static func local(
    assembler: ProgramAssembler = ProgramAssembler(), timeout: Double = 30, embeddedHarness: Bool = false
  ) throws -> CheckRunner {
    let environment = Repository.environment
    var runner = CheckRunner(
      compiler: try SwiftCompiler.locate(environment: environment), assembler: assembler, defaultTimeout: timeout,
      environment: environment)
    if !embeddedHarness {
      runner.harnessModule = HarnessModule.kept(in: Repository.harnessCache)
      // The module's key holds the compiler's version, as `accept`'s does: with it, both find the same module.
      runner.compilerVersion = toolchainVersion
    }
    return runner
  }

  /// The compiler's version, asked once per test process.
  private static let toolchainVersion: String = {
    let environment = Repository.environment
    return (try? SwiftCompiler.locate(environment: environment).version(environment: environment)) ?? ""
  }()

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
