import AcceptTestSupport
import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// `accept mutate` mutates quoted code; a spec that imports a package module is named as not measured, not scored.
struct MutationRunModulesTests {
  @Test func aSpecThatImportsAModuleIsNotMeasured() throws {
    let package = try ModulePackage.make(specs: ["tally": ModulePackage.importingSpec()])
    var options = MutationOptions()
    options.root = "\(package.root)/Specs"
    options.languages = ["ja"]
    options.useCache = false
    let environment = Repository.environment
    let outcome = MutationRun(
      options: options, compiler: try SwiftCompiler.locate(environment: environment), environment: environment
    ).perform { _ in }
    #expect(
      outcome.problems == [
        "tally: not measured: it imports a module that is not the toolchain's, and accept mutate mutates quoted code,"
          + " not modules (see Docs/using-in-your-package.md)"
      ])
    #expect(outcome.report.mutants.isEmpty)
  }
}
