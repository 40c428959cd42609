import AcceptMarkdown
import Foundation

/// Finds the text of a region in a package file: the lines between `// region: NAME` and `// endregion: NAME`.
///
/// The file is split into lines as the Markdown scanner splits a block (CRLF, a lone CR and LF each end a line,
/// NUL becomes U+FFFD), and the region's lines each end in "\n", so that the code is exactly what a fenced block
/// holding it reads as, whatever the file's line endings and whether or not it ends with one.
enum SourceRegion {
  /// The marker that opens a region named `name`.
  static func begin(_ name: String) -> String { "// region: \(name)" }
  /// The marker that closes a region named `name`.
  static func end(_ name: String) -> String { "// endregion: \(name)" }

  /// The region's lines (each ending in "\n") and the 1-based line of its first line, or nil if the file has no
  /// such region; the whole file when `name` is nil.
  static func extract(_ name: String?, from text: String) -> (code: String, firstLine: Int)? {
    let lines = SourceLines(text).lines.map { String(decoding: $0, as: UTF8.self) }
    guard let name else { return (joined(lines[...]), 1) }
    let trimmed = lines.map { $0.trimmingCharacters(in: .whitespaces) }
    guard let start = trimmed.firstIndex(of: begin(name)),
      let stop = trimmed[(start + 1)...].firstIndex(of: end(name))
    else { return nil }
    return (joined(lines[(start + 1)..<stop]), start + 2)
  }

  /// The lines, each followed by "\n".
  private static func joined(_ lines: ArraySlice<String>) -> String {
    lines.map { $0 + "\n" }.joined()
  }
}
