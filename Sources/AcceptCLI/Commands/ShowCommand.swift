import AcceptExecution
import AcceptKit
import AcceptSpec
import Foundation

/// `accept show SPEC#CHECK`: prints the complete standalone program of one check.
struct ShowCommand: AcceptCommand {
  static let name = "show"
  static let summary = "print the standalone program of one check"
  static let help = """
    USAGE: accept show SPEC#CHECK [ROOT] [--lang L] [--subject NAME=FILE]

    Prints the complete program of the check CHECK of the spec SPEC in language L (default: the first language):
    the harness, every definition block the check sees (those above it and those marked scope=spec, in document
    order) and the check itself. Save it as main.swift and run it
    with 'swift main.swift' on any machine with a Swift 6 toolchain. A check whose spec imports modules other than
    the toolchain's needs them built: the program then starts with comments that name those modules and the flags
    'accept run' adds.
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
      guard let found = edition.check(check) else {
        let ids = edition.checks.map(\.id)
        let hint = Suggestion.closest(check, among: ids).map { "; did you mean '\($0)'?" } ?? ""
        console.err("error: \(path) has no check '\(check)'\(hint)\n")
        return ExitStatus.usage
      }
      let program = ProgramAssembler(subjects: common.subjects).program(for: edition, check: found).source
      console.out(Self.moduleNote(edition) + program)
      return ExitStatus.success
    }
  }

  /// Comments for a program whose spec imports modules that are not the toolchain's: `swift main.swift` alone cannot
  /// find them, and `accept run` compiles it with flags this command does not resolve. Empty for other programs.
  static func moduleNote(_ edition: SpecEdition) -> String {
    let names = Set(
      edition.compiledBlocks.flatMap { ModuleImport.all(in: $0.code) }.map(\.module)
    ).subtracting(ModuleImport.toolchainModules).sorted()
    guard !names.isEmpty else { return "" }
    return """
      // This spec imports modules that are not the toolchain's: \(names.joined(separator: ", ")).
      // 'accept run' builds the package's library targets among them with SwiftPM (.build/accept-modules) and compiles
      // this program with: -I <bin>/Modules, the object files of each target and of the targets it depends on, and
      // for a C target -Xcc -fmodule-map-file=<bin>/<T>.build/module.modulemap -Xcc -I<target>/include.
      // A source= block of an imported target is served by its module there, not compiled from the quote below.
      // 'swift main.swift' alone does not find these modules (see Docs/using-in-your-package.md).

      """
  }
}
