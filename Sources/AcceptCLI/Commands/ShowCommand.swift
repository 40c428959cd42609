import AcceptKit
import Foundation

/// `accept show SPEC#CHECK`: prints the complete standalone program of one check.
struct ShowCommand: AcceptCommand {
  static let name = "show"
  static let summary = "print the standalone program of one check"
  static let help = """
    USAGE: accept show SPEC#CHECK [ROOT] [--lang L] [--subject NAME=FILE]

    Prints the complete program of the check CHECK of the spec SPEC in language L (default: the first language):
    the harness, every definition block above the check and the check itself. Save it as main.swift and run it
    with 'swift main.swift' on any machine with a Swift 6 toolchain.
    """

  var common = CommonOptions()
  var spec: String
  var check: String
  var language: String?

  init(arguments: inout ArgumentList) throws(UsageError) {
    try common.parse(&arguments, subjects: true)
    language = try arguments.value("--lang")
    let positionals = try arguments.positionals(known: ["--lang"] + CommonOptions.names, atMost: 2)
    guard let target = positionals.first, let hash = target.firstIndex(of: "#") else {
      throw UsageError("show needs SPEC#CHECK, for example 'tour#delays-double'", command: Self.name)
    }
    spec = String(target[..<hash])
    check = String(target[target.index(after: hash)...])
    try common.root(from: Array(positionals.dropFirst()), command: Self.name)
  }

  func run(_ console: Console) -> Int32 {
    let loader = SpecLoader(root: common.root, languages: common.languages, replaced: Set(common.subjects.map(\.name)))
    let language = self.language ?? common.languages.first ?? ""
    let path = loader.path(spec: spec, language: language)
    guard let data = FileManager.default.contents(atPath: path) else {
      console.err("error: cannot read \(path)\n")
      return ExitStatus.usage
    }
    switch SpecParser(spec: spec, language: language, path: path).parse([UInt8](data)) {
    case .failure(let errors):
      console.err("\(errors)\n")
      return ExitStatus.specError
    case .success(let edition):
      guard let index = edition.blocks.firstIndex(where: { $0.attributes.check == check }) else {
        let ids = edition.checks.compactMap(\.attributes.check)
        let hint = Suggestion.closest(check, among: ids).map { "; did you mean '\($0)'?" } ?? ""
        console.err("error: \(path) has no check '\(check)'\(hint)\n")
        return ExitStatus.usage
      }
      console.out(ProgramAssembler(subjects: common.subjects).program(for: edition, checkAt: index).source)
      return ExitStatus.success
    }
  }
}
