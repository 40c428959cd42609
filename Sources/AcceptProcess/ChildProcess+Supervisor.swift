import Foundation

extension ChildProcess {
  /// Seconds a supervisor gets to end a timed-out program's descendants before its own group is killed.
  static let supervisorGrace = 10.0

  /// The supervisor that will run the program: the one given, on Linux only (it needs a child subreaper).
  package var activeSupervisor: String? {
    #if os(Linux)
      return supervisor
    #else
      return nil
    #endif
  }

  /// How the live group is ended: by asking its supervisor, or by killing the group.
  var ending: ProcessRegistry.Ending { activeSupervisor == nil ? .killGroup : .askSupervisor }

  /// The path to spawn and its whole argument list: the program itself, or the supervisor with the program after
  /// its subcommand.
  var launch: (path: String, arguments: [String]) {
    guard let supervisor = activeSupervisor else { return (executable, [executable] + arguments) }
    return (supervisor, [supervisor, Supervisor.command, executable] + arguments)
  }
}
