import AcceptCLI
import AcceptKit
import AcceptProcess
import Foundation

/// The `accept` executable: hands the arguments to the command line library and exits with its status; the hidden
/// `__supervise` subcommand runs a check's program under a subreaper supervisor instead.
@main
enum Entrypoint {
  /// Runs the command (or the supervisor) the arguments name and exits with its status.
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == Supervisor.command { exit(Supervisor.main(Array(arguments.dropFirst()))) }
    // The commands that run checks end them, report and exit 128 + N on a signal instead of dying of it.
    if ["run", "counterexamples", "mutate"].contains(arguments.first) { SignalTrap.install() }
    exit(AcceptCommandLine.main(arguments, console: .standard))
  }
}
