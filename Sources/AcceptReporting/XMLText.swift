/// Escapes text for XML and HTML: markup characters become entities; characters XML cannot hold, and DEL and the C1
/// controls (which XML 1.0 allows but HTML counts as parse errors), become U+FFFD, so that no escape sequence from
/// a check's output reaches a page or a CI log that shows `junit.xml`.
package enum XMLText {
  /// `text` safe for element content and double- or single-quoted attribute values.
  package static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      default:
        if isAllowed(scalar) { result.unicodeScalars.append(scalar) } else { result += "\u{FFFD}" }
      }
    }
    return result
  }

  /// `text` safe for element content only (never for an attribute value): like `escape(_:)`, but quotes stay as
  /// they are, which keeps pages of quoted code smaller.
  package static func escapeContent(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"", "'": result.unicodeScalars.append(scalar)
      default: result += escape(String(scalar))
      }
    }
    return result
  }

  private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return (0x20...0x7E).contains(value) || (0xA0...0xD7FF).contains(value) || (0xE000...0xFFFD).contains(value)
      || (0x10000...0x10FFFF).contains(value)
  }
}
