/// Makes the immutable `MarkdownTree` from the parser's drafts, without recursion.
///
/// It numbers the nodes in document order, groups consecutive list items of one style into a list (deciding, as
/// CommonMark does, whether it is tight), splits table rows into cells, and parses the inline content of
/// paragraphs, headings and cells with the document's link definitions, all known by now.
struct TreeAssembler {
  /// One piece of work: a draft to emit, or a run of list items to emit as one list.
  private enum Work {
    case draft(Int)
    case list([Int])
  }

  private let drafts: [BlockDraft]
  private let lineLengths: [Int]
  private let definitions: LinkDefinitions
  private var kinds: [BlockKind] = []
  private var ranges: [SourceRange] = []
  private var parents: [Int?] = []
  private var children: [[Int]] = []
  private var lines: [[ContentLine]] = []
  private var inlines: [InlineTree?] = []

  /// Creates an assembler for the drafts of a parsed document.
  init(drafts: [BlockDraft], lineLengths: [Int], definitions: LinkDefinitions) {
    self.drafts = drafts
    self.lineLengths = lineLengths
    self.definitions = definitions
  }

  /// Returns the tree.
  mutating func assemble() -> MarkdownTree {
    var work: [(Work, parent: Int)] = []
    let root = emit(0, parent: nil)
    work += groups(of: drafts[0].children).reversed().map { ($0, root) }
    while let (item, parent) = work.popLast() {
      switch item {
      case .draft(let draft):
        let index = emit(draft, parent: parent)
        work += groups(of: drafts[draft].children).reversed().map { ($0, index) }
      case .list(let items):
        let index = emitList(items, parent: parent)
        work += items.reversed().map { (.draft($0), index) }
      }
    }
    let nodes = kinds.indices.map { index in
      MarkdownNode(
        kind: kinds[index], range: ranges[index], parent: parents[index], children: children[index],
        lines: lines[index], inlines: inlines[index])
    }
    return MarkdownTree(nodes: nodes, definitions: definitions)
  }

  /// The children of a draft as work: list items of one style in a row become one list.
  private func groups(of childDrafts: [Int]) -> [Work] {
    var result: [Work] = []
    var run: [Int] = []
    for child in childDrafts {
      if case .listItem(let style) = drafts[child].kind {
        if let first = run.first, case .listItem(let runStyle) = drafts[first].kind, runStyle.continues(with: style) {
          run.append(child)
          continue
        }
        if !run.isEmpty { result.append(.list(run)) }
        run = [child]
        continue
      }
      if !run.isEmpty { result.append(.list(run)) }
      run = []
      result.append(.draft(child))
    }
    if !run.isEmpty { result.append(.list(run)) }
    return result
  }

  /// Adds a node and returns its index.
  private mutating func add(
    _ kind: BlockKind, _ range: SourceRange, parent: Int?, lines: [ContentLine] = [], inlines: InlineTree? = nil
  ) -> Int {
    let index = kinds.count
    kinds.append(kind)
    ranges.append(range)
    parents.append(parent)
    children.append([])
    self.lines.append(lines)
    self.inlines.append(inlines)
    if let parent { children[parent].append(index) }
    return index
  }

  /// Emits the node of a draft (and, for a table, its rows and cells).
  private mutating func emit(_ index: Int, parent: Int?) -> Int {
    let draft = drafts[index]
    let range = SourceRange(start: draft.start, end: lineEnd(draft.endLine))
    let node = add(draft.kind, range, parent: parent, lines: draft.lines, inlines: inlineTree(of: draft))
    if case .table(let alignments) = draft.kind { emitRows(of: draft, alignments: alignments, table: node) }
    return node
  }

  /// Emits a list of `items`.
  private mutating func emitList(_ items: [Int], parent: Int) -> Int {
    guard case .listItem(let style) = drafts[items[0]].kind else { return parent }
    let range = SourceRange(start: drafts[items[0]].start, end: lineEnd(drafts[items[items.count - 1]].endLine))
    return add(.list(style, tight: isTight(items)), range, parent: parent)
  }

  /// Whether no blank line separates two items, or two blocks directly inside an item (definitions left out, as
  /// CommonMark removes them from the document).
  ///
  /// A nested list is one block of its item, so a blank line between its own items leaves this list tight.
  private func isTight(_ items: [Int]) -> Bool {
    for (position, item) in items.enumerated() {
      let blocks = lineSpans(of: drafts[item].children)
      let end = blocks.last?.last ?? drafts[item].start.line
      if position + 1 < items.count, end != drafts[items[position + 1]].start.line - 1 { return false }
      for (block, next) in zip(blocks, blocks.dropFirst()) where block.last != next.first - 1 {
        return false
      }
    }
    return true
  }

  /// The 1-based first and last lines of each block among `childDrafts`, grouped as they are emitted (a run of list
  /// items is one list), link reference definitions left out.
  private func lineSpans(of childDrafts: [Int]) -> [(first: Int, last: Int)] {
    groups(of: childDrafts).compactMap { work in
      switch work {
      case .draft(let draft): drafts[draft].isLinkReference ? nil : (drafts[draft].start.line, drafts[draft].endLine)
      case .list(let items): (drafts[items[0]].start.line, drafts[items[items.count - 1]].endLine)
      }
    }
  }

  /// The position just after the last byte of the 1-based `line`.
  private func lineEnd(_ line: Int) -> SourcePosition {
    let length = line >= 1 && line <= lineLengths.count ? lineLengths[line - 1] : 0
    return SourcePosition(line: line, column: length + 1)
  }

  /// The inline content of a paragraph or heading draft.
  private func inlineTree(of draft: BlockDraft) -> InlineTree? {
    switch draft.kind {
    case .paragraph, .heading(_, setext: true):
      return InlineParser.parse(LeafText.paragraph(draft.lines), definitions: definitions)
    case .heading(_, setext: false):
      return InlineParser.parse(LeafText.atxHeading(draft.lines), definitions: definitions)
    default:
      return nil
    }
  }

  /// Emits the header row and the body rows of a table, each with exactly one cell per column.
  private mutating func emitRows(of draft: BlockDraft, alignments: [TableAlignment], table: Int) {
    for (position, line) in draft.lines.enumerated() where position != 1 {
      let rowStart = BlockParser.textStart(of: line)
      let row = add(
        .tableRow(header: position == 0), SourceRange(start: rowStart, end: lineEnd(line.line)), parent: table,
        lines: [line])
      let cells = TableRow.cells(line.text.utf8)
      for (column, alignment) in alignments.enumerated() {
        if column < cells.count {
          emitCell(cells[column], of: line, alignment: alignment, row: row)
        } else {
          let end = lineEnd(line.line)
          _ = add(.tableCell(alignment), SourceRange(start: end, end: end), parent: row, inlines: InlineTree())
        }
      }
    }
  }

  /// Emits one cell of a row.
  private mutating func emitCell(_ cell: TableRow.Cell, of line: ContentLine, alignment: TableAlignment, row: Int) {
    let start = SourcePosition(line: line.line, column: line.column + cell.offset)
    let end = SourcePosition(line: line.line, column: line.column + cell.end)
    let prefix = line.prefix + String(decoding: line.text.utf8.prefix(cell.offset), as: UTF8.self)
    let input = InlineInput(lines: [InlineInput.Line(text: cell.text, start: start)])
    _ = add(
      .tableCell(alignment), SourceRange(start: start, end: end), parent: row,
      lines: [ContentLine(line: line.line, prefix: prefix, text: cell.text)],
      inlines: InlineParser.parse(input, definitions: definitions))
  }
}
