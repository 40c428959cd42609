import AcceptKit

/// `accept lint`: parses every spec and checks attributes, parity and source bindings, without compiling.
struct LintCommand: AcceptCommand {
  static let name = "lint"
  static let summary = "check parsing, attributes, parity and source bindings without compiling"
  static let help = """
    USAGE: accept lint [ROOT] [--languages A,B,C]

    Parses every spec under ROOT (default: the Acceptance folder here or in the nearest folder above) in every
    language and checks the attributes of its swift blocks, that its editions hold the same blocks (parity) and that
    source-bound blocks equal their source. Prints each problem as 'file:line: error: message', and each weakness as
    'file:line: warning: message' (an expect=compile-error check that names no diagnostic=). Compiles nothing.

    EXIT STATUS: 0 clean (warnings allowed), 2 a spec error, 64 a bad invocation.
    """

  var common = CommonOptions()

  init(arguments: inout ArgumentList) throws(UsageError) {
    try common.parse(&arguments, subjects: false)
    try common.root(from: try arguments.positionals(known: CommonOptions.names, atMost: 1), command: Self.name)
  }

  func run(_ console: Console) -> Int32 {
    let catalog = SpecLoader(root: common.root, languages: common.languages).load()
    let errors = catalog.allErrors
    for error in errors { console.err("\(error)\n") }
    for warning in catalog.warnings { console.err("\(warning)\n") }
    let checks = catalog.specs.reduce(0) { $0 + $1.editions.reduce(0) { $0 + $1.checks.count } }
    let broken = catalog.errors.count
    console.out("\(catalog.specs.count) spec(s) clean with \(checks) check(s) in all languages; \(broken) broken\n")
    return errors.isEmpty ? ExitStatus.success : ExitStatus.specError
  }
}
