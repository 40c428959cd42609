/// The `id`s of the page's sections, safe in HTML and in URL fragments whatever a spec or check is called.
enum HTMLAnchor {
  /// The id of a spec's section.
  static func spec(_ spec: String) -> String { id("spec", spec) }

  /// The id of a check's results in one language.
  static func check(_ spec: String, _ check: String, _ language: String) -> String {
    id("check", spec, check, language)
  }

  /// The id of a heading of one edition of a spec, from the fragment GitHub gives it.
  static func heading(_ spec: String, _ language: String, _ fragment: String) -> String {
    id("heading", spec, language, fragment)
  }

  /// The id of one edition of a spec.
  static func edition(_ spec: String, _ language: String) -> String { id("edition", spec, language) }

  /// The id of the radio input that shows one edition.
  static func editionSwitch(_ spec: String, _ language: String) -> String { id("pick", spec, language) }

  /// Joins parts with `.`, each part's characters other than letters, digits, `-` and `_` written as `_XX_` (their
  /// UTF-8 bytes in hexadecimal), so that different names never share an id.
  static func id(_ parts: String...) -> String {
    parts.map(safe).joined(separator: ".")
  }

  private static func safe(_ part: String) -> String {
    var result = ""
    for scalar in part.unicodeScalars {
      if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" {
        result.unicodeScalars.append(scalar)
      } else {
        result += "_" + String(scalar).utf8.map { String($0, radix: 16, uppercase: true) }.joined() + "_"
      }
    }
    return result
  }
}
