/// The reserved words of Swift that the lexer marks as keywords.
extension SwiftLexer {
  /// Keywords used in declarations, statements, expressions and types, plus the contextual ones common in specs.
  static let keywords: Set<String> = [
    "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
    "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "private",
    "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
    "repeat", "return", "switch", "throw", "where", "while", "Any", "as", "await", "false", "is", "nil", "self",
    "Self", "super", "throws", "true", "try", "async", "actor", "some", "any", "final", "lazy", "mutating",
    "override", "weak", "unowned", "convenience", "required", "indirect", "sending",
  ]
}
