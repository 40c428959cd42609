/// How `MarkdownHTML` writes a heading's tag: its level and the attributes it carries.
package struct HeadingMarkup: Sendable, Hashable {
  /// The level of the `<hN>` tag; the renderer keeps it within 1...6.
  package var level: Int
  /// The `id` attribute, or nil for none (the renderer escapes it).
  package var id: String?
  /// The `class` attribute, or nil for none (the renderer escapes it).
  package var className: String?

  /// Creates the markup of a heading; by default it has no attributes.
  package init(level: Int, id: String? = nil, className: String? = nil) {
    self.level = level
    self.id = id
    self.className = className
  }

  /// The opening tag, such as `<h3 id="a" class="md-h1">`.
  var openingTag: String {
    let idAttribute = id.map { " id=\"\(InlineHTML.escaped($0))\"" } ?? ""
    let classAttribute = className.map { " class=\"\(InlineHTML.escaped($0))\"" } ?? ""
    return "<h\(clampedLevel)\(idAttribute)\(classAttribute)>"
  }

  /// The closing tag.
  var closingTag: String { "</h\(clampedLevel)>" }

  private var clampedLevel: Int { min(6, max(1, level)) }
}
