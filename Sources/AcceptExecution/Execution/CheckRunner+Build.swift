import AcceptProcess
import AcceptSpec
import Foundation

/// What became of compiling one program: a binary, or the compiler's complaint.
package enum BuildOutcome: Sendable {
  /// A binary that can run.
  package struct Built: Sendable {
    /// The binary's path.
    package var binary: String
    /// Seconds spent compiling (0 when it came from the cache).
    package var seconds: Double
    /// Whether it came from the cache.
    var cached: Bool
    /// The temporary folder that holds the binary when there is no cache; removed by `discard()`.
    var folder: TemporaryFolder?
  }

  /// A compile that failed.
  package struct Failure: Sendable {
    /// What the compiler printed.
    package var output: String
    /// Seconds spent compiling.
    var seconds: Double
    /// Whether the compile ran out of time.
    package var timedOut: Bool
    /// Why the kit itself could not compile (no compiler, no folder): a failure of the run, never a compile error.
    package var kitError: String? = nil
  }

  /// The program compiled.
  case built(Built)
  /// The program did not compile.
  case failed(Failure)

  /// Removes the temporary folder of a binary built without a cache.
  package func discard() {
    if case .built(let built) = self { built.folder?.remove() }
  }
}

extension CheckRunner {
  /// Compiles `program`, or takes its binary (or its definitive compile error) from the cache. With the prebuilt
  /// harness the program imports the module instead of compiling the harness's text; if that compile fails (a package
  /// module that declares one of the harness's names makes them ambiguous, a module the compiler refuses), the
  /// program is compiled with the text, as without the module, and judged by that compile alone.
  package func build(_ program: CheckProgram) -> BuildOutcome {
    if let module = harnessModule?.module(
      compiler: compiler, version: compilerVersion, environment: environment, timeout: compileTimeout),
      case .built(let built) = build(
        HarnessSource.importing(HarnessModule.name, in: program.source), program,
        linkage: program.linkage.adding(module.linkage), keepFailure: false)
    {
      return .built(built)
    }
    return build(program.source, program, linkage: program.linkage, keepFailure: true)
  }

  /// Compiles `source` (the text of `program`, or it with the harness imported) with `linkage`; its cache key holds
  /// the program's whole text and the linkage. A definitive compile error is cached only when `keepFailure` says so.
  private func build(
    _ source: String, _ program: CheckProgram, linkage: ModuleLinkage, keepFailure: Bool
  ) -> BuildOutcome {
    let key = ProgramCache.key(source: program.source, compiler: compiler, version: compilerVersion, linkage: linkage)
    if let cached = cache?.binary(for: key) {
      return .built(.init(binary: cached, seconds: 0, cached: true, folder: nil))
    }
    if keepFailure, let output = cache?.failure(for: key) {
      if !Self.locatedErrors(in: output, program).isEmpty {
        return .failed(.init(output: output, seconds: 0, timedOut: false))
      }
      cache?.removeFailure(for: key)
    }
    do {
      let folder = try TemporaryFolder.make(prefix: "accept-build")
      _ = try folder.write(source, to: "main.swift")
      let compiled = try compiler.compile(
        in: folder.path, linking: linkage, environment: environment, timeout: compileTimeout)
      guard compiled.termination == .exited(0) else {
        folder.remove()
        return .failed(compileFailure(compiled, program, keepFailure ? key : nil))
      }
      let binary = "\(folder.path)/check"
      if let cache, let stored = cache.store(binary, for: key) {
        folder.remove()
        return .built(.init(binary: stored, seconds: compiled.duration, cached: false, folder: nil))
      }
      return .built(.init(binary: binary, seconds: compiled.duration, cached: false, folder: folder))
    } catch {
      return .failed(.init(output: "accept: \(error)", seconds: 0, timedOut: false, kitError: "\(error)"))
    }
  }

  /// A failed compile: the program's own compile error when the compiler exited reporting at least one error located
  /// in the program (the only verdict the cache keeps), the clock's when it ran out, else a failure of the kit (a
  /// compiler killed by a signal, a module cache it cannot write, a full disk), to be tried again next run.
  private func compileFailure(
    _ compiled: ProcessResult, _ program: CheckProgram, _ key: String?
  ) -> BuildOutcome.Failure {
    let output = compiled.standardError + compiled.standardOutput
    var failure = BuildOutcome.Failure(
      output: output, seconds: compiled.duration, timedOut: compiled.termination == .timedOut)
    guard !failure.timedOut else { return failure }
    if case .exited = compiled.termination, !Self.locatedErrors(in: output, program).isEmpty {
      if let key { cache?.storeFailure(output, for: key) }
      return failure
    }
    let how: String
    switch compiled.termination {
    case .signalled(let signal): how = "was killed by signal \(signal)"
    case .exited(let status): how = "exited with status \(status) without reporting an error in the program"
    case .timedOut: how = "ran out of time"
    }
    failure.kitError = "the compiler \(how); the check's code was not judged (see the output)"
    return failure
  }

  /// The compiler's errors that point into the program: its Markdown files, its subjects, or `main.swift`.
  static func locatedErrors(in output: String, _ program: CheckProgram) -> [CheckFailure] {
    let files = Set(program.files + ["main.swift"])
    let parser = DiagnosticParser(files: program.files, fallback: SourceLocation(file: "main.swift", line: 0))
    return parser.compileErrors(in: output).filter { files.contains($0.file) && $0.line > 0 }
  }
}
