import Foundation

/// Finds the text of a region in a package file: the lines between `// region: NAME` and `// endregion: NAME`.
enum SourceRegion {
  /// The marker that opens a region named `name`.
  static func begin(_ name: String) -> String { "// region: \(name)" }
  /// The marker that closes a region named `name`.
  static func end(_ name: String) -> String { "// endregion: \(name)" }

  /// The region's lines (each ending in a newline) and the 1-based line of its first line, or nil if the file has
  /// no such region; the whole file when `name` is nil.
  static func extract(_ name: String?, from text: String) -> (code: String, firstLine: Int)? {
    guard let name else { return (text, 1) }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let trimmed = lines.map { String($0).trimmingCharacters(in: .whitespaces) }
    guard let start = trimmed.firstIndex(of: begin(name)),
      let stop = trimmed[(start + 1)...].firstIndex(of: end(name))
    else { return nil }
    let body = lines[(start + 1)..<stop].map { $0 + "\n" }.joined()
    return (body, start + 2)
  }
}
