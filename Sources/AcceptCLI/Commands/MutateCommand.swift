import AcceptExecution
import AcceptKit
import AcceptProcess
import AcceptReporting
import AcceptSpec
import Foundation

/// `accept mutate`: mutates the code each spec binds with `source=` and demands that some check reject each mutant.
struct MutateCommand: AcceptCommand {
  static let name = "mutate"
  static let summary = "mutate the code specs bind with source= and count the mutants their checks kill"
  static let options = [
    "--spec", "--lang", "--jobs", "--timeout", "--report", "--min-score", "--no-cache", "--no-schema", "--languages",
    "--sanitize",
  ]
  static let help = """
    USAGE: accept mutate [ROOT] [--spec S]... [--lang L] [--jobs N] [--timeout S] [--report DIR] [--min-score P]

    For each definition block bound with source=, makes mutants of the bound code (a comparison's boundary moved or
    negated, && and || swapped, a Boolean or integer literal changed, + and - or * and / swapped, a call statement,
    a precondition or a guard removed, a return value replaced by its type's default, the arms of an if/else or ?:
    swapped; never inside comments or string literals), then runs the spec's checks in one language against each
    mutant, in document order, until one goes unexpectedly: that check kills it. First every check runs unmutated
    and must go as expected. Prints one line per mutant as it ends and, last,
    'mutation score: K of N killed (P%), E equivalent, U unviable'.

    A mutant is killed when a check goes unexpectedly (incomplete included); a timeout kills too and is shown
    apart; one that does not compile is unviable; one the kit failed on is not judged (and fails the run). A
    comment '// accept: equivalent OPERATOR: REASON' on the source line (or alone on the line above) marks that
    line's mutants of OPERATOR as equivalent to the original; they are reported, never run.

    OPTIONS:
      --spec NAME        measure only this spec (repeatable; default every spec with a source= block)
      --lang L           the edition whose checks run (default: the first language; the code is the same in all)
      --jobs N           mutants judged at once (default: the number of processors)
      --timeout SECONDS  the least time a check gets under a mutant (default 1); it gets 3 times its unmutated
                         run time when that is more, never more than its own limit; a timeout counts when the
                         unmutated check then finishes within the same time, else after the mutant ran out of 4
                         times the time
      --report DIR       write DIR/mutation.json, and the unmutated run's report with the review page
      --min-score P      pass when the score (0 to 1) is at least P even if some mutants survive
      --no-cache         compile and judge everything afresh (caches: .build/accept-cache, .build/accept-mutants)
      --sanitize KIND    build with a sanitizer (thread or address): its reports fail a check, so they kill
                         (address finds leaked memory, thread finds unguarded shared state)
      --no-schema        compile every mutant on its own instead of one schema program per spec (for comparison)
      --languages A,B,C  the language folders every spec must have (default zh-Hant,zh-Hans,ja)

    EXIT STATUS: 0 every mutant not marked equivalent was killed (or unviable), or the score is at least
    --min-score; 1 some survived, some could not be judged, a check failed unmutated, or nothing was judged;
    2 a spec error; 64 a bad invocation. Checks with expect=compile-error do not judge mutants. Columns count
    UTF-8 bytes, as swiftc's do.
    """

  var common = CommonOptions()
  var options = MutationOptions()
  var reportDirectory: String?
  var minimumScore: Double?

  init(arguments: inout ArgumentList) throws(UsageError) {
    try common.parse(&arguments, subjects: false)
    options.specFilter = try arguments.values("--spec")
    options.language = try arguments.value("--lang")
    options.jobs = try arguments.positiveInteger("--jobs") ?? ProcessInfo.processInfo.activeProcessorCount
    options.timeoutFloor = try arguments.positiveNumber("--timeout") ?? options.timeoutFloor
    reportDirectory = try arguments.value("--report")
    if let text = try arguments.value("--min-score") {
      guard let value = Double(text), value >= 0, value <= 1 else {
        throw UsageError("--min-score takes a fraction from 0 to 1 such as 0.95, not '\(text)'", command: Self.name)
      }
      minimumScore = value
    }
    if let kind = try arguments.value("--sanitize") {
      guard let sanitizer = Sanitizer(rawValue: kind) else {
        throw UsageError("--sanitize takes thread or address, not '\(kind)'", command: Self.name)
      }
      options.sanitizer = sanitizer
    }
    options.useCache = !arguments.flag("--no-cache")
    options.schemata = !arguments.flag("--no-schema")
    try common.root(from: try arguments.positionals(known: Self.options, atMost: 1), command: Self.name)
    options.root = common.root
    options.languages = common.languages
    if let language = options.language, !options.languages.contains(language) {
      throw UsageError(
        "--lang \(language) is not one of \(options.languages.joined(separator: ", "))", command: Self.name)
    }
  }

  func run(_ console: Console) -> Int32 {
    let compiler: SwiftCompiler
    do {
      compiler = try SwiftCompiler.locate(environment: console.environment)
    } catch {
      console.err("error: \(error)\n")
      return ExitStatus.usage
    }
    if let problem = filterProblem() {
      console.err("\(problem)\n")
      return ExitStatus.usage
    }
    if let folder = reportDirectory {
      do {
        try ReportFolderWriter(path: folder).checkWritable()
      } catch {
        console.err("accept: \(error)\n")
        return ExitStatus.usage
      }
    }
    var options = options
    options.supervisor = console.supervisor
    let lock = NSLock()
    let print: @Sendable (String) -> Void = { text in
      lock.lock()
      console.out(text + "\n")
      lock.unlock()
    }
    let outcome = MutationRun(options: options, compiler: compiler, environment: console.environment).perform(print)
    for error in outcome.specErrors { console.err("\(error)\n") }
    let signal = ProcessRegistry.shared.interruptingSignal
    if signal != nil { ProcessRegistry.shared.removeLeftoverFolders() }
    var written = true
    if signal == nil, let folder = reportDirectory { written = write(outcome, to: folder, console) }
    let closing = MutationClosing(outcome, minimumScore: minimumScore, interruptedBy: signal, reportWritten: written)
    for line in closing.lines { console.out(line + "\n") }
    return closing.status
  }

  /// Writes the report folder; false (with the reason printed) when it cannot be written.
  private func write(_ outcome: MutationRun.Outcome, to folder: String, _ console: Console) -> Bool {
    do {
      try ReportFolderWriter(path: folder).write(outcome.baseline, mutation: outcome.report)
      console.out("report written to \(folder)/\n")
      return true
    } catch {
      console.err("accept: \(error)\n")
      return false
    }
  }

  /// A usage error when a --spec names no spec.
  private func filterProblem() -> UsageError? {
    let catalog = SpecLoader(root: common.root, languages: common.languages).load()
    return SpecSelection(specs: options.specFilter).problem(in: catalog, root: common.root).map {
      UsageError($0.description, command: Self.name)
    }
  }
}
