/// The JSON form of scanned fenced code blocks, as `accept blocks --json` prints it.
///
/// Each block is one object with the keys `file`, `line`, `info`, `code` and `closed`, in that order; the array of
/// all objects has one object per line.
package enum BlocksJSON {
  /// Returns one JSON object (as text, on one line) for each block of `file`.
  package static func encode(file: String, blocks: [FencedCodeBlock]) -> [String] {
    blocks.map { block in
      let fields = [
        "\"file\":" + quoted(file), "\"line\":\(block.line)", "\"info\":" + quoted(block.info),
        "\"code\":" + quoted(block.code), "\"closed\":\(block.closed)",
      ]
      return "{" + fields.joined(separator: ",") + "}"
    }
  }

  /// Returns a JSON array holding the objects of every file's blocks, in the order given, ending with a newline.
  package static func array(_ files: [(file: String, blocks: [FencedCodeBlock])]) -> String {
    let objects = files.flatMap { encode(file: $0.file, blocks: $0.blocks) }
    guard !objects.isEmpty else { return "[]\n" }
    return "[\n" + objects.map { "  " + $0 }.joined(separator: ",\n") + "\n]\n"
  }

  /// Returns `text` as a JSON string literal; control characters are escaped, other characters kept as they are.
  package static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
