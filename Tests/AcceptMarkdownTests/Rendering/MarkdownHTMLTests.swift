import Testing

@testable import AcceptMarkdown

/// The tree written as CommonMark HTML, and the hooks the review page uses to change it.
@Suite struct MarkdownHTMLTests {
  static func html(_ markdown: String, hooks: HTMLHooks = HTMLHooks()) -> String {
    MarkdownHTML(hooks: hooks).render(MarkdownParser.parse(markdown))
  }

  static let blockCases: [(String, String)] = [
    ("a\nb\n\nc\n", "<p>a\nb</p>\n<p>c</p>\n"),
    ("# A\nB\n---\n", "<h1>A</h1>\n<h2>B</h2>\n"),
    ("- a\n- b\n", "<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n"),
    ("- a\n\n- b\n", "<ul>\n<li>\n<p>a</p>\n</li>\n<li>\n<p>b</p>\n</li>\n</ul>\n"),
    ("3) a\n4) b\n", "<ol start=\"3\">\n<li>a</li>\n<li>b</li>\n</ol>\n"),
    ("1. a\n   - b\n", "<ol>\n<li>a\n<ul>\n<li>b</li>\n</ul>\n</li>\n</ol>\n"),
    ("-\n", "<ul>\n<li></li>\n</ul>\n"),
    ("> q\n>\n> r\n", "<blockquote>\n<p>q</p>\n<p>r</p>\n</blockquote>\n"),
    ("```swift name=x\na < b\n```\n", "<pre><code class=\"language-swift\">a &lt; b\n</code></pre>\n"),
    ("~~~\n\n  x\n", "<pre><code>\n  x\n</code></pre>\n"),
    ("    code\n\n\n    more\n\n", "<pre><code>code\n\n\nmore\n</code></pre>\n"),
    ("<div>\n*x*\n</div>\n\n", "<div>\n*x*\n</div>\n"),
    ("***\n", "<hr />\n"),
    ("[a]: /b\n", ""),
    (
      "| a | b |\n| :- | -: |\n| c |\n",
      "<table>\n<thead>\n<tr>\n<th align=\"left\">a</th>\n<th align=\"right\">b</th>\n</tr>\n</thead>\n"
        + "<tbody>\n<tr>\n<td align=\"left\">c</td>\n<td align=\"right\"></td>\n</tr>\n</tbody>\n</table>\n"
    ),
    ("| a |\n| - |\n", "<table>\n<thead>\n<tr>\n<th>a</th>\n</tr>\n</thead>\n</table>\n"),
  ]

  @Test(arguments: blockCases)
  func writesBlocksAsCommonMarkDoes(_ markdown: String, _ expected: String) {
    #expect(Self.html(markdown) == expected)
  }

  @Test func aBlockCanBeReplaced() {
    let hooks = HTMLHooks(block: { tree, index in
      guard let block = tree.fencedCodeBlock(at: index), block.info == "swift" else { return nil }
      return "<figure data-line=\"\(block.contentLine)\">\(block.code.count)</figure>"
    })
    let html = Self.html("```swift\nabc\n```\n\n```\nkept\n```\n", hooks: hooks)
    #expect(html == "<figure data-line=\"2\">4</figure>\n<pre><code>kept\n</code></pre>\n")
  }

  /// A replaced container is written once, and nothing below it is visited.
  @Test func aReplacedBlockSkipsItsChildren() {
    let hooks = HTMLHooks(block: { tree, index in
      if case .blockQuote = tree[index].kind { return "<aside>quote</aside>" }
      if case .paragraph = tree[index].kind, tree[index].lines.first?.text == "inner" { return "<p>visited</p>" }
      return nil
    })
    #expect(Self.html("> inner\n>\n> - item\n\nafter\n", hooks: hooks) == "<aside>quote</aside>\n<p>after</p>\n")
  }

  @Test func aHeadingCanChangeItsLevelAndAttributes() {
    let hooks = HTMLHooks(heading: { tree, index, markup in
      HeadingMarkup(
        level: markup.level + 2, id: "h-\(tree[index].range.start.line)-\"x\"", className: "md-h\(markup.level)")
    })
    #expect(
      Self.html("# A\n\n##### B\n", hooks: hooks)
        == "<h3 id=\"h-1-&quot;x&quot;\" class=\"md-h1\">A</h3>\n<h6 id=\"h-3-&quot;x&quot;\" class=\"md-h5\">B</h6>\n")
  }

  @Test func aTableCanBeWrapped() {
    let hooks = HTMLHooks(tableWrapper: HTMLWrapper(opening: "<div class=\"table\">", closing: "</div>"))
    #expect(
      Self.html("| a |\n| - |\n| b |\n", hooks: hooks)
        == "<div class=\"table\"><table>\n<thead>\n<tr>\n<th>a</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>b</td>\n</tr>\n"
        + "</tbody>\n</table></div>\n")
  }

  @Test func inlineHooksReachEveryNodesInlines() {
    let hooks = HTMLHooks(inline: InlineHooks(rawHTMLAsText: true))
    #expect(
      Self.html("# <b>\n\n<i>x</i>\n\n| <u> |\n| - |\n", hooks: hooks)
        == "<h1>&lt;b&gt;</h1>\n<p>&lt;i&gt;x&lt;/i&gt;</p>\n<table>\n<thead>\n<tr>\n<th>&lt;u&gt;</th>\n</tr>\n"
        + "</thead>\n</table>\n")
  }

  @Test func aTableCellsContentCanBeReplaced() {
    let hooks = HTMLHooks(tableCell: { tree, index, content in
      tree[index].lines.first?.text == "ok" ? "<mark>\(content)</mark>" : nil
    })
    let html = Self.html("| id |\n| - |\n| ok |\n| no |\n", hooks: hooks)
    #expect(html.contains("<td><mark>ok</mark></td>\n") && html.contains("<td>no</td>\n"))
  }

  @Test func aTableRowCanCarryAttributes() {
    let hooks = HTMLHooks(tableRow: { tree, index in
      let header = if case .tableRow(true) = tree[index].kind { true } else { false }
      return header ? nil : " id=\"row-\(index)\""
    })
    let html = Self.html("| id |\n| - |\n| ok |\n", hooks: hooks)
    #expect(html.contains("<thead>\n<tr>\n") && html.contains("<tbody>\n<tr id=\"row-"), "\(html)")
  }

  @Test func inlineContentCanBeReplaced() {
    let hooks = HTMLHooks(inlines: { tree, index, _ in
      if case .heading = tree[index].kind { return "[heading]" }
      return nil
    })
    #expect(Self.html("# a\n\nb\n", hooks: hooks) == "<h1>[heading]</h1>\n<p>b</p>\n")
  }

  @Test func optionsReachTheInlineRenderer() {
    let tree = MarkdownParser.parse("一\n二\n")
    let options = HTMLOptions(eastAsianLineBreaks: true)
    let expected = "<p>" + InlineHTML.render(tree[1].inlines ?? InlineTree(), options: options) + "</p>\n"
    #expect(MarkdownHTML(options: options).render(tree) == expected)
  }

  @Test func rendersOneNodeAndWhatIsBelowIt() {
    let tree = MarkdownParser.parse("> a\n\nb\n")
    #expect(MarkdownHTML().render(tree, node: 1) == "<blockquote>\n<p>a</p>\n</blockquote>\n")
  }

  @Test func rendersFiftyThousandNestedQuotes() {
    let html = Self.html(String(repeating: ">", count: 50_000) + " deep\n")
    #expect(html.hasPrefix("<blockquote>\n<blockquote>\n"))
    #expect(html.components(separatedBy: "</blockquote>").count == 50_001)
    #expect(html.contains("<p>deep</p>"))
  }

  @Test func rendersThreeThousandNestedLists() {
    let items = (0..<3_000).map { String(repeating: " ", count: 2 * $0) + "- item\n" }.joined()
    let html = Self.html(items)
    #expect(html.components(separatedBy: "<li>item\n<ul>").count == 3_000)
    #expect(html.hasSuffix("</li>\n</ul>\n"))
  }
}
