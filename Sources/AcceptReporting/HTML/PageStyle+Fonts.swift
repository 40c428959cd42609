extension PageStyle {
  /// The font rules: a body stack with no CJK face first, then one stack per language, prose and code alike.
  ///
  /// `body:lang()` follows `<html lang>`, which the script sets to the page's language, so headings, the verdict
  /// and the filters inherit the face of the page's language; an edition's own `lang` gives its prose its face.
  /// Code matches `:lang()` itself, so it takes the mono CJK face of the language it sits in; timelines keep the
  /// face their `font-family` attribute names, since they only inherit.
  static let fonts = """
    body { font-family: \(sans("")); }
    code, pre, .place, .check-name, table.records td { font-family: \(mono("")); }
    \(languageRules)
    """

  /// The CJK faces of each language the editions use, in the order a reader of it expects them.
  static let faces: [(language: String, sans: [String], mono: String)] = [
    ("ja", ["\"Noto Sans CJK JP\"", "\"Hiragino Sans\"", "\"Yu Gothic\""], "\"Noto Sans Mono CJK JP\""),
    ("zh-Hans", ["\"Noto Sans CJK SC\"", "\"PingFang SC\"", "\"Microsoft YaHei\""], "\"Noto Sans Mono CJK SC\""),
    ("zh-Hant", ["\"Noto Sans CJK TC\"", "\"PingFang TC\"", "\"Microsoft JhengHei\""], "\"Noto Sans Mono CJK TC\""),
  ]

  private static var languageRules: String {
    faces.map { face in
      "body:lang(\(face.language)), [lang]:lang(\(face.language)) "
        + "{ font-family: \(sans(face.sans.joined(separator: ", ") + ", ")); }\n"
        + ":is(code, pre, .place, .check-name, table.records td):lang(\(face.language)) "
        + "{ font-family: \(mono(face.mono + ", ")); }"
    }.joined(separator: "\n")
  }

  /// A sans-serif stack: Latin system faces, then `cjk` (ending in ", " or empty), then the generic family.
  private static func sans(_ cjk: String) -> String {
    "system-ui, -apple-system, \"Segoe UI\", \"Noto Sans\", \(cjk)sans-serif"
  }

  /// A monospace stack: Latin mono faces, then `cjk` (ending in ", " or empty), then the generic family.
  private static func mono(_ cjk: String) -> String {
    "ui-monospace, \"SF Mono\", Menlo, Consolas, \"DejaVu Sans Mono\", \"Liberation Mono\", \(cjk)monospace"
  }
}
