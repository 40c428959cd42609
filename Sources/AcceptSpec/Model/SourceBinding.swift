/// A definition block's binding to a file of the package, optionally to a named region of it.
package struct SourceBinding: Hashable, Sendable {
  /// The path relative to the package root, as written in the attribute.
  package var path: String
  /// The region name after `#`, or nil for the whole file.
  package var region: String?

  /// Creates a binding from a package-relative path and an optional region.
  package init(path: String, region: String?) {
    self.path = path
    self.region = region
  }

  /// Parses `path` or `path#region`.
  init(parsing text: String) {
    if let hash = text.firstIndex(of: "#") {
      path = String(text[..<hash])
      region = String(text[text.index(after: hash)...])
    } else {
      path = text
      region = nil
    }
  }

  /// The binding as written in the attribute.
  package var text: String { region.map { "\(path)#\($0)" } ?? path }
}
