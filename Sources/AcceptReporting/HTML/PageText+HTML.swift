import Foundation

/// The chrome words as the page writes them: in English, marked with their key so that the page's script can put
/// them into the chosen language, and the whole table as data for that script.
extension PageText {
  /// `key`'s English words in a `span` marked with its key; `{n}` is replaced by `count`, kept in `data-n`.
  static func span(_ key: Key, count: Int? = nil) -> String {
    span(key, values: count.map { [String($0)] } ?? [])
  }

  /// `key`'s English words in a `span` marked with its key; `{n}`, `{m}` and `{k}` are replaced by the first,
  /// second and third of `values`, kept in `data-n`, `data-m` and `data-k`.
  static func span(_ key: Key, values: [String]) -> String {
    "<span\(attributes(key, values: values))>\(XMLText.escape(english(key, values: values)))</span>"
  }

  /// The attributes that mark an element's text with `key` (and `count`, when the text holds `{n}`).
  static func attributes(_ key: Key, count: Int? = nil) -> String {
    attributes(key, values: count.map { [String($0)] } ?? [])
  }

  /// The attributes that mark an element's text with `key` and the values of its `{n}`, `{m}` and `{k}`.
  static func attributes(_ key: Key, values: [String]) -> String {
    " data-t=\"\(key.rawValue)\"" + numbers(values)
  }

  /// `data-n`, `data-m`, `data-k` and `data-j` holding the first to fourth of `values`, escaped for an attribute.
  static func numbers(_ values: [String]) -> String {
    zip(placeholders, values).map { " data-\($0)=\"\(XMLText.escape($1))\"" }.joined()
  }

  /// The names of a text's placeholders, in the order of the values that fill them.
  static let placeholders = ["n", "m", "k", "j"]

  /// A `title` made of several keys' texts one after another, all filled from the same values, in English and with
  /// the keys that translate it (`data-tt` lists them, separated by spaces); the caller writes the values.
  static func title(_ keys: [Key], values: [String]) -> String {
    let words = keys.map { english($0, values: values) }.joined()
    return " title=\"\(XMLText.escape(words))\" data-tt=\"\(keys.map(\.rawValue).joined(separator: " "))\""
  }

  /// A `title` in English and the key that translates it; its `{n}` and `{m}` come from the element's `data-n`
  /// and `data-m`, which the caller writes (with `numbers` or `attributes`).
  static func title(_ key: Key, values: [String] = []) -> String {
    " title=\"\(XMLText.escape(english(key, values: values)))\" data-tt=\"\(key.rawValue)\""
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
    english(key, values: count.map { [String($0)] } ?? [])
  }

  /// The English text of `key` with `{n}`, `{m}`, `{k}` and `{j}` replaced by the first to fourth of `values`, and
  /// `{n:t}` (and so on) by the English words of the key that value names.
  static func english(_ key: Key, values: [String]) -> String {
    zip(placeholders, values).reduce(english(key)) { text, pair in
      let named = Key(rawValue: pair.1).map(english) ?? pair.1
      return text.replacingOccurrences(of: "{\(pair.0):t}", with: named)
        .replacingOccurrences(of: "{\(pair.0)}", with: pair.1)
    }
  }

  /// The table as a JavaScript object literal (and JSON): the keys once, in `Key` order, then each language's
  /// words in that order, `{"keys": ["title", ...], "ja": ["検証レポート", ...], ...}`; a missing word is empty.
  /// Safe inside a `<script>` element (no `<`, so no `</script>`). English, the words the page is written in, is
  /// left out.
  static var scriptLiteral: String {
    let keys = Key.allCases.map { quoted($0.rawValue) }.joined(separator: ",")
    let languages = table.keys.filter { $0 != fallback }.sorted().map { language in
      let words = Key.allCases.map { quoted(table[language]?[$0] ?? "") }
      return "\(quoted(language)): [\(words.joined(separator: ","))]"
    }
    return "{\"keys\": [\(keys)],\n" + languages.joined(separator: ",\n") + "\n}"
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
