import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Lexing Swift: every construct as a table of source and tokens, exact positions, and malformed input.
struct SwiftLexerTests {
  /// The tokens of `source` as `kind text`, with `@depth` after the kind inside an interpolation.
  static func dump(_ source: String) -> [String] {
    SwiftLexer.tokens(in: source).map { token in
      let depth = token.interpolationDepth > 0 ? "@\(token.interpolationDepth)" : ""
      return "\(token.kind.rawValue)\(depth) \(token.text)"
    }
  }

  @Test(arguments: [
    (
      "let s = \"a // b\" // c",
      [
        "keyword let", "identifier s", "operator =", "stringDelimiter \"", "stringSegment a // b",
        "stringDelimiter \"", "lineComment // c",
      ]
    ),
    (
      "\"\\(x) // in\" // out",
      [
        "stringDelimiter \"", "interpolationStart \\(", "identifier@1 x", "interpolationEnd )",
        "stringSegment  // in", "stringDelimiter \"", "lineComment // out",
      ]
    ),
    (
      "\"\\(f(\"\\(g(\"x//y\"))\"))\"",
      [
        "stringDelimiter \"", "interpolationStart \\(", "identifier@1 f",
        "punctuation@1 (", "stringDelimiter@1 \"", "interpolationStart@1 \\(", "identifier@2 g", "punctuation@2 (",
        "stringDelimiter@2 \"", "stringSegment@2 x//y", "stringDelimiter@2 \"", "punctuation@2 )",
        "interpolationEnd@1 )", "stringDelimiter@1 \"", "punctuation@1 )", "interpolationEnd )", "stringDelimiter \"",
      ]
    ),
    (
      "\"a\\(b(\"c\\(d(\"e\\(f /* ) */)\"))\"))\"",
      [
        "stringDelimiter \"", "stringSegment a", "interpolationStart \\(",
        "identifier@1 b", "punctuation@1 (", "stringDelimiter@1 \"", "stringSegment@1 c", "interpolationStart@1 \\(",
        "identifier@2 d", "punctuation@2 (", "stringDelimiter@2 \"", "stringSegment@2 e", "interpolationStart@2 \\(",
        "identifier@3 f", "blockComment@3 /* ) */", "interpolationEnd@2 )", "stringDelimiter@2 \"", "punctuation@2 )",
        "interpolationEnd@1 )", "stringDelimiter@1 \"", "punctuation@1 )", "interpolationEnd )", "stringDelimiter \"",
      ]
    ),
    ("\"say \\\"//\\\" x\"", ["stringDelimiter \"", "stringSegment say \\\"//\\\" x", "stringDelimiter \""]),
    ("\"\\\\\" // c", ["stringDelimiter \"", "stringSegment \\\\", "stringDelimiter \"", "lineComment // c"]),
    ("\"/* not */\"", ["stringDelimiter \"", "stringSegment /* not */", "stringDelimiter \""]),
  ])
  func lexesStringsAndInterpolationsNestedToAnyDepth(_ source: String, _ tokens: [String]) {
    #expect(Self.dump(source) == tokens)
  }

  @Test(arguments: [
    (
      "#\"a \"//\" b\"# // c",
      [
        "stringDelimiter #\"", "stringSegment a \"//\" b", "stringDelimiter \"#",
        "lineComment // c",
      ]
    ),
    ("##\"a \"# // b\"##", ["stringDelimiter ##\"", "stringSegment a \"# // b", "stringDelimiter \"##"]),
    (
      "#\"x \\#(y) \\(z)\"#",
      [
        "stringDelimiter #\"", "stringSegment x ", "interpolationStart \\#(", "identifier@1 y",
        "interpolationEnd )", "stringSegment  \\(z)", "stringDelimiter \"#",
      ]
    ),
    (
      "##\"\\##(a(\"\\(b)\")) \\#(c)\"##",
      [
        "stringDelimiter ##\"", "interpolationStart \\##(", "identifier@1 a",
        "punctuation@1 (", "stringDelimiter@1 \"", "interpolationStart@1 \\(", "identifier@2 b", "interpolationEnd@1 )",
        "stringDelimiter@1 \"", "punctuation@1 )", "interpolationEnd )", "stringSegment  \\#(c)",
        "stringDelimiter \"##",
      ]
    ),
    ("#\"\\\"#", ["stringDelimiter #\"", "stringSegment \\", "stringDelimiter \"#"]),
    ("#\"\\#n\"#", ["stringDelimiter #\"", "stringSegment \\#n", "stringDelimiter \"#"]),
  ])
  func lexesRawStringsByTheirHashCount(_ source: String, _ tokens: [String]) {
    #expect(Self.dump(source) == tokens)
  }

  @Test(arguments: [
    (
      "\"\"\"\n  \"quoted\" \"\" // kept\n  \\\"\"\"\n  \"\"\" // gone",
      [
        "stringDelimiter \"\"\"", "stringSegment \n",
        "stringSegment   \"quoted\" \"\" // kept\n", "stringSegment   \\\"\"\"\n", "stringSegment   ",
        "stringDelimiter \"\"\"", "lineComment // gone",
      ]
    ),
    (
      "#\"\"\"\n  \"\"\" // kept\n  \"\"\"#",
      [
        "stringDelimiter #\"\"\"", "stringSegment \n",
        "stringSegment   \"\"\" // kept\n", "stringSegment   ", "stringDelimiter \"\"\"#",
      ]
    ),
    (
      "\"\"\"\n\\(a(\"\"\"\n/*\n\"\"\"))\n\"\"\"",
      [
        "stringDelimiter \"\"\"", "stringSegment \n",
        "interpolationStart \\(", "identifier@1 a", "punctuation@1 (", "stringDelimiter@1 \"\"\"", "stringSegment@1 \n",
        "stringSegment@1 /*\n", "stringDelimiter@1 \"\"\"", "punctuation@1 )", "interpolationEnd )", "stringSegment \n",
        "stringDelimiter \"\"\"",
      ]
    ),
    (
      "\"\"\"\na \\\nb\n\"\"\"",
      [
        "stringDelimiter \"\"\"", "stringSegment \n", "stringSegment a \\\n", "stringSegment b\n",
        "stringDelimiter \"\"\"",
      ]
    ),
  ])
  func lexesMultilineStringsLineByLine(_ source: String, _ tokens: [String]) {
    #expect(Self.dump(source) == tokens)
  }

  @Test(arguments: [
    ("/* outer /* inner */ still */x", ["blockComment /* outer /* inner */ still */", "identifier x"]),
    (
      "/// Doc.\nfunc f() {}",
      [
        "docLineComment /// Doc.", "keyword func", "identifier f", "punctuation (",
        "punctuation )", "punctuation {", "punctuation }",
      ]
    ),
    (
      "/** doc /* n */ */ x /**/ y //// z",
      [
        "docBlockComment /** doc /* n */ */", "identifier x",
        "blockComment /**/", "identifier y", "lineComment //// z",
      ]
    ),
    ("// \"not a string\nlet a", ["lineComment // \"not a string", "keyword let", "identifier a"]),
    ("/* \" #\"\"\" */ x", ["blockComment /* \" #\"\"\" */", "identifier x"]),
    (
      "a+/*c*/b-//d",
      [
        "identifier a", "operator +", "blockComment /*c*/", "identifier b", "operator -",
        "lineComment //d",
      ]
    ),
  ])
  func lexesCommentsNestedAndDocumented(_ source: String, _ tokens: [String]) {
    #expect(Self.dump(source) == tokens)
  }

  @Test(arguments: [
    (
      "1_000.5e-3 0x1p-2 1..<5 x.0",
      [
        "number 1_000.5e-3", "number 0x1p-2", "number 1", "operator ..<", "number 5",
        "identifier x", "punctuation .", "number 0",
      ]
    ),
    (
      "#if DEBUG\n@MainActor func `class`(_ a: [Int]) -> Int? { $0 }\n#endif",
      [
        "keyword #if", "identifier DEBUG",
        "punctuation @", "identifier MainActor", "keyword func", "identifier `class`", "punctuation (", "identifier _",
        "identifier a", "punctuation :", "punctuation [", "identifier Int", "punctuation ]", "punctuation )",
        "operator ->", "identifier Int", "operator ?", "punctuation {", "identifier $0", "punctuation }",
        "keyword #endif",
      ]
    ),
    (
      "let r = #/a\"b//c/# + ##/x/#y/##",
      [
        "keyword let", "identifier r", "operator =", "regexLiteral #/a\"b//c/#",
        "operator +", "regexLiteral ##/x/#y/##",
      ]
    ),
    ("\\.name ?? 名前", ["punctuation \\", "punctuation .", "identifier name", "operator ??", "identifier 名前"]),
  ])
  func lexesNamesNumbersOperatorsAndPunctuation(_ source: String, _ tokens: [String]) {
    #expect(Self.dump(source) == tokens)
  }

  @Test(arguments: [
    (
      "\"unterminated // c\nlet b = 2 // d",
      [
        "stringDelimiter \"", "stringSegment unterminated // c", "keyword let",
        "identifier b", "operator =", "number 2", "lineComment // d",
      ]
    ),
    ("x /* never closed\n y", ["identifier x", "blockComment /* never closed\n y"]),
    ("\"\"\"\nnever closed", ["stringDelimiter \"\"\"", "stringSegment \n", "stringSegment never closed"]),
    ("\"\\(f(", ["stringDelimiter \"", "interpolationStart \\(", "identifier@1 f", "punctuation@1 ("]),
    ("#\"raw\\", ["stringDelimiter #\"", "stringSegment raw\\"]),
    ("#/never", ["regexLiteral #/never"]),
    ("` ) \u{01} #", ["unknown `", "punctuation )", "unknown \u{01}", "punctuation #"]),
    ("\"a\\", ["stringDelimiter \"", "stringSegment a\\"]),
  ])
  func lexesMalformedInputToTheEnd(_ source: String, _ tokens: [String]) {
    #expect(Self.dump(source) == tokens)
  }
}

/// Properties that hold for any input: the tokens cover the source exactly, and nothing stops the lexer.
struct SwiftLexerCoverageTests {
  /// Checks that every token's text is the source's bytes at its range and that only white space lies between.
  static func coversExactly(_ source: String) -> Bool {
    let bytes = Array(source.utf8)
    var end = 0
    for token in SwiftLexer.tokens(in: source) {
      guard token.utf8Range.lowerBound >= end, Array(token.text.utf8) == Array(bytes[token.utf8Range]) else {
        return false
      }
      guard bytes[end..<token.utf8Range.lowerBound].allSatisfy({ " \t\n\r\u{0B}\u{0C}".utf8.contains($0) }) else {
        return false
      }
      end = token.utf8Range.upperBound
    }
    return bytes[end...].allSatisfy { " \t\n\r\u{0B}\u{0C}".utf8.contains($0) }
  }

  @Test(arguments: [
    ("f(/\"/)", ["f", "(", "/\"/", ")"]),
    ("x = /a\\/b/ + y", ["x", "=", "/a\\/b/", "+", "y"]),
    ("a / b / c", ["a", "/", "b", "/", "c"]),
    ("(a)/b/c", ["(", "a", ")", "/", "b", "/", "c"]),
    ("return /x/", ["return", "/x/"]),
    ("self /x/", ["self", "/", "x", "/"]),
    ("f(/ x/)", ["f", "(", "/", "x", "/", ")"]),
    ("f(/x\n/)", ["f", "(", "/", "x", "/", ")"]),
  ])
  func readsBareRegexLiteralsWhenAsked(_ source: String, _ texts: [String]) {
    let tokens = SwiftLexer.tokens(in: source, bareRegexes: true)
    #expect(tokens.map(\.text) == texts)
    #expect(SwiftLexer.tokens(in: source).allSatisfy { $0.kind != .regexLiteral })
  }

  @Test func coversASourceWithEveryConstructExactly() {
    let source = """
      /// Doc. /* not nested here */
      func f(_ x: Int) -> String { "\\(x, radix: 2) // \\(g("\\(h("x//y"))"))" } /* a /* b */ c */
      let raw = ##"a "# \\##(f(1)) \\#(no)"## + #/a"b/# // 名前
      let m = #\"\"\"
        \"\"\" // \\#(f(2))
        \"\"\"#
      let n = 0x1p-2 ... 1e+3
      """
    #expect(Self.coversExactly(source))
  }

  @Test func survivesRandomMixturesOfDelimiters() {
    let alphabet = Array("\"#\\()/*\n x`$.'")
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<2_000 {
      var source = ""
      for _ in 0..<40 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        source.append(alphabet[Int(state >> 33) % alphabet.count])
      }
      #expect(Self.coversExactly(source), "\(source.debugDescription)")
    }
  }

  @Test func nestsTenThousandInterpolationsWithoutRecursing() {
    let source = String(repeating: "\"\\(", count: 10_000) + "x"
    let tokens = SwiftLexer.tokens(in: source)
    #expect(tokens.count == 20_001)
    #expect(tokens.last?.interpolationDepth == 10_000)
    #expect(tokens.last?.text == "x")
  }
}
