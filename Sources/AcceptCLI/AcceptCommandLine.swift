import AcceptKit
import AcceptSpec
import Foundation

/// The `accept` command line: picks the subcommand, parses its arguments, runs it and turns every error into text
/// and an exit status in one place.
package enum AcceptCommandLine {
  /// Every subcommand, in help order.
  static var commands: [any AcceptCommand.Type] {
    [
      RunCommand.self, NewCommand.self, ListCommand.self, ShowCommand.self, LintCommand.self, SyncCommand.self,
      BlocksCommand.self, RenderCommand.self, CounterexamplesCommand.self, MutateCommand.self, ReportCommand.self,
      VersionCommand.self,
    ]
  }

  /// The top-level help text.
  static var help: String {
    let rows = commands.map { "  \($0.name.padding(toLength: 16, withPad: " ", startingAt: 0))\($0.summary)" }
    return """
      USAGE: accept <command> [options]
             accept --version

      Markdown specs whose swift code blocks are compiled and run: the documentation is the test.

      COMMANDS:
      \(rows.joined(separator: "\n"))

      Run 'accept <command> --help' for a command's options. Docs/writing-specs.md describes the spec format.

      """
  }

  /// Runs `accept` with the arguments after the program's name and returns the exit status.
  package static func main(_ arguments: [String], console: Console) -> Int32 {
    // `--version` anywhere before the command's name (or with no command) prints the version, as `accept version`.
    if arguments.prefix(while: { $0.hasPrefix("-") }).contains("--version") {
      return VersionCommand().run(console)
    }
    guard let name = arguments.first, !["-h", "--help", "help"].contains(name) else {
      let topic = arguments.count > 1 && arguments[0] == "help" ? arguments[1] : nil
      if let topic, let command = commands.first(where: { $0.name == topic }) {
        console.out(command.help + "\n")
      } else {
        console.out(help)
      }
      return arguments.isEmpty ? ExitStatus.usage : ExitStatus.success
    }
    guard let type = commands.first(where: { $0.name == name }) else {
      let hint = Suggestion.closest(name, among: commands.map { $0.name }).map { "; did you mean '\($0)'?" } ?? ""
      console.err("\(UsageError("unknown command '\(name)'\(hint)"))\n")
      return ExitStatus.usage
    }
    var list = ArgumentList(command: name, arguments: Array(arguments.dropFirst()))
    if list.helpRequested() {
      console.out(type.help + "\n")
      return ExitStatus.success
    }
    let command: any AcceptCommand
    do {
      // The command's own type parses its arguments: a command in `commands` needs nothing else to be reached.
      command = try type.init(arguments: &list)
    } catch {
      console.err("\(error)\n")
      return ExitStatus.usage
    }
    return command.run(console)
  }
}
