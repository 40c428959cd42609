import Foundation

/// What became of compiling one program: a binary, or the compiler's complaint.
enum BuildOutcome: Sendable {
  /// A binary that can run.
  struct Built: Sendable {
    /// The binary's path.
    var binary: String
    /// Seconds spent compiling (0 when it came from the cache).
    var seconds: Double
    /// Whether it came from the cache.
    var cached: Bool
    /// The temporary folder that holds the binary when there is no cache; removed by `discard()`.
    var folder: TemporaryFolder?
  }

  /// A compile that failed.
  struct Failure: Sendable {
    /// What the compiler printed.
    var output: String
    /// Seconds spent compiling.
    var seconds: Double
    /// Whether the compile ran out of time.
    var timedOut: Bool
    /// Why the kit itself could not compile (no compiler, no folder): a failure of the run, never a compile error.
    var kitError: String? = nil
  }

  /// The program compiled.
  case built(Built)
  /// The program did not compile.
  case failed(Failure)

  /// Removes the temporary folder of a binary built without a cache.
  func discard() {
    if case .built(let built) = self { built.folder?.remove() }
  }
}

extension CheckRunner {
  /// Compiles `program`, or takes its binary from the cache.
  func build(_ program: CheckProgram) -> BuildOutcome {
    let key = ProgramCache.key(source: program.source, compiler: compiler, version: compilerVersion)
    if let cached = cache?.binary(for: key) {
      return .built(.init(binary: cached, seconds: 0, cached: true, folder: nil))
    }
    if let output = cache?.failure(for: key) {
      return .failed(.init(output: output, seconds: 0, timedOut: false))
    }
    do {
      let folder = try TemporaryFolder.make(prefix: "accept-build")
      _ = try folder.write(program.source, to: "main.swift")
      let compiled = try compiler.compile(in: folder.path, environment: environment, timeout: compileTimeout)
      guard compiled.termination == .exited(0) else {
        folder.remove()
        let output = compiled.standardError + compiled.standardOutput
        // Only the compiler's own verdict is remembered; a compile killed by a signal or the clock may pass next time.
        if case .exited = compiled.termination { cache?.storeFailure(output, for: key) }
        return .failed(.init(output: output, seconds: compiled.duration, timedOut: compiled.termination == .timedOut))
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
}
