/// One form a glossary row lists for a language: the form to write, or a form to replace by it.
struct GlossaryForm: Hashable, Sendable {
  /// What the glossary says of the form.
  enum Role: Hashable, Sendable {
    /// The form to write.
    case use
    /// A form to avoid, with the form to write instead.
    case avoid(use: String)
  }

  /// The form as listed.
  let text: String
  /// Whether it is used or avoided.
  let role: Role
  /// The 1-based line of the glossary row that lists it.
  let row: Int
  /// The form's Unicode scalars, which matching compares.
  let scalars: [Unicode.Scalar]

  /// Creates a form listed at the 1-based glossary line `row`.
  init(_ text: String, role: Role, row: Int) {
    self.text = text
    self.role = role
    self.row = row
    scalars = Array(text.unicodeScalars)
  }
}
