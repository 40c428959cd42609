import Testing

@testable import AcceptMarkdown

/// The inline parser and renderer together, one table per construct, on inputs written for these tests.
@Suite struct InlineParserTests {
  static let escapesAndReferences: [(String, String)] = [
    ("a\\*b\\_c\\[d\\]", "a*b_c[d]"),
    ("keep \\q and \\ here", "keep \\q and \\ here"),
    ("\\<br> \\&amp;", "&lt;br&gt; &amp;amp;"),
    ("caf&eacute; &#x263A; &#9731; &copy", "café ☺ ☃ &amp;copy"),
    ("&#0; &nothing;", "\u{FFFD} &amp;nothing;"),
    ("`\\*` stays", "<code>\\*</code> stays"),
    ("trailing \\", "trailing \\"),
  ]

  @Test(arguments: escapesAndReferences)
  func resolvesEscapesAndReferences(_ markdown: String, _ html: String) {
    #expect(InlineFixture.html(markdown) == html)
  }

  static let codeSpans: [(String, String)] = [
    ("run `swift test` now", "run <code>swift test</code> now"),
    ("``a ` b``", "<code>a ` b</code>"),
    ("` `` `", "<code>``</code>"),
    ("`  two  `", "<code> two </code>"),
    ("`   `", "<code>   </code>"),
    ("`split\nline`", "<code>split line</code>"),
    ("```unclosed `` x", "```unclosed `` x"),
    ("`<b>` and `&amp;`", "<code>&lt;b&gt;</code> and <code>&amp;amp;</code>"),
    ("*not `emph*`", "*not <code>emph*</code>"),
  ]

  @Test(arguments: codeSpans)
  func readsCodeSpans(_ markdown: String, _ html: String) {
    #expect(InlineFixture.html(markdown) == html)
  }

  static let emphasis: [(String, String)] = [
    ("*one* _two_ **three** __four__", "<em>one</em> <em>two</em> <strong>three</strong> <strong>four</strong>"),
    ("snake_case_name and 2*3*4", "snake_case_name and 2<em>3</em>4"),
    ("* spaced * and _ spaced _", "* spaced * and _ spaced _"),
    ("***both***", "<em><strong>both</strong></em>"),
    ("*a **b** c*", "<em>a <strong>b</strong> c</em>"),
    ("**a*b*c**", "<strong>a<em>b</em>c</strong>"),
    ("*x**y*", "<em>x**y</em>"),
    ("*a**b**", "*a<strong>b</strong>"),
    ("_(quoted)_ and *\"q\"*", "<em>(quoted)</em> and <em>&quot;q&quot;</em>"),
    ("pre_fix_ *in*side", "pre_fix_ <em>in</em>side"),
    ("**open only", "**open only"),
    ("__a_b__", "<strong>a_b</strong>"),
    ("*mixed_", "*mixed_"),
    ("「*強調*」です", "「<em>強調</em>」です"),
    ("€*x*€", "€<em>x</em>€"),
  ]

  @Test(arguments: emphasis)
  func resolvesEmphasis(_ markdown: String, _ html: String) {
    #expect(InlineFixture.html(markdown) == html)
  }

  static let links: [(String, String)] = [
    ("[site](https://example.org)", "<a href=\"https://example.org\">site</a>"),
    (
      "[t](/p \"T\") [u](/q 'U') [v](/r (V))",
      "<a href=\"/p\" title=\"T\">t</a> <a href=\"/q\" title=\"U\">u</a> <a href=\"/r\" title=\"V\">v</a>"
    ),
    ("[a](<with space>)", "<a href=\"with%20space\">a</a>"),
    ("[a](f(o)o)", "<a href=\"f(o)o\">a</a>"),
    ("[a](f(oo)", "[a](f(oo)"),
    (
      "[a](\(String(repeating: "(", count: 32))x\(String(repeating: ")", count: 32)))",
      "<a href=\"\(String(repeating: "(", count: 32))x\(String(repeating: ")", count: 32))\">a</a>"
    ),
    (
      "[a](\(String(repeating: "(", count: 33))x\(String(repeating: ")", count: 33)))",
      "[a](\(String(repeating: "(", count: 33))x\(String(repeating: ")", count: 33)))"
    ),
    ("[a]()", "<a href=\"\">a</a>"),
    ("[a](/x\"y)", "<a href=\"/x%22y\">a</a>"),
    ("[a](/p\"T\")", "<a href=\"/p%22T%22\">a</a>"),
    ("[*em* `code`](/x)", "<a href=\"/x\"><em>em</em> <code>code</code></a>"),
    ("[outer [inner](/i)](/o)", "[outer <a href=\"/i\">inner</a>](/o)"),
    ("[x](/a\\)b)", "<a href=\"/a)b\">x</a>"),
    ("[x](/&auml;)", "<a href=\"/%C3%A4\">x</a>"),
    ("[x](/%41%zz)", "<a href=\"/%41%25zz\">x</a>"),
    ("*[a*](/u)", "*<a href=\"/u\">a*</a>"),
    ("[a](\n/u\n\"t\"\n)", "<a href=\"/u\" title=\"t\">a</a>"),
  ]

  @Test(arguments: links)
  func readsInlineLinks(_ markdown: String, _ html: String) {
    #expect(InlineFixture.html(markdown) == html)
  }

  static let references: [(String, String)] = [
    ("[the docs][docs]", "<a href=\"/docs/guide\">the docs</a>"),
    ("[HOME][]", "<a href=\"/start\" title=\"Start page\">HOME</a>"),
    ("[home] page", "<a href=\"/start\" title=\"Start page\">home</a> page"),
    ("[x][nowhere]", "[x][nowhere]"),
    ("[nowhere]", "[nowhere]"),
    ("[docs][ ]", "<a href=\"/docs/guide\">docs</a>[ ]"),
    ("[  Home\n]", "<a href=\"/start\" title=\"Start page\">  Home\n</a>"),
    ("[see [docs]]", "[see <a href=\"/docs/guide\">docs</a>]"),
    ("![logo][home]", "<img src=\"/start\" alt=\"logo\" title=\"Start page\" />"),
    ("[docs](/inline)", "<a href=\"/inline\">docs</a>"),
  ]

  @Test(arguments: references)
  func resolvesReferenceLinks(_ markdown: String, _ html: String) {
    #expect(InlineFixture.html(markdown, definitions: InlineFixture.definitions) == html)
  }

  @Test func refusesLabelsLongerThan999Characters() {
    var definitions = LinkDefinitions()
    let short = String(repeating: "x", count: 999)
    let long = String(repeating: "y", count: 1000)
    definitions.add(label: short, LinkDefinition(destination: "/short", title: nil))
    definitions.add(label: long, LinkDefinition(destination: "/long", title: nil))
    #expect(InlineFixture.html("[\(short)]", definitions: definitions) == "<a href=\"/short\">\(short)</a>")
    #expect(InlineFixture.html("[\(long)]", definitions: definitions) == "[\(long)]")
  }

  static let images: [(String, String)] = [
    ("![a *cat*](/cat.png)", "<img src=\"/cat.png\" alt=\"a cat\" />"),
    ("![pic](/p.png \"Title\")", "<img src=\"/p.png\" alt=\"pic\" title=\"Title\" />"),
    ("![in [link](/l)](/i.png)", "<img src=\"/i.png\" alt=\"in link\" />"),
    ("[![icon](/i.png)](/target)", "<a href=\"/target\"><img src=\"/i.png\" alt=\"icon\" /></a>"),
    ("! [not](/x)", "! <a href=\"/x\">not</a>"),
  ]

  @Test(arguments: images)
  func readsImages(_ markdown: String, _ html: String) {
    #expect(InlineFixture.html(markdown) == html)
  }

  static let autolinksAndHTML: [(String, String)] = [
    ("<https://example.org/a?b=c>", "<a href=\"https://example.org/a?b=c\">https://example.org/a?b=c</a>"),
    ("<xy:z> <a+b.c-d:1>", "<a href=\"xy:z\">xy:z</a> <a href=\"a+b.c-d:1\">a+b.c-d:1</a>"),
    ("<dev@team.example>", "<a href=\"mailto:dev@team.example\">dev@team.example</a>"),
    ("<a:b c> <dev@-bad.org> <1a:b>", "&lt;a:b c&gt; &lt;dev@-bad.org&gt; &lt;1a:b&gt;"),
    ("<http://x/\\[>", "<a href=\"http://x/%5C%5B\">http://x/\\[</a>"),
    ("<span class=\"k\" data-x='1' hidden>text</span>", "<span class=\"k\" data-x='1' hidden>text</span>"),
    ("<br/> <img\nsrc=x>", "<br/> <img\nsrc=x>"),
    (
      "<!-- note --> <!--> <?php x ?> <!DOCTYPE y> <![CDATA[ <z> ]]>",
      "<!-- note --> <!--> <?php x ?> <!DOCTYPE y> <![CDATA[ <z> ]]>"
    ),
    ("<a href=\"x> <1tag> </b c> <b =x>", "&lt;a href=&quot;x&gt; &lt;1tag&gt; &lt;/b c&gt; &lt;b =x&gt;"),
    ("</em  > <!-- unclosed", "</em  > &lt;!-- unclosed"),
  ]

  @Test(arguments: autolinksAndHTML)
  func readsAutolinksAndRawHTML(_ markdown: String, _ html: String) {
    #expect(InlineFixture.html(markdown) == html)
  }

  static let lineBreaks: [(String, String)] = [
    ("soft\nbreak", "soft\nbreak"),
    ("spaces   \ntrimmed", "spaces<br />\ntrimmed"),
    ("one space \nsoft", "one space\nsoft"),
    ("back\\\nslash", "back<br />\nslash"),
    ("*em  \nphasis*", "<em>em<br />\nphasis</em>"),
    ("`code  \nspan`", "<code>code   span</code>"),
    ("last line\\", "last line\\"),
  ]

  @Test(arguments: lineBreaks)
  func readsLineBreaks(_ markdown: String, _ html: String) {
    #expect(InlineFixture.html(markdown) == html)
  }

  @Test func mergesAdjacentText() {
    let tree = InlineParser.parse(InlineFixture.input("a\\*b [c &amp; d"), definitions: LinkDefinitions())
    #expect(tree.nodes.map(\.kind) == [.text("a*b [c & d")])
    #expect(tree.roots == [0])
  }

  @Test func nestsChildrenByIndex() {
    let tree = InlineParser.parse(InlineFixture.input("**[a](/u)**"), definitions: LinkDefinitions())
    let strong = tree.nodes[tree.roots[0]]
    #expect(strong.kind == .strong)
    let link = tree.nodes[strong.children[0]]
    #expect(link.kind == .link(destination: "/u", title: nil))
    #expect(link.children.map { tree.nodes[$0].kind } == [.text("a")])
  }
}
