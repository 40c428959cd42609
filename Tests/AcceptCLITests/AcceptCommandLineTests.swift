import Foundation
import Testing

@testable import AcceptCLI

@Suite("accept: invocation and help", .serialized)
struct InvocationTests {
  @Test func topLevelHelpListsEveryCommand() {
    let result = CLIHarness.run(["--help"])
    #expect(result.status == 0)
    for command in [
      "run", "list", "show", "lint", "sync", "blocks", "render", "counterexamples", "report", "version",
    ] {
      #expect(result.out.contains("\n  \(command) "), "help lists \(command)")
    }
  }

  @Test func noArgumentsIsABadInvocation() {
    let result = CLIHarness.run([])
    #expect(result.status == 64)
    #expect(result.out.hasPrefix("USAGE: accept <command> [options]"))
  }

  @Test(arguments: [
    "run", "list", "show", "lint", "sync", "blocks", "render", "counterexamples", "report", "version",
  ])
  func everyCommandHasHelp(command: String) {
    let result = CLIHarness.run([command, "--help"])
    #expect(result.status == 0)
    #expect(result.out.hasPrefix("USAGE: accept \(command)"))
  }

  @Test func unknownCommandSuggestsTheClosest() {
    let result = CLIHarness.run(["lnit"])
    #expect(result.status == 64)
    #expect(result.err == "error: unknown command 'lnit'; did you mean 'lint'?\nsee 'accept --help'\n")
  }

  @Test func unknownOptionSuggestsTheClosest() {
    let result = CLIHarness.run(["run", "--jbos", "2"])
    #expect(result.status == 64)
    #expect(result.err == "error: unknown option '--jbos'; did you mean '--jobs'?\nsee 'accept run --help'\n")
  }

  @Test(arguments: [
    (["run", "--jobs", "0"], "error: --jobs takes a positive whole number, not '0'\nsee 'accept run --help'\n"),
    (
      ["run", "--timeout", "soon"],
      "error: --timeout takes a positive number of seconds, not 'soon'\nsee 'accept run --help'\n"
    ),
    (["run", "--subject", "nameonly"], "error: --subject takes NAME=FILE, not 'nameonly'\nsee 'accept run --help'\n"),
    (["show"], "error: show needs SPEC#CHECK, for example 'tour#delays-double'\nsee 'accept show --help'\n"),
    (["blocks", "x.md"], "error: blocks prints JSON only: add --json\nsee 'accept blocks --help'\n"),
    (["run", "--lang", "fr"], "error: --lang fr is not one of zh-Hant, zh-Hans, ja\nsee 'accept run --help'\n"),
    (
      ["lint", "--languages", "ja,zh-Hans,ja"],
      "error: --languages names 'ja' more than once; give each language once\nsee 'accept lint --help'\n"
    ),
    (
      ["sync", "--languages", "en, en"],
      "error: --languages names 'en' more than once; give each language once\nsee 'accept sync --help'\n"
    ),
    (
      ["run", "--subject", "double=/dev/null"],
      "error: --subject double: '/dev/null' is a character device, not a regular file\nsee 'accept run --help'\n"
    ),
    (
      ["show", "sample#doubles", "--subject", "double=Tests"],
      "error: --subject double: 'Tests' is a folder, not a regular file\nsee 'accept show --help'\n"
    ),
  ])
  func badValuesAreUsageErrors(arguments: [String], message: String) {
    let result = CLIHarness.run(arguments)
    #expect(result.status == 64)
    #expect(result.err == message)
  }

  @Test func unknownSpecFilterIsAUsageErrorWithASuggestion() {
    let result = CLIHarness.run(["run", "\(CLIHarness.fixtures)/Good", "--spec", "sampel"])
    #expect(result.status == 64)
    #expect(result.err.contains("no spec named 'sampel'"))
    #expect(result.err.contains("did you mean 'sample'?"))
  }
}
