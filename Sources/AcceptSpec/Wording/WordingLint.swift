import Foundation

/// The wording and layout rules of `accept lint`, over a root's editions: the glossary (`<root>/glossary.md`, when
/// there is one), line length, clause tables and comment language. They change nothing a check proves, so
/// `accept run` does not apply them.
package struct WordingLint: Sendable {
  /// One rule: the findings it has in an edition.
  private typealias Rule = (WordingEdition) -> [WordingFinding]

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

  /// Reads the glossary and applies every rule to `editions`; the editions whose paths are in `partlyRead` were read
  /// only as far as their blocks parse, so the clause table rule skips them.
  package func check(_ editions: [SpecEdition], partlyRead: Set<String> = []) -> WordingReport {
    let path = "\(root)/\(Glossary.fileName)"
    let glossary = Self.readGlossary(at: path)
    let targets = LinkTargets()
    var findings: [WordingFinding] = []
    for edition in editions {
      guard let data = FileManager.default.contents(atPath: edition.path),
        case .success(let text) = TextDecoding.decode([UInt8](data))
      else { continue }
      let read = WordingEdition(edition: edition, text: text)
      let complete = !partlyRead.contains(edition.path)
      findings += rules(glossary: glossary.glossary, targets: targets, complete: complete).flatMap { $0(read) }
    }
    return WordingReport(
      findings: Self.sorted(findings), glossaryErrors: glossary.errors, glossaryPath: path,
      hasGlossary: glossary.present)
  }

  /// The rules in the order they report within a line; the clause table and check heading rules only for an edition
  /// that parses (`complete`), since a check whose block has an error is missing from a partly read one.
  private func rules(glossary: Glossary?, targets: LinkTargets, complete: Bool) -> [Rule] {
    var rules: [Rule] = [LineLengthRule(limit: maxLine).findings]
    if let glossary { rules.insert(GlossaryRule(glossary: glossary).findings, at: 0) }
    if complete { rules += [ClauseTableRule().findings, CheckHeadingRule().findings] }
    return rules + [LinkRule(targets: targets).findings, CommentLanguageRule().findings]
  }

  /// The editions to check: those of every spec in `catalog`, and of a spec with errors every edition in UTF-8,
  /// read as far as its blocks parse (its errors are reported anyway, and its prose is still worth reading); the
  /// paths of the latter are `partlyRead`, for `check(_:partlyRead:)`.
  package func editions(of catalog: SpecCatalog, loader: SpecLoader) -> (
    editions: [SpecEdition], partlyRead: Set<String>
  ) {
    let broken = catalog.errors.keys.sorted().flatMap { name in
      loader.languages.compactMap { language -> SpecEdition? in
        let path = loader.path(spec: name, language: language)
        guard let data = FileManager.default.contents(atPath: path),
          case .success(let text) = TextDecoding.decode([UInt8](data))
        else { return nil }
        return SpecParser(spec: name, language: language, path: path).readableEdition(text: text)
      }
    }
    return (catalog.specs.flatMap(\.editions) + broken, Set(broken.map(\.path)))
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
