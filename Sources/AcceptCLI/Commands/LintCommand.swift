import AcceptKit
import AcceptSpec

/// `accept lint`: parses every spec and checks attributes, parity and source bindings without compiling, then the
/// wording and layout rules (glossary, line length, clause tables, comment language).
struct LintCommand: AcceptCommand {
  static let name = "lint"
  static let summary = "check parsing, attributes, parity, source bindings and wording without compiling"
  static let help = """
    USAGE: accept lint [ROOT] [--languages A,B,C] [--max-line N]

    Parses every spec under ROOT (default: the Acceptance folder here or in the nearest folder above) in every
    language and checks the attributes of its swift blocks, that its editions hold the same blocks (parity) and that
    source-bound blocks equal their source. Reads every counterexample under ROOT/counterexamples as 'accept
    counterexamples' would: a patch that does not apply, or has a hunk without context, is an error; a hunk that
    applies only at an offset from its header's line (at most 10 lines) is a warning. Prints each problem as
    'file:line: error: message', and each weakness as 'file:line: warning: message' (an expect=compile-error check
    that names no diagnostic=). Compiles nothing.

    Then checks wording and layout, each finding as 'file:line: error: message', sorted by file and line:
      glossary         a form that ROOT/glossary.md says to avoid, in an edition's prose or in a comment of a block
                       not bound with source= (without ROOT/glossary.md, the summary says wording was not checked
                       against a glossary; the other rules still run)
      line length      a prose line longer than --max-line Unicode characters (default 200; 0 turns it off); lines
                       of code blocks, HTML blocks, link reference definitions and tables are exempt
      clause table     in an edition with a table whose cells name check ids in code spans, a check missing from
                       it, or an id-like cell in its id columns that names no check
      comment language an English comment in a block not bound with source= of an edition not in en or en-* (any case)
    These rules do not change what a check proves; 'accept run' does not apply them.

    OPTIONS:
      --languages A,B,C  the language folders every spec must have (default: zh-Hant,zh-Hans,ja)
      --max-line N       the longest prose line allowed, in Unicode characters (default 200; 0: no limit)

    EXIT STATUS: 0 clean (warnings allowed), 1 only wording or layout findings (the specs would run), 2 a spec error
    or an error in ROOT/glossary.md, 64 a bad invocation.
    """

  var common = CommonOptions()
  /// The longest prose line allowed; 0 turns the rule off.
  var maxLine = WordingLint.defaultMaxLine

  init(arguments: inout ArgumentList) throws(UsageError) {
    try common.parse(&arguments, subjects: false)
    if let text = try arguments.value("--max-line") {
      guard let number = Int(text), number >= 0 else {
        throw UsageError(
          "--max-line takes a whole number of characters (0 for no limit), not '\(text)'", command: Self.name)
      }
      maxLine = number
    }
    try common.root(
      from: try arguments.positionals(known: CommonOptions.names + ["--max-line"], atMost: 1), command: Self.name)
  }

  func run(_ console: Console) -> Int32 {
    let loader = SpecLoader(root: common.root, languages: common.languages)
    let catalog = loader.load()
    let counterexamples = CounterexampleLint(root: common.root, catalog: catalog, packageRoot: loader.packageRoot)
    let errors = catalog.allErrors + counterexamples.errors
    for error in errors { console.err("\(error)\n") }
    for warning in catalog.warnings + counterexamples.warnings { console.err("\(warning)\n") }
    let wording = WordingLint(root: common.root, maxLine: maxLine)
    let read = wording.editions(of: catalog, loader: loader)
    let report = wording.check(read.editions, partlyRead: read.partlyRead)
    for error in report.glossaryErrors { console.err("\(error)\n") }
    for finding in report.findings { console.err("\(finding)\n") }
    let checks = catalog.specs.reduce(0) { $0 + $1.editions.reduce(0) { $0 + $1.checks.count } }
    let broken = catalog.errors.count
    let patches =
      counterexamples.count == 0
      ? "" : "; \(counterexamples.count) counterexample(s) read, \(counterexamples.errors.count) unusable"
    console.out(
      "\(catalog.specs.count) spec(s) clean with \(checks) check(s) in all languages; \(broken) broken; "
        + "\(report.summary)\(patches)\n")
    if !errors.isEmpty || !report.glossaryErrors.isEmpty { return ExitStatus.specError }
    return report.findings.isEmpty ? ExitStatus.success : ExitStatus.checkFailed
  }
}
