/// A replacement for a named definition block (`--subject NAME=FILE`): the block's code is swapped for the file's.
public struct Subject: Hashable, Sendable {
  /// The definition block's name.
  public var name: String
  /// The replacement file's display path, used for its locations.
  public var path: String
  /// The replacement code.
  public var code: String

  /// Creates a subject.
  public init(name: String, path: String, code: String) {
    self.name = name
    self.path = path
    self.code = code
  }
}
