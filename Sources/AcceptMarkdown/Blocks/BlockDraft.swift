/// A block as the parser keeps it while reading: its kind, where it starts and ends, its parent, children and
/// content lines. `TreeAssembler` turns the drafts into the immutable `MarkdownTree`, adding lists, rows and cells.
struct BlockDraft {
  /// What the block is; a fence's `closed` and a heading's level are settled when the block closes.
  var kind: BlockKind
  /// The block's first byte: its line and 1-based byte column.
  var start: SourcePosition
  /// The 1-based last line of the block.
  var endLine: Int
  /// The index of the parent draft (the document's parent is itself, index 0).
  let parent: Int
  /// The indices of the child drafts, in document order.
  var children: [Int] = []
  /// The content lines of a leaf: a paragraph's or code block's lines, a table's rows (header, delimiter, body).
  var lines: [ContentLine] = []

  /// Creates a draft that starts and, so far, ends on `start.line`.
  init(kind: BlockKind, start: SourcePosition, parent: Int) {
    self.kind = kind
    self.start = start
    endLine = start.line
    self.parent = parent
  }

  /// Whether the draft is a link reference definition (no block for tightness or list grouping).
  var isLinkReference: Bool {
    if case .linkReference = kind { return true }
    return false
  }

  /// Whether the draft is a list item.
  var isListItem: Bool {
    if case .listItem = kind { return true }
    return false
  }
}
