import AcceptSpec

/// Reads locations out of compiler diagnostics and runtime trap messages, mapping them to the files shown to users.
package struct DiagnosticParser {
  /// The display paths of the files a program holds; a trap names them as `Check/<last path component>`.
  var files: [String]
  /// Where to attribute a trap that names no file of the program (for example an error raised at top level).
  var fallback: SourceLocation

  /// Creates a parser for a program that holds `files`.
  package init(files: [String], fallback: SourceLocation) {
    self.files = files
    self.fallback = fallback
  }

  /// The errors in compiler output (failures of kind `compileError`): lines of the form `file:line:column: error: message`.
  package func compileErrors(in output: String) -> [CheckFailure] {
    let lines = output.split(separator: "\n", omittingEmptySubsequences: true)
    return lines.indices.compactMap { index in
      guard let header = Self.header(lines[index]), header.kind == "error" else { return nil }
      // The compiler echoes the source line under a located diagnostic, its caret line after it; code that holds
      // the text of an error (in a string) must not pass for one.
      if index > 0, Self.header(lines[index - 1])?.column != nil, index + 1 < lines.count,
        Self.isCaretLine(lines[index + 1])
      {
        return nil
      }
      return CheckFailure(
        file: header.file, line: header.line, column: header.column, message: header.message, kind: .compileError)
    }
  }

  /// The parts of a diagnostic's first line, `FILE:LINE[:COLUMN]: KIND: MESSAGE`, or nil for any other line.
  private static func header(
    _ line: Substring
  ) -> (file: String, line: Int, column: Int?, kind: String, message: String)? {
    for kind in ["error", "warning", "note", "remark"] {
      guard let range = line.range(of: ": \(kind): ") else { continue }
      let parts = line[..<range.lowerBound].split(separator: ":")
      guard parts.count >= 3, let number = Int(parts[parts.count - 2]) else { continue }
      let file = parts.dropLast(2).joined(separator: ":")
      return (file, number, Int(parts[parts.count - 1]), kind, String(line[range.upperBound...]))
    }
    return nil
  }

  /// Whether `line` is the compiler's caret line under an echoed source line: only spaces, tabs, `^` and `~`.
  private static func isCaretLine(_ line: Substring) -> Bool {
    line.contains { $0 == "^" || $0 == "~" } && line.allSatisfy { " \t^~".contains($0) }
  }

  /// The traps in a program's standard error: `Module/file:line: Fatal error: message` and its kin.
  func traps(in output: String) -> [CheckFailure] {
    let kinds = ["Fatal error", "Precondition failed", "Assertion failed"]
    return output.split(separator: "\n").compactMap { line -> CheckFailure? in
      guard let kind = kinds.first(where: { line.contains(": \($0)") }),
        let range = line.range(of: ": \(kind)")
      else { return nil }
      let message = kind + line[range.upperBound...]
      let place = line[..<range.lowerBound]
      guard let colon = place.lastIndex(of: ":"), let number = Int(place[place.index(after: colon)...]) else {
        return CheckFailure(file: fallback.file, line: fallback.line, message: message)
      }
      let named = place[..<colon].split(separator: "/").last.map(String.init) ?? ""
      guard let file = files.first(where: { $0.split(separator: "/").last.map(String.init) == named }) else {
        return CheckFailure(file: fallback.file, line: fallback.line, message: "\(message) (at \(place))")
      }
      return CheckFailure(file: file, line: number, message: message)
    }
  }
}
