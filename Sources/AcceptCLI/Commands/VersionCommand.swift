import AcceptKit

/// `accept version` (also `accept --version` before any command): the kit's version and the toolchain it runs with.
struct VersionCommand: AcceptCommand {
  static let name = "version"
  static let summary = "print the kit's version and the Swift toolchain it runs with"
  static let help = """
    USAGE: accept version
           accept --version

    Prints two lines: 'accept X.Y.Z', the kit's version, then 'toolchain: ' and the first line of 'swiftc --version'
    of the swiftc the kit would build with (the SWIFTC variable, else the first swiftc on the PATH).

    EXIT STATUS: 0, also when no swiftc is found (the toolchain line says so); 64 a bad invocation.
    """

  /// The command, which takes no arguments.
  init() {}

  init(arguments: inout ArgumentList) throws(UsageError) {
    _ = try arguments.positionals(known: [], atMost: 0)
  }

  func run(_ console: Console) -> Int32 {
    console.out("accept \(KitVersion.current)\n")
    console.out("toolchain: \(Self.toolchain(console.environment))\n")
    return ExitStatus.success
  }

  /// The first line of `swiftc --version`, or why there is none.
  static func toolchain(_ environment: [String: String]) -> String {
    do {
      return try SwiftCompiler.locate(environment: environment).version(environment: environment)
    } catch {
      return "none (\(error))"
    }
  }
}
