/// Decodes a file's bytes as UTF-8 text, or finds the 1-based line of the first byte that is not UTF-8.
enum TextDecoding {
  /// The text, or the line of the first invalid byte.
  static func decode(_ bytes: [UInt8]) -> Result<String, InvalidLine> {
    var text = ""
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var line = 1
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        if scalar == "\n" { line += 1 }
        text.unicodeScalars.append(scalar)
      case .emptyInput: return .success(text)
      case .error: return .failure(InvalidLine(line: line))
      }
    }
  }

  /// The line on which undecodable bytes were found.
  struct InvalidLine: Error {
    /// The 1-based line.
    var line: Int
  }
}
