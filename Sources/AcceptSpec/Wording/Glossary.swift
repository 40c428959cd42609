/// The glossary of a spec root (`<root>/glossary.md`): for each edition language, the forms to write and the forms to
/// replace by them. Only rows without errors are kept.
struct Glossary: Hashable, Sendable {
  /// The file name of a root's glossary.
  static let fileName = "glossary.md"

  /// The rows read without errors, in file order.
  let rows: [GlossaryRow]

  /// The matcher of every form listed for `language`, or nil when no row applies to it.
  func matcher(for language: String) -> FormMatcher? {
    let forms = rows.filter { $0.languages.contains(language) }.flatMap(\.forms)
    return forms.isEmpty ? nil : FormMatcher(forms)
  }
}
