import Foundation

/// The `swiftc` that builds check programs, with the flags every build gets.
package struct SwiftCompiler: Sendable {
  /// The absolute path of `swiftc`.
  package var path: String
  /// Flags added to every compile (for example a sanitizer).
  package var extraFlags: [String]
  /// The `accept` executable that runs each compile under a subreaper supervisor on Linux, or nil. The driver starts
  /// its frontend jobs in process groups of their own, which killing the driver's group would miss.
  package var supervisor: String?

  /// Creates a compiler from an absolute path.
  package init(path: String, extraFlags: [String] = []) {
    self.path = path
    self.extraFlags = extraFlags
  }

  /// Finds `swiftc`: the `SWIFTC` variable if set, else the first match on `PATH`.
  package static func locate(environment: [String: String]) throws(ExecutionError) -> SwiftCompiler {
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
  package var arguments: [String] { arguments(linking: ModuleLinkage()) }

  /// The arguments that compile `main.swift` in the current folder into `check`, with a program's module flags and
  /// object files. `main.swift` comes first: the driver writes its `Check.autolink` beside its first input, which
  /// with an object first was SwiftPM's build folder, shared by every program compiled at the same time.
  package func arguments(linking linkage: ModuleLinkage) -> [String] {
    // `-gline-tables-only`: line tables, no other debug information (which costs compile time), so that a failure
    // raised in a spec's helper can be placed, through the stack, at the line of the check that called the helper.
    let flags = ["-gline-tables-only", "-swift-version", "6", "-module-name", "Check", "-diagnostic-style", "llvm"]
    return flags + extraFlags + ["main.swift"]
      + linkage.flags + ["-o", "check"]
  }

  /// The arguments that compile `sources` into the static library module `name` in the current folder, with the
  /// flags programs get (so that a sanitizer's build links) and `-enable-testing`, which lets a program's
  /// `@testable import` reach the module's internal names.
  package func moduleArguments(name: String, sources: [String]) -> [String] {
    ["-gline-tables-only", "-swift-version", "6"] + extraFlags
      + [
        "-module-name", name, "-parse-as-library", "-enable-testing", "-emit-module", "-emit-library", "-static",
      ] + sources + ["-o", "lib\(name).a"]
  }

  /// Compiles `sources` into the static library module `name` in `folder`, its temporary files there too.
  package func compileModule(
    name: String, sources: [String], in folder: String, environment: [String: String], timeout: Double
  ) throws(ExecutionError) -> ProcessResult {
    var environment = environment
    environment["TMPDIR"] = folder
    var child = ChildProcess(
      executable: path, arguments: moduleArguments(name: name, sources: sources), environment: environment,
      workingDirectory: folder, timeout: timeout)
    child.supervisor = supervisor
    return try child.run()
  }

  /// The first line of `swiftc --version`, or a note that it could not be read. The driver's temporary folder goes
  /// into a folder of the kit's own, removed afterwards (the driver leaves it behind).
  package func version(environment: [String: String]) -> String {
    let scratch = try? TemporaryFolder.make(prefix: "accept-version")
    defer { scratch?.remove() }
    var environment = environment
    if let scratch { environment["TMPDIR"] = scratch.path }
    var probe = ChildProcess(
      executable: path, arguments: ["--version"], environment: environment,
      workingDirectory: FileManager.default.currentDirectoryPath, timeout: 60)
    probe.supervisor = supervisor
    guard let result = try? probe.run() else { return "unknown (swiftc --version did not run)" }
    let text = result.standardOutput.isEmpty ? result.standardError : result.standardOutput
    return text.split(separator: "\n").first.map(String.init) ?? "unknown"
  }

  /// Compiles `main.swift` in `folder` into `folder/check`. The compiler's own temporary files go into `folder`
  /// too, so that they are removed with it even when the compile is killed before it can clean up.
  package func compile(
    in folder: String, linking linkage: ModuleLinkage = ModuleLinkage(), environment: [String: String],
    timeout: Double
  ) throws(ExecutionError) -> ProcessResult {
    var environment = environment
    environment["TMPDIR"] = folder
    var child = ChildProcess(
      executable: path, arguments: arguments(linking: linkage), environment: environment, workingDirectory: folder,
      timeout: timeout)
    child.supervisor = supervisor
    return try child.run()
  }
}
