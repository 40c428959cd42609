/// Makes text that came from a check (its output, failure messages) safe to print on a terminal: control characters
/// are shown, never obeyed, so no escape sequence in a check's output can move the cursor, recolour or retitle the
/// terminal.
enum TerminalText {
  /// `text` with every C0 control but newline and tab, DEL and every C1 control written as `\u{1B}`; the colour the
  /// kit itself adds is applied after, by `TerminalStyle`.
  static func escape(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if isControl(scalar) {
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether the terminal would act on `scalar` rather than show it: C0 but newline and tab, DEL, C1.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x09: return false
    case 0x00...0x1F, 0x7F...0x9F: return true
    default: return false
    }
  }
}
