extension Glossary {
  /// The forms admitted so far, per language, so that a row which contradicts an earlier one (or itself) is found.
  struct Consistency {
    /// The line of the first row that uses each form, by language.
    private var used: [String: [String: Int]] = [:]
    /// The form to write instead of each avoided form and the line that says so, by language.
    private var avoided: [String: [String: (use: String, line: Int)]] = [:]

    /// The problems of `row` against the rows admitted before it; a row without any is admitted.
    mutating func admit(_ row: GlossaryRow) -> [GlossaryError.Problem] {
      let found = row.languages.flatMap { problems(of: row, in: $0) }
      guard found.isEmpty else { return found }
      for language in row.languages {
        used[language, default: [:]][row.use] = used[language]?[row.use] ?? row.line
        for form in row.avoid where avoided[language]?[form] == nil {
          avoided[language, default: [:]][form] = (row.use, row.line)
        }
      }
      return []
    }

    private func problems(of row: GlossaryRow, in language: String) -> [GlossaryError.Problem] {
      var problems: [GlossaryError.Problem] = []
      if let earlier = avoided[language]?[row.use] {
        problems.append(.usedAndAvoided(form: row.use, language: language, usedAt: row.line, avoidedAt: earlier.line))
      }
      for form in row.avoid {
        if let line = form == row.use ? row.line : used[language]?[form] {
          problems.append(.usedAndAvoided(form: form, language: language, usedAt: line, avoidedAt: row.line))
        } else if let earlier = avoided[language]?[form], earlier.use != row.use {
          problems.append(
            .twoUses(form: form, language: language, first: earlier.use, firstLine: earlier.line, second: row.use))
        }
      }
      return problems
    }
  }
}
