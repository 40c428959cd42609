import Foundation

/// The `swiftc` that builds check programs, with the flags every build gets.
public struct SwiftCompiler: Sendable {
  /// The absolute path of `swiftc`.
  public var path: String
  /// Flags added to every compile (for example a sanitizer).
  public var extraFlags: [String]

  /// Creates a compiler from an absolute path.
  public init(path: String, extraFlags: [String] = []) {
    self.path = path
    self.extraFlags = extraFlags
  }

  /// Finds `swiftc`: the `SWIFTC` variable if set, else the first match on `PATH`.
  public static func locate(environment: [String: String]) throws(ExecutionError) -> SwiftCompiler {
    if let given = environment["SWIFTC"], FileManager.default.isExecutableFile(atPath: given) {
      return SwiftCompiler(path: given)
    }
    for folder in (environment["PATH"] ?? "").split(separator: ":") {
      let candidate = "\(folder)/swiftc"
      if FileManager.default.isExecutableFile(atPath: candidate) { return SwiftCompiler(path: candidate) }
    }
    throw .compilerNotFound
  }

  /// The arguments that compile `main.swift` in the current folder into `check`.
  public var arguments: [String] {
    ["-swift-version", "6", "-module-name", "Check", "-diagnostic-style", "llvm"] + extraFlags + [
      "main.swift", "-o", "check",
    ]
  }

  /// The first line of `swiftc --version`, or a note that it could not be read.
  public func version(environment: [String: String]) -> String {
    let probe = ChildProcess(
      executable: path, arguments: ["--version"], environment: environment,
      workingDirectory: FileManager.default.currentDirectoryPath, timeout: 60)
    guard let result = try? probe.run() else { return "unknown (swiftc --version did not run)" }
    let text = result.standardOutput.isEmpty ? result.standardError : result.standardOutput
    return text.split(separator: "\n").first.map(String.init) ?? "unknown"
  }

  /// Compiles `main.swift` in `folder` into `folder/check`.
  func compile(in folder: String, environment: [String: String], timeout: Double) throws(ExecutionError)
    -> ProcessResult
  {
    try ChildProcess(
      executable: path, arguments: arguments, environment: environment, workingDirectory: folder, timeout: timeout
    ).run()
  }
}
