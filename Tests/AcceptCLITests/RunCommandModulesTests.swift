import Testing

@testable import AcceptCLI
@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// `accept run --package DIR --modules`: the options reach the run.
struct RunCommandModulesTests {
  @Test func readsThePackageAndModulesOptions() throws {
    var arguments = ArgumentList(command: "run", arguments: ["Specs", "--package", "Examples/Adopter", "--modules"])
    let command = try RunCommand(arguments: &arguments)
    #expect(command.options.packageFolder == "Examples/Adopter")
    #expect(command.options.modules)
    var plain = ArgumentList(command: "run", arguments: ["Specs"])
    let defaults = try RunCommand(arguments: &plain)
    #expect(defaults.options.packageFolder == nil && !defaults.options.modules)
  }
}
