import AcceptExecution
import AcceptKit
import AcceptSpec
import Foundation

/// The options several commands share: the root folder, the language set and the subjects.
struct CommonOptions {
  /// The option names, for suggestions.
  static let names = ["--languages", "--subject"]

  /// The root folder: ROOT as given, else the `Acceptance` folder found here or above.
  var root = AcceptanceRoot.folderName
  /// The language folders every spec must have.
  var languages = SpecLoader.defaultLanguages
  /// The parsed `--subject NAME=FILE` replacements.
  var subjects: [Subject] = []

  /// Reads `--languages a,b,c` and `--subject NAME=FILE` (repeatable).
  mutating func parse(_ arguments: inout ArgumentList, subjects allowed: Bool) throws(UsageError) {
    if let list = try arguments.value("--languages") {
      languages = list.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
      guard !languages.isEmpty, !languages.contains("") else {
        throw UsageError(
          "--languages takes a comma-separated list such as zh-Hant,zh-Hans,ja", command: arguments.command)
      }
      if let repeated = languages.enumerated().first(where: { languages[..<$0.offset].contains($0.element) }) {
        throw UsageError(
          "--languages names '\(repeated.element)' more than once; give each language once", command: arguments.command)
      }
    }
    guard allowed else { return }
    for text in try arguments.values("--subject") { subjects.append(try subject(text, arguments.command)) }
  }

  /// Takes the root from the positionals; without one, finds the `Acceptance` folder in the current folder or the
  /// nearest folder above it, or says which ROOT to pass.
  mutating func root(from positionals: [String], command: String) throws(UsageError) {
    if let first = positionals.first {
      root = first
      return
    }
    let here = FileManager.default.currentDirectoryPath
    guard let found = AcceptanceRoot.find(from: here) else {
      throw UsageError(
        "no \(AcceptanceRoot.folderName) folder in \(here) or any folder above it; pass ROOT, the folder that holds "
          + "the language folders, for example 'accept \(command) path/to/\(AcceptanceRoot.folderName)'",
        command: command)
    }
    root = found
  }

  private func subject(_ text: String, _ command: String) throws(UsageError) -> Subject {
    guard let equals = text.firstIndex(of: "="), equals != text.startIndex, text.index(after: equals) != text.endIndex
    else { throw UsageError("--subject takes NAME=FILE, not '\(text)'", command: command) }
    let name = String(text[..<equals])
    let path = String(text[text.index(after: equals)...])
    do {
      let data = try RegularFile.read(path)
      return Subject(name: name, path: path, code: String(decoding: data, as: UTF8.self))
    } catch {
      throw UsageError("--subject \(name): \(error)", command: command)
    }
  }
}
