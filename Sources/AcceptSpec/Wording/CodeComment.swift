import Foundation

/// One comment (`//`, `///`, `/* */`, `/** */`) of a block's code, at its Markdown line.
struct CodeComment: Hashable, Sendable {
  /// The 1-based Markdown line where the comment starts.
  let line: Int
  /// The comment's text as written, its markers included.
  let text: String

  /// Each source line of the comment with its 1-based Markdown line, its URLs blanked out.
  var lines: [(line: Int, text: String)] {
    Self.blankingURLs(text).split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
      (line + $0.offset, String($0.element))
    }
  }

  /// The comment's words without its markers: `//`, `///`, `/*`, `/**`, `*/` and the `*` that opens a line of a
  /// block comment; lines joined by newlines, each trimmed.
  var body: String {
    var text = Substring(text)
    if text.hasPrefix("/*") {
      text = text.dropFirst(2)
      if text.hasSuffix("*/") { text = text.dropLast(2) }
    } else {
      text = text.drop { $0 == "/" }
    }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.trimmingCharacters(in: .whitespaces).drop { $0 == "*" }.trimmingCharacters(in: .whitespaces)
    }.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Returns `text` with each URL (a run of non-blank characters holding `://`) replaced by as many spaces: an
  /// address is neither words for a reader nor a place for a glossary form, as a link destination in prose is not.
  static func blankingURLs(_ text: String) -> String {
    var result = ""
    var token = ""
    func flush() {
      result += token.contains("://") ? String(repeating: " ", count: token.count) : token
      token = ""
    }
    for character in text {
      if character.isWhitespace {
        flush()
        result.append(character)
      } else {
        token.append(character)
      }
    }
    flush()
    return result
  }
}
