import AcceptKit
import AcceptProcess

/// `accept version` (also `accept --version` before any command): the kit's version and the toolchain it runs with.
struct VersionCommand: AcceptCommand {
  static let name = "version"
  static let summary = "print the kit's version and the Swift toolchain it runs with"
  static let help = """
    USAGE: accept version
           accept --version

    Prints three lines: 'accept X.Y.Z', the kit's version; 'toolchain: ' and the first line of 'swiftc --version'
    of the swiftc the kit would build with; 'swiftc: ' and that swiftc's path, with how it was chosen: the SWIFTC
    variable, else the first swiftc on the PATH (saying so when SWIFTC names no executable file).

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
    console.out("swiftc: \(Self.compilerChoice(console.environment))\n")
    return ExitStatus.success
  }

  /// The path of the swiftc the kit would build with and how it was chosen, or that there is none.
  static func compilerChoice(_ environment: [String: String]) -> String {
    guard let compiler = try? SwiftCompiler.locate(environment: environment) else { return "none" }
    guard let given = environment["SWIFTC"] else { return "\(compiler.path) (the first on the PATH)" }
    if compiler.path == given { return "\(compiler.path) (from SWIFTC)" }
    return "\(compiler.path) (the first on the PATH; SWIFTC=\(given) is not an executable file)"
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
