import Testing

@testable import AcceptCLI

/// Reading one command's arguments.
struct ArgumentListTests {
  @Test func doubleDashEndsTheOptions() throws {
    var arguments = ArgumentList(command: "run", arguments: ["--jobs", "2", "--", "--spec", "Specs"])
    #expect(try arguments.value("--jobs") == "2")
    #expect(try arguments.value("--spec") == nil)
    #expect(try arguments.positionals(known: ["--jobs", "--spec"]) == ["--spec", "Specs"])
  }

  @Test func lintTakesTheRootAfterDoubleDash() {
    let result = CLIHarness.run(["lint", "--", "\(CLIHarness.fixtures)/Good"])
    #expect(result.status == 0, "\(result.out)\(result.err)")
  }
}
