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
    return HTMLHooks(
      block: { tree, index in leaf(index, of: tree) },
      heading: { _, index, markup in
        HeadingMarkup(level: markup.level + offset, id: ids[index], className: "md-h\(markup.level)")
      },
      tableWrapper: HTMLWrapper(opening: "<div class=\"table\">", closing: "</div>"),
      tableCell: { tree, index, _ in cellHTML(tree[index]) },
      inline: inlineHooks(fragments: Dictionary(uniqueKeysWithValues: anchors.map { ($0.fragment, $1) })))
  }
}
