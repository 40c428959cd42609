import Foundation

/// Compiles and runs one check in one language, each in a temporary folder of its own, and judges the outcome.
public struct CheckRunner: Sendable {
  /// The compiler that builds the programs.
  public var compiler: SwiftCompiler
  /// The assembler that writes the programs.
  public var assembler: ProgramAssembler
  /// The time limit for a check without `timeout=`, in seconds.
  public var defaultTimeout: Double
  /// The time limit for one compile, in seconds.
  public var compileTimeout: Double = 600
  /// The environment handed to the compiler and, with the harness's variables, to the program.
  public var environment: [String: String]

  /// Creates a runner.
  public init(compiler: SwiftCompiler, assembler: ProgramAssembler, defaultTimeout: Double, environment: [String: String]) {
    self.compiler = compiler
    self.assembler = assembler
    self.defaultTimeout = defaultTimeout
    self.environment = environment
  }

  /// Runs the check block at `index` of `edition`; never throws: a failure of the kit itself is a failed result.
  public func run(_ edition: SpecEdition, checkAt index: Int) -> CheckResult {
    let block = edition.blocks[index]
    var result = CheckResult(
      spec: edition.spec, check: block.attributes.check ?? "", language: edition.language, file: edition.path,
      line: block.location.line, expect: block.attributes.expect)
    guard !block.attributes.ignore else { return result }
    let program = assembler.program(for: edition, checkAt: index)
    let parser = DiagnosticParser(files: program.files, fallback: block.location)
    do {
      let folder = try TemporaryFolder.make(prefix: "accept-\(edition.spec)-\(result.check)")
      defer { folder.remove() }
      try execute(program, in: folder, timeout: block.attributes.timeout ?? defaultTimeout, parser, &result)
    } catch {
      result.failures.append(CheckFailure(file: edition.path, line: block.location.line, message: "\(error)"))
      result.settle(.failed)
    }
    return result
  }

  private func execute(
    _ program: CheckProgram, in folder: TemporaryFolder, timeout: Double, _ parser: DiagnosticParser,
    _ result: inout CheckResult
  ) throws(ExecutionError) {
    _ = try folder.write(program.source, to: "main.swift")
    let compiled = try compiler.compile(in: folder.path, environment: environment, timeout: compileTimeout)
    result.compileSeconds = compiled.duration
    result.durationSeconds = compiled.duration
    guard compiled.termination == .exited(0) else {
      result.output = compiled.standardError + compiled.standardOutput
      result.failures = parser.compileErrors(in: result.output)
      result.settle(compiled.termination == .timedOut ? .timeout : .compileError)
      return
    }
    let events = "\(folder.path)/events.jsonl"
    let work = try folder.subfolder("work")
    var childEnvironment = environment
    childEnvironment["ACCEPT_EVENTS"] = events
    childEnvironment["SWIFT_BACKTRACE"] = "enable=no"
    let ran = try ChildProcess(
      executable: "\(folder.path)/check", arguments: [], environment: childEnvironment, workingDirectory: work,
      timeout: timeout
    ).run()
    result.runSeconds = ran.duration
    result.durationSeconds += ran.duration
    judge(ran, events: (try? String(contentsOfFile: events, encoding: .utf8)) ?? "", parser, &result)
  }

  private func judge(_ ran: ProcessResult, events: String, _ parser: DiagnosticParser, _ result: inout CheckResult) {
    let log = EventLog(parsing: events)
    result.records = log.records
    result.marks = log.marks
    result.failures = log.failures + parser.traps(in: ran.standardError)
    var output = ran.standardOutput + ran.standardError
    if ran.truncated { output += "\n(output cut at \(1 << 20) bytes per stream)" }
    result.output = OutputCleaner.clean(output)
    switch ran.termination {
    case .timedOut:
      result.failures.append(
        CheckFailure(file: result.file, line: result.line, message: "timed out after \(Self.format(ran.duration))s"))
      result.settle(.timeout)
    case .signalled(let signal):
      if result.failures.isEmpty {
        result.failures.append(CheckFailure(file: result.file, line: result.line, message: "killed by signal \(signal)"))
      }
      result.settle(.crashed)
    case .exited(let status):
      result.settle(status == 0 && log.failures.isEmpty ? .passed : .failed)
      if status != 0 && result.failures.isEmpty {
        result.failures.append(CheckFailure(file: result.file, line: result.line, message: "exited with status \(status)"))
      }
    }
  }

  /// A duration with one decimal.
  static func format(_ seconds: Double) -> String { String(format: "%.1f", seconds) }
}
