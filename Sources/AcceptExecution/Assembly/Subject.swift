/// A replacement for a named definition block (`--subject NAME=FILE`): the block's code is swapped for the file's.
package struct Subject: Hashable, Sendable {
  /// The definition block's name.
  package var name: String
  /// The replacement file's display path, used for its locations.
  package var path: String
  /// The replacement code.
  package var code: String

  /// Creates a subject.
  package init(name: String, path: String, code: String) {
    self.name = name
    self.path = path
    self.code = code
  }
}
