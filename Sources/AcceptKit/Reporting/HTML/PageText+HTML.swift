import Foundation

/// The chrome words as the page writes them: in English, marked with their key so that the page's script can put
/// them into the chosen language, and the whole table as data for that script.
extension PageText {
  /// `text`'s English words in a `span` marked with its key; `{n}` is replaced by `count`, kept in `data-n`.
  static func span(_ key: Key, count: Int? = nil) -> String {
    "<span\(attributes(key, count: count))>\(XMLText.escape(english(key, count: count)))</span>"
  }

  /// The attributes that mark an element's text with `key` (and `count`, when the text holds `{n}`).
  static func attributes(_ key: Key, count: Int? = nil) -> String {
    " data-t=\"\(key.rawValue)\"" + (count.map { " data-n=\"\($0)\"" } ?? "")
  }

  /// An `aria-label` in English and the key that translates it.
  static func ariaLabel(_ key: Key) -> String {
    " aria-label=\"\(XMLText.escape(english(key)))\" data-ta=\"\(key.rawValue)\""
  }

  /// A `placeholder` in English and the key that translates it.
  static func placeholder(_ key: Key) -> String {
    " placeholder=\"\(XMLText.escape(english(key)))\" data-tp=\"\(key.rawValue)\""
  }

  /// The English text of `key` with `{n}` replaced by `count`.
  static func english(_ key: Key, count: Int?) -> String {
    let text = english(key)
    return count.map { text.replacingOccurrences(of: "{n}", with: String($0)) } ?? text
  }

  /// The table as a JavaScript object literal, `{"en": {"skip": "...", ...}, ...}`, with languages and keys
  /// sorted, safe inside a `<script>` element (no `<`, so no `</script>`).
  static var scriptLiteral: String {
    let languages = table.keys.sorted().map { language in
      let words = (table[language] ?? [:]).sorted { $0.key.rawValue < $1.key.rawValue }.map { key, text in
        "\(quoted(key.rawValue)): \(quoted(text))"
      }
      return "\(quoted(language)): {\(words.joined(separator: ", "))}"
    }
    return "{\n" + languages.joined(separator: ",\n") + "\n}"
  }

  /// `text` as a JavaScript string literal; quotes, backslashes, `<`, `>`, `&` and control characters escaped.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "<", ">", "&", "\u{2028}", "\u{2029}": result += unicodeEscape(scalar)
      default:
        if scalar.value < 0x20 { result += unicodeEscape(scalar) } else { result.unicodeScalars.append(scalar) }
      }
    }
    return result + "\""
  }

  /// `\\uXXXX` for `scalar`, which lies in the Basic Multilingual Plane.
  private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16)
    return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
