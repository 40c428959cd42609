/// A block that is still open while the parser reads a document: a container or the leaf at the tip.
///
/// The chain of open blocks from the document to the tip is the parser's stack; every block, open or closed, also
/// has a `BlockDraft` (its `node`) from which the tree is built.
struct OpenBlock {
  /// What the block is, with the data its continuation rule needs.
  var kind: Kind
  /// The 1-based line the block starts on.
  let line: Int
  /// The index of the block's draft in the parser's drafts.
  let node: Int
  /// The number of children the block has had (a list item that starts empty and meets a blank line ends).
  var childCount = 0

  /// The kinds of blocks that decide where fenced code blocks are.
  enum Kind {
    /// The document itself, always open, at the bottom of the stack.
    case document
    /// A block quote (`>`).
    case blockQuote
    /// A list item, with the columns its content must be indented by.
    case listItem(ListMarker)
    /// A paragraph; its text is kept by the parser to find link reference definitions.
    case paragraph
    /// A fenced code block opened by `fence`.
    case fencedCode(FenceLine.Opening)
    /// An indented code block.
    case indentedCode
    /// An HTML block of one of the seven kinds.
    case htmlBlock(HTMLBlockStart.Kind)
    /// An ATX or setext heading; it never continues on the next line.
    case heading
    /// A thematic break; it never continues on the next line.
    case thematicBreak
    /// A GFM table; each following line that starts no other block is a row, up to a blank line.
    case table
  }

  /// Whether the block is a container (it holds other blocks) rather than a leaf.
  var isContainer: Bool {
    switch kind {
    case .document, .blockQuote, .listItem: true
    default: false
    }
  }

  /// Whether the block is a paragraph.
  var isParagraph: Bool {
    if case .paragraph = kind { return true }
    return false
  }

  /// Whether the block is a table.
  var isTable: Bool {
    if case .table = kind { return true }
    return false
  }

  /// Whether other blocks may start on a line that would otherwise continue this leaf (a paragraph's lines give way
  /// to the starts that may interrupt a paragraph, a table's rows to the start of any other block).
  var isInterruptible: Bool { isParagraph || isTable }

  /// Whether the block is a leaf that takes the rest of each line as its text (code and HTML blocks, paragraphs,
  /// tables).
  var acceptsLines: Bool {
    switch kind {
    case .paragraph, .fencedCode, .indentedCode, .htmlBlock, .table: true
    default: false
    }
  }
}
