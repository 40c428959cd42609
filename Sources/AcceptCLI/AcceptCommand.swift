/// A subcommand of `accept`: parsed and validated from its arguments, then run to an exit status.
protocol AcceptCommand {
  /// The subcommand's name.
  static var name: String { get }
  /// The one-line summary shown in `accept --help`.
  static var summary: String { get }
  /// The full `--help` text.
  static var help: String { get }
  /// Parses and validates the arguments that follow the name.
  init(arguments: inout ArgumentList) throws(UsageError)
  /// Runs the command and returns its exit status.
  func run(_ console: Console) -> Int32
}

/// The exit statuses of `accept`.
enum ExitStatus {
  /// Every check went as expected.
  static let success: Int32 = 0
  /// Some check did not go as expected.
  static let checkFailed: Int32 = 1
  /// A spec was broken.
  static let specError: Int32 = 2
  /// The invocation was bad.
  static let usage: Int32 = 64
}
