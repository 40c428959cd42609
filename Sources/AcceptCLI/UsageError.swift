/// A bad invocation of `accept`: unknown command or option, missing or malformed value. Exit status 64.
public struct UsageError: Error, Equatable, CustomStringConvertible {
  /// What is wrong with the invocation.
  public var message: String
  /// The command whose help to point at, if known.
  public var command: String?

  /// Creates a usage error.
  public init(_ message: String, command: String? = nil) {
    self.message = message
    self.command = command
  }

  /// The error and where to find help.
  public var description: String {
    let help = command.map { "accept \($0) --help" } ?? "accept --help"
    return "error: \(message)\nsee '\(help)'"
  }
}
