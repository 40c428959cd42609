/// One row of a glossary table: the editions it applies to, the form to write and the forms to replace by it.
struct GlossaryRow: Hashable, Sendable {
  /// The 1-based line of the row in the glossary file.
  let line: Int
  /// The language folders the row applies to.
  let languages: [String]
  /// The form to write.
  let use: String
  /// The forms to replace by `use` (may be empty: `use` then only shields the longer word it is).
  let avoid: [String]

  /// The row's forms: `use` first, then each avoided form.
  var forms: [GlossaryForm] {
    [GlossaryForm(use, role: .use, row: line)] + avoid.map { GlossaryForm($0, role: .avoid(use: use), row: line) }
  }
}
