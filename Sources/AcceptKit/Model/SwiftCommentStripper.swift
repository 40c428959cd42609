/// Removes the comments from Swift code while keeping string literals intact, so that the three editions of a spec
/// can be compared by their code alone.
enum SwiftCommentStripper {
  /// The lines of `code` without comments and trailing white space, each with its 0-based line index in `code`;
  /// lines left empty are dropped.
  static func codeLines(_ code: String) -> [(index: Int, text: String)] {
    let stripped = strip(code)
    return stripped.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
      let text = String(line.reversed().drop(while: \.isWhitespace).reversed())
      return text.isEmpty ? nil : (index, text)
    }
  }

  /// The code with every comment's text removed; newlines inside block comments are kept so lines stay aligned.
  static func strip(_ code: String) -> String {
    var scanner = Scanner(characters: Array(code))
    return scanner.run()
  }

  /// A single pass over the characters, tracking strings and nested block comments.
  private struct Scanner {
    let characters: [Character]
    var position = 0
    var output = ""

    init(characters: [Character]) { self.characters = characters }

    mutating func run() -> String {
      while position < characters.count {
        if starts(with: "//") {
          skipLineComment()
        } else if starts(with: "/*") {
          skipBlockComment()
        } else if characters[position] == "#" || characters[position] == "\"" {
          copyStringLiteral()
        } else {
          output.append(characters[position])
          position += 1
        }
      }
      return output
    }

    private func starts(with text: String) -> Bool {
      let needle = Array(text)
      guard position + needle.count <= characters.count else { return false }
      return Array(characters[position..<position + needle.count]) == needle
    }

    private mutating func skipLineComment() {
      while position < characters.count, characters[position] != "\n" { position += 1 }
    }

    private mutating func skipBlockComment() {
      var depth = 0
      while position < characters.count {
        if starts(with: "/*") {
          depth += 1
          position += 2
        } else if starts(with: "*/") {
          depth -= 1
          position += 2
          if depth == 0 { return }
        } else {
          if characters[position] == "\n" { output.append("\n") }
          position += 1
        }
      }
    }

    /// Copies a string literal (plain, multi-line or raw with `#`s) as it is; a lone `#` is copied as code.
    private mutating func copyStringLiteral() {
      var hashes = 0
      while position + hashes < characters.count, characters[position + hashes] == "#" { hashes += 1 }
      guard position + hashes < characters.count, characters[position + hashes] == "\"" else {
        output.append(characters[position])
        position += 1
        return
      }
      let start = position
      position += hashes
      let multiline = starts(with: "\"\"\"")
      let quote = multiline ? "\"\"\"" : "\""
      position += quote.count
      let closing = Array(quote + String(repeating: "#", count: hashes))
      while position < characters.count {
        if characters[position] == "\\" && hashes == 0 {
          position += 2
          continue
        }
        if !multiline && characters[position] == "\n" { break }
        if Array(characters[position..<min(characters.count, position + closing.count)]) == closing {
          position += closing.count
          break
        }
        position += 1
      }
      output += String(characters[start..<min(position, characters.count)])
    }
  }
}
