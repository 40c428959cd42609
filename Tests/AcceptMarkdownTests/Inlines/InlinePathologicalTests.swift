import Testing

@testable import AcceptMarkdown

/// Inputs that make a naive inline parser quadratic or overflow its stack finish quickly here.
@Suite struct InlinePathologicalTests {
  static let depth = 50_000

  /// The inputs, written with `a` and `c`, are run with `x` and `z` in their place, so that every letter of their
  /// text is one that no tag, attribute or entity of the inline HTML holds and can be counted in the output; each
  /// ends in " x", which a parser that gave up on the deep part would lose too.
  static let inputs: [(name: String, text: String)] = written.map { name, text in
    (name, String(text.map { $0 == "a" ? "x" : $0 == "c" ? "z" : $0 }) + " x")
  }

  /// Characters that no tag (`em`, `strong`, `a`, `img`, `code`), attribute (`href`, `src`, `alt`, `title`) or entity
  /// (`&lt;`, `&gt;`, `&amp;`, `&quot;`) of the output holds and that no construct of these inputs consumes: each
  /// comes out exactly as often as it went in, in text, code or an attribute's value.
  static let counted: Set<Character> = ["b", "x", "z", "A", "C", "D", "T", "-", "?"]

  private static let written: [(name: String, text: String)] = [
    ("nested brackets", String(repeating: "[", count: depth) + "a" + String(repeating: "]", count: depth)),
    ("nested links", String(repeating: "[", count: depth) + "a" + String(repeating: "](/u)", count: depth)),
    ("nested images", String(repeating: "![", count: depth) + "a" + String(repeating: "](/u)", count: depth)),
    ("nested emphasis", String(repeating: "*a ", count: depth) + "b" + String(repeating: " a*", count: depth)),
    ("nested strong", String(repeating: "**", count: depth) + "b" + String(repeating: "**", count: depth)),
    ("unmatched openers", String(repeating: "*a _b ", count: depth)),
    ("rule of three", String(repeating: "a**b*", count: depth)),
    ("open parentheses", "[a](" + String(repeating: "(", count: depth)),
    ("unclosed destinations", String(repeating: "[a](", count: depth)),
    ("unclosed titles", String(repeating: "[a](/u \"", count: depth)),
    ("backtick runs", (1...2_000).map { String(repeating: "`", count: $0) }.joined(separator: "x")),
    ("angle brackets", String(repeating: "<", count: depth) + "a"),
    ("unclosed comments", String(repeating: "<!-- ", count: depth)),
    ("unclosed instructions", String(repeating: "<? ", count: depth)),
    ("unclosed declarations", String(repeating: "<!A ", count: depth)),
    ("unclosed CDATA", String(repeating: "<![CDATA[ ", count: depth)),
    ("many labels", String(repeating: "[a]", count: depth)),
    (
      "emphasis inside strong",
      String(repeating: "*a **a ", count: depth) + "b" + String(repeating: " a** a*", count: depth)
    ),
    ("closers without openers", String(repeating: "a_ ", count: depth) + String(repeating: "a] ", count: depth)),
    ("openers without closers", String(repeating: "_a ", count: depth) + String(repeating: "[a ", count: depth)),
    ("mismatched delimiters", String(repeating: "*a_ ", count: depth)),
    ("multiples of three", "a**b" + String(repeating: "c* ", count: depth)),
    ("link openers and emphasis closers", String(repeating: "[ a_", count: depth)),
    ("brackets and parentheses", String(repeating: "[ (](", count: depth)),
    ("empty links in images", String(repeating: "![[]()", count: depth)),
    ("unclosed pointy destinations", String(repeating: "[a](<b", count: depth)),
    ("unclosed bare destinations", String(repeating: "[a](b", count: depth)),
  ]

  @Test(.timeLimit(.minutes(5)), arguments: inputs)
  func finishesDeepInput(_ name: String, _ text: String) {
    let tree = InlineParser.parse(InlineFixture.input(text), definitions: InlineFixture.definitions)
    let html = InlineHTML.render(tree)
    // Counted first, so that a failure shows numbers rather than fifty thousand characters of input.
    for character in Self.counted {
      let given = text.count(where: { $0 == character })
      let shown = html.count(where: { $0 == character })
      #expect(shown == given, "\(name): \(character) went in \(given) times")
    }
  }

  @Test(.timeLimit(.minutes(5))) func nestsFiftyThousandEmphasesAsElements() {
    let text = String(repeating: "*a ", count: Self.depth) + "b" + String(repeating: " a*", count: Self.depth)
    let html = InlineHTML.render(InlineParser.parse(InlineFixture.input(text), definitions: LinkDefinitions()))
    #expect(html.ranges(of: "<em>").count == Self.depth)
    #expect(html.hasPrefix("<em>a <em>a "))
  }

  @Test(.timeLimit(.minutes(5))) func nestsFiftyThousandStrongEmphasesFromTwoLongRuns() {
    let run = String(repeating: "**", count: Self.depth)
    let html = InlineHTML.render(
      InlineParser.parse(InlineFixture.input(run + "b" + run), definitions: LinkDefinitions()))
    #expect(
      html == String(repeating: "<strong>", count: Self.depth) + "b" + String(repeating: "</strong>", count: Self.depth)
    )
  }

  @Test(.timeLimit(.minutes(5))) func makesTheInnermostOfFiftyThousandBracketsALink() {
    let text = String(repeating: "[", count: Self.depth) + "home" + String(repeating: "]", count: Self.depth)
    let html = InlineHTML.render(InlineParser.parse(InlineFixture.input(text), definitions: InlineFixture.definitions))
    let brackets = String(repeating: "[", count: Self.depth - 1)
    #expect(html.hasPrefix(brackets + "<a href=\"/start\" title=\"Start page\">home</a>]"))
  }
}
