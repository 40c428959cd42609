import AcceptKit
import AcceptSpec
import Foundation

/// `accept list`: the specs, their checks and their definition blocks, as text or JSON.
struct ListCommand: AcceptCommand {
  static let name = "list"
  static let summary = "list specs, checks and definition blocks"
  static let help = """
    USAGE: accept list [ROOT] [--json] [--languages A,B,C]

    Lists every spec under ROOT (default: the Acceptance folder here or in the nearest folder above) that passes
    lint, with each check (spec, check, language, file, line, expect) and each definition block (its name, file,
    line, source=, scope=spec when every check of the spec sees it, and whether it is ignored). With --json, prints
    one JSON object with the keys "specs", "checks" and "definitions". Broken specs are reported on standard error
    (exit status 2).
    """

  var common = CommonOptions()
  var json: Bool

  init(arguments: inout ArgumentList) throws(UsageError) {
    try common.parse(&arguments, subjects: false)
    json = arguments.flag("--json")
    try common.root(
      from: try arguments.positionals(known: ["--json"] + CommonOptions.names, atMost: 1), command: Self.name)
  }

  func run(_ console: Console) -> Int32 {
    let catalog = SpecLoader(root: common.root, languages: common.languages).load()
    for error in catalog.allErrors { console.err("\(error)\n") }
    let listing = Listing(catalog)
    console.out(json ? listing.json() : listing.text())
    return catalog.allErrors.isEmpty ? ExitStatus.success : ExitStatus.specError
  }
}

/// The rows `accept list` prints.
struct Listing: Encodable {
  /// One check in one language.
  struct Check: Encodable {
    var spec, check, language, file: String
    var line: Int
    var expect: String
    var ignored: Bool
  }

  /// One definition block in one language.
  struct Definition: Encodable {
    var spec: String
    var name: String?
    var language, file: String
    var line: Int
    var source: String?
    /// Which checks see the block: `below` (the default) or `spec`.
    var scope: String
    var ignored: Bool
  }

  var specs: [String]
  var checks: [Check] = []
  var definitions: [Definition] = []

  init(_ catalog: SpecCatalog) {
    specs = catalog.specs.map(\.name)
    for edition in catalog.specs.flatMap(\.editions) {
      for block in edition.blocks {
        let (file, line) = (edition.path, block.location.line)
        switch block.attributes.role {
        case .check(let check):
          checks.append(
            Check(
              spec: edition.spec, check: check.id, language: edition.language, file: file, line: line,
              expect: check.expect.rawValue, ignored: block.attributes.ignore))
        case .definition(let definition):
          definitions.append(
            Definition(
              spec: edition.spec, name: definition.name, language: edition.language, file: file, line: line,
              source: definition.source?.text, scope: definition.scope.rawValue, ignored: block.attributes.ignore))
        }
      }
    }
  }

  func json() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(self) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  func text() -> String {
    var text = ""
    for spec in specs {
      text += "\(spec)\n"
      for definition in definitions where definition.spec == spec {
        let source = definition.source.map { " source=\($0)" } ?? ""
        let scope = definition.scope == DefinitionScope.below.rawValue ? "" : " scope=\(definition.scope)"
        let ignored = definition.ignored ? " ignored" : ""
        text +=
          "  definition \(definition.name ?? "(unnamed)") [\(definition.language)] "
          + "\(definition.file):\(definition.line)\(source)\(scope)\(ignored)\n"
      }
      for check in checks where check.spec == spec {
        let ignored = check.ignored ? " ignored" : ""
        text +=
          "  check \(check.check) [\(check.language)] \(check.file):\(check.line) expect=\(check.expect)\(ignored)\n"
      }
    }
    return text
  }
}
