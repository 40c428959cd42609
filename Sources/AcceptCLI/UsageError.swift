/// A bad invocation of `accept`: unknown command or option, missing or malformed value. Exit status 64.
package struct UsageError: Error, Equatable, CustomStringConvertible {
  /// What is wrong with the invocation.
  package var message: String
  /// The command whose help to point at, if known.
  package var command: String?

  /// Creates a usage error.
  package init(_ message: String, command: String? = nil) {
    self.message = message
    self.command = command
  }

  /// The error and where to find help.
  package var description: String {
    let help = command.map { "accept \($0) --help" } ?? "accept --help"
    return "error: \(message)\nsee '\(help)'"
  }
}
