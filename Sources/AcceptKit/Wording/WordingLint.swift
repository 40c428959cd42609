import Foundation

/// The wording and layout rules of `accept lint`, over a root's editions: the glossary (`<root>/glossary.md`, when
/// there is one), line length, clause tables and comment language. They change nothing a check proves, so
/// `accept run` does not apply them.
package struct WordingLint: Sendable {
  /// The default longest prose line, in Unicode scalars.
  package static let defaultMaxLine = 200

  /// The root folder as the user gave it.
  package let root: String
  /// The longest prose line allowed; 0 turns the rule off.
  package let maxLine: Int

  /// Creates the rules for `root`.
  package init(root: String, maxLine: Int = WordingLint.defaultMaxLine) {
    self.root = root
    self.maxLine = maxLine
  }

  /// Reads the glossary and applies every rule to `editions`.
  package func check(_ editions: [SpecEdition]) -> WordingReport {
    let path = "\(root)/\(Glossary.fileName)"
    let glossary = Self.readGlossary(at: path)
    var rules: [(WordingEdition) -> [WordingFinding]] = [
      LineLengthRule(limit: maxLine).findings, ClauseTableRule().findings, CommentLanguageRule().findings,
    ]
    if let read = glossary.glossary { rules.insert(GlossaryRule(glossary: read).findings, at: 0) }
    var findings: [WordingFinding] = []
    for edition in editions {
      guard let data = FileManager.default.contents(atPath: edition.path),
        case .success(let text) = TextDecoding.decode([UInt8](data))
      else { continue }
      let read = WordingEdition(edition: edition, text: text)
      findings += rules.flatMap { $0(read) }
    }
    return WordingReport(
      findings: Self.sorted(findings), glossaryErrors: glossary.errors, glossaryPath: path,
      hasGlossary: glossary.present)
  }

  /// The editions to check: those of every spec in `catalog`, and of a spec with errors every edition that parses
  /// on its own (its errors are reported anyway).
  package func editions(of catalog: SpecCatalog, loader: SpecLoader) -> [SpecEdition] {
    let broken = catalog.errors.keys.sorted().flatMap { name in
      loader.languages.compactMap { language -> SpecEdition? in
        let path = loader.path(spec: name, language: language)
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return try? SpecParser(spec: name, language: language, path: path).parse([UInt8](data)).get()
      }
    }
    return catalog.specs.flatMap(\.editions) + broken
  }

  /// The findings ordered by file, then line, keeping the rules' order within a line.
  private static func sorted(_ findings: [WordingFinding]) -> [WordingFinding] {
    findings.enumerated().sorted { left, right in
      let (a, b) = (left.element.location, right.element.location)
      return (a.file, a.line, left.offset) < (b.file, b.line, right.offset)
    }.map(\.element)
  }

  /// The glossary at `path`: absent, read, or with errors.
  private static func readGlossary(at path: String) -> (present: Bool, glossary: Glossary?, errors: [GlossaryError]) {
    guard FileManager.default.fileExists(atPath: path) else { return (false, nil, []) }
    guard let data = FileManager.default.contents(atPath: path) else {
      return (
        true, nil, [GlossaryError(.unreadable("the file cannot be read"), at: SourceLocation(file: path, line: 0))]
      )
    }
    switch TextDecoding.decode([UInt8](data)) {
    case .failure(let invalid):
      return (
        true, nil, [GlossaryError(.unreadable("not valid UTF-8"), at: SourceLocation(file: path, line: invalid.line))]
      )
    case .success(let text):
      let parsed = Glossary.parse(text, path: path)
      return (true, parsed.glossary, parsed.errors)
    }
  }
}
