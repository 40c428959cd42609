/// The glossary rule: an avoided form in an edition's prose, or in a comment of a block not bound with `source=`, is
/// a finding that names the form to write instead.
struct GlossaryRule: Sendable {
  /// The root's glossary.
  let glossary: Glossary

  /// The findings in `edition`.
  func findings(in edition: WordingEdition) -> [WordingFinding] {
    let language = edition.edition.language
    guard let matcher = glossary.matcher(for: language) else { return [] }
    let prose = edition.tree.proseRuns(lines: edition.lines).map { ($0.line, $0.text) }
    let comments = edition.comments.flatMap(\.lines)
    return (prose + comments).flatMap { line, text in
      matcher.matches(in: text).compactMap { match -> WordingFinding? in
        guard case .avoid(let use) = match.form.role else { return nil }
        let row = "\(Glossary.fileName):\(match.form.row)"
        return WordingFinding(
          at: edition.at(line), "glossary: write '\(use)' instead of '\(match.form.text)' (\(language), \(row))")
      }
    }
  }
}
