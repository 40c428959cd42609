import AcceptMarkdown

/// The review page's hooks over `MarkdownHTML`: one edition's Markdown tree written as CommonMark's HTML, with the
/// page's annotations on top of the same tree.
///
/// Headings move down under the page's own headings, each fenced code block becomes numbered lines followed by
/// what the report has to say about it (keyed by the line of its opening fence), code spans and table cells that
/// name a check link to its results, tables sit in a wrapper that scrolls on a narrow screen, raw HTML is shown as
/// text, images are links never loaded and only safe link destinations are clickable. `MarkdownHTML` does the
/// walk; this type only says what the page changes.
struct PageMarkdown {
  /// The tree of the edition, parsed once by `MarkdownParser.parse`.
  let tree: MarkdownTree
  /// What to add to fenced code blocks, keyed by the 1-based line of their opening fence.
  var annotations: [Int: CodeAnnotation] = [:]
  /// Links for code spans and table cells whose whole text is a check id of the spec.
  var codeLinks: [String: CheckLink] = [:]
  /// How many levels document headings move down, so that a document's `#` sits under the page's own headings.
  var headingOffset = 2
  /// The page's id for a heading, given the fragment GitHub gives it (`HeadingAnchor.fragment`), so that ids stay
  /// unique on a page of several editions; nil writes headings without ids. A link to `#fragment` of one of the
  /// edition's headings goes to that id.
  var headingID: (@Sendable (String) -> String)?
  /// The edition's clause rows: each gets its id, and `bad` when a check it names did not go as expected.
  var clauses: ClauseIndex? = nil

  /// The HTML of the whole tree.
  var html: String {
    MarkdownHTML(options: Self.options, hooks: htmlHooks).render(tree)
  }

  /// The 1-based lines of the opening fences of every fenced code block of the tree, at any depth: where results
  /// can be placed.
  var fenceLines: Set<Int> {
    Set(tree.fencedCodeNodes.map { tree[$0].range.start.line })
  }

  /// The page's changes to CommonMark's HTML: its own code blocks and HTML blocks, headings moved down with a class
  /// naming their Markdown level (`md-h1`) and the page's id for their fragment, tables in `<div class="table">`,
  /// check ids in cells linked, and the page's inline hooks.
  var htmlHooks: HTMLHooks {
    let offset = headingOffset
    let anchors = headingID.map { id in tree.headingAnchors.map { ($0, id($0.fragment)) } } ?? []
    let ids = Dictionary(uniqueKeysWithValues: anchors.map { ($0.node, $1) })
    let inline = inlineHooks(fragments: Dictionary(uniqueKeysWithValues: anchors.map { ($0.fragment, $1) }))
    return HTMLHooks(
      block: { tree, index in leaf(index, of: tree) },
      heading: { tree, index, markup in
        let appendix = markup.level == 2 && Self.appendixTitles.contains(Self.headingText(tree, index))
        return HeadingMarkup(
          level: markup.level + offset, id: ids[index], className: "md-h\(markup.level)\(appendix ? " appendix" : "")")
      },
      tableWrapper: HTMLWrapper(opening: "<div class=\"table\">", closing: "</div>"),
      tableCell: { tree, index, _ in cellHTML(tree[index]) },
      tableRow: { _, index in rowAttributes(index) },
      inlines: { tree, index, inlines in
        guard case .heading = tree[index].kind, let id = ids[index] else { return nil }
        return InlineHTML.render(inlines, options: Self.options, hooks: inline) + Self.selfLink(id)
      },
      inline: inline)
  }

  /// The titles of a level-2 heading that opens a spec's appendix (the bound source, the rig, the reviewer's
  /// material), which the page folds until the reader opens it; `scripts/spec-shape.py` reads the same titles.
  static let appendixTitles: Set<String> = ["附錄", "附录", "付録", "Appendix"]

  /// A heading's text, trimmed.
  static func headingText(_ tree: MarkdownTree, _ index: Int) -> String {
    (tree[index].inlines.map(\.textContent) ?? "").trimmingSpacesAndTabs()
  }

  /// A heading's link to itself, so that a reader can copy the address of any section.
  static func selfLink(_ id: String) -> String {
    "<a class=\"anchor\" href=\"#\(XMLText.escape(id))\"\(PageText.ariaLabel(.headingLink))>#</a>"
  }

  /// The attributes of a clause row: its id and, when a check it names did not go as expected, the class `bad`.
  func rowAttributes(_ index: Int) -> String? {
    guard let id = clauses?.rowIDs[index], let row = clauses?.rows.first(where: { $0.id == id }) else { return nil }
    let bad = row.checks.contains { codeLinks[$0]?.status == .unexpected || codeLinks[$0]?.status == .error }
    return " id=\"\(XMLText.escape(id))\" class=\"clause\(bad ? " bad" : "")\""
  }
}
