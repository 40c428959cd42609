/// HTML written before and after some content, such as a `<div>` around a table or a `<span>` around a link's text.
package struct HTMLWrapper: Sendable, Hashable {
  /// What comes before the content, written as it is.
  package var opening: String
  /// What comes after the content, written as it is.
  package var closing: String

  /// Creates a wrapper from the HTML before and after the content.
  package init(opening: String, closing: String) {
    self.opening = opening
    self.closing = closing
  }
}
