import AcceptProcess

extension CheckRunner {
  /// A check's time limit when its block sets no `timeout=` and no option changes it, in seconds: `accept run`'s
  /// default `--timeout`, and the limit of `accept mutate`'s runs of the unmutated checks.
  package static let defaultTimeout: Double = 30

  /// The runner that `accept run` and `accept mutate` build and run checks with: `compiler` with the sanitizer's
  /// flag and the supervisor, the program cache of the package at `cachedIn` (none when nil), the prebuilt harness
  /// module (kept in the folder `ACCEPT_HARNESS_CACHE` names, else in that cache, else in a temporary folder), and
  /// the compiler's version, which is returned too for the report.
  package static func configured(
    compiler: SwiftCompiler, sanitizer: Sanitizer?, supervisor: String?, assembler: ProgramAssembler,
    defaultTimeout: Double, environment: [String: String], cachedIn packageRoot: String?
  ) -> (runner: CheckRunner, toolchain: String) {
    var compiler = compiler
    if let sanitizer { compiler.extraFlags.append(sanitizer.flag) }
    compiler.supervisor = supervisor
    let toolchain = compiler.version(environment: environment)
    var runner = CheckRunner(
      compiler: compiler, assembler: assembler, defaultTimeout: defaultTimeout, environment: environment)
    runner.cache = packageRoot.map(ProgramCache.forPackage)
    // `ACCEPT_EMBEDDED_HARNESS=1` compiles the harness's text in every program, as before the module: for
    // `scripts/bench-prebuilt-harness.sh`, and as a way around a module that misbehaves.
    if environment["ACCEPT_EMBEDDED_HARNESS"] != "1" {
      let folder = environment[HarnessModule.folderVariable].flatMap { $0.isEmpty ? nil : $0 } ?? runner.cache?.folder
      runner.harnessModule = folder.map(HarnessModule.kept(in:)) ?? HarnessModule(cacheFolder: nil)
    }
    runner.compilerVersion = toolchain
    runner.supervisor = supervisor
    return (runner, toolchain)
  }
}
