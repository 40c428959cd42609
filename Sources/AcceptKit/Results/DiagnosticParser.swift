/// Reads locations out of compiler diagnostics and runtime trap messages, mapping them to the files shown to users.
struct DiagnosticParser {
  /// The display paths of the files a program holds; a trap names them as `Check/<last path component>`.
  var files: [String]
  /// Where to attribute a trap that names no file of the program (for example an error raised at top level).
  var fallback: SourceLocation

  /// The errors in compiler output: lines of the form `file:line:column: error: message`.
  func compileErrors(in output: String) -> [CheckFailure] {
    output.split(separator: "\n", omittingEmptySubsequences: true).compactMap { line in
      guard let range = line.range(of: ": error: ") else { return nil }
      let parts = line[..<range.lowerBound].split(separator: ":")
      guard parts.count >= 3, let number = Int(parts[parts.count - 2]) else { return nil }
      let file = parts.dropLast(2).joined(separator: ":")
      return CheckFailure(
        file: file, line: number, column: Int(parts[parts.count - 1]), message: String(line[range.upperBound...]))
    }
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
