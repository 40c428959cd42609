/// The CommonMark block-structure parser, with GFM tables, that builds the drafts of a `MarkdownTree`.
///
/// It follows the spec's two-phase line algorithm: for each line, first match the open blocks (continuation
/// rules, in `BlockParser+Continuation.swift`), then look for new block starts (`BlockParser+Starts.swift`), then
/// add the rest of the line to the tip or continue a paragraph lazily. Open blocks form a stack from the document
/// (index 0) to the tip; every block also has a `BlockDraft` that stays when the block closes
/// (`BlockParser+Drafts.swift`), and `TreeAssembler` makes the tree from the drafts.
struct BlockParser {
  /// Whether GFM tables are recognized.
  let tables: Bool
  /// The open blocks, from the document at index 0 to the tip.
  var stack = [OpenBlock(kind: .document, line: 0, node: 0)]
  /// Every block read so far, open or closed; the document is draft 0.
  var drafts = [BlockDraft(kind: .document, start: SourcePosition(line: 1, column: 1), parent: 0)]
  /// The link reference definitions found so far, the first of each label kept.
  var definitions = LinkDefinitions()
  /// The text of the open paragraph at the tip (each line ends with "\n").
  var leafText: [UInt8] = []
  /// The length in bytes of every line read, for the ends of source ranges.
  private(set) var lineLengths: [Int] = []
  /// The 1-based number of the line being read.
  private(set) var lineNumber = 0
  /// The position in the line being read.
  var cursor = LineCursor([])
  /// How many blocks of the stack (from the bottom) matched the line being read.
  var matchedCount = 1
  /// Whether the blocks that did not match the line have been closed.
  var allClosed = true
  /// `ThematicBreak.tailLength(of:)` of the line being read.
  private(set) var breakTail = 0

  /// Creates a parser; `tables` turns GFM tables on.
  init(tables: Bool) {
    self.tables = tables
  }

  /// Whether the line being read would continue the open paragraph lazily if nothing else claims it.
  var maybeLazy: Bool { !allClosed && !cursor.blank && stack[stack.count - 1].isParagraph }

  /// Reads the next line of the document.
  mutating func incorporate(_ line: [UInt8]) {
    lineNumber += 1
    lineLengths.append(line.count)
    cursor = LineCursor(line)
    breakTail = ThematicBreak.tailLength(of: line)
    guard let matched = matchOpenBlocks() else { return }
    matchedCount = matched
    allClosed = matched == stack.count
    var container = matched - 1
    var leafStarted = stack[container].acceptsLines && !stack[container].isInterruptible
    var lineConsumed = false
    while !leafStarted {
      cursor.findNextNonspace()
      guard let start = startBlock(in: container) else {
        cursor.advanceToNextNonspace()
        break
      }
      container = stack.count - 1
      leafStarted = start != .container
      lineConsumed = start == .leafConsumingLine
    }
    if !lineConsumed { addRestOfLine() }
  }

  /// Closes every open block; the drafts are then complete.
  mutating func finish() {
    while stack.count > 1 { closeTip(fenceClosed: false) }
    drafts[0].endLine = max(lineNumber, 1)
  }

  /// Adds what is left of the line to the tip, as a lazy paragraph continuation or as the text of a leaf.
  private mutating func addRestOfLine() {
    if maybeLazy {
      appendRestToLeaf()
      return
    }
    closeUnmatchedBlocks()
    let tip = stack[stack.count - 1]
    if tip.acceptsLines {
      appendRestToLeaf()
      if case .htmlBlock(let kind) = tip.kind, kind.isEnd(cursor.rest) { closeTip(fenceClosed: false) }
    } else if !cursor.atEnd && !cursor.blank {
      addChild(.paragraph)
      cursor.advanceToNextNonspace()
      appendRestToLeaf()
    }
  }

  /// Appends the rest of the line to the content lines of the tip (and to `leafText` for a paragraph).
  private mutating func appendRestToLeaf() {
    let tip = stack[stack.count - 1]
    let text = cursor.remainder()
    if tip.isParagraph {
      leafText.append(contentsOf: text)
      leafText.append(UInt8(ascii: "\n"))
    }
    let prefix = cursor.bytes[..<min(cursor.offset, cursor.bytes.count)]
    drafts[tip.node].lines.append(
      ContentLine(
        line: lineNumber, prefix: String(decoding: prefix, as: UTF8.self), text: String(decoding: text, as: UTF8.self)
      ))
    drafts[tip.node].endLine = lineNumber
  }

  /// Closes the blocks that did not match the line being read (once per line).
  mutating func closeUnmatchedBlocks() {
    guard !allClosed else { return }
    while stack.count > matchedCount { closeTip(fenceClosed: false) }
    allClosed = true
  }

  /// Adds a new block as a child of the deepest open container, closing open leaves first.
  ///
  /// The block's draft starts at `start`, by default at the line's next non-space byte (for indented code, at the
  /// cursor, past the four columns of indentation).
  mutating func addChild(_ kind: OpenBlock.Kind, start: SourcePosition? = nil) {
    closeUnmatchedBlocks()
    while !stack[stack.count - 1].isContainer { closeTip(fenceClosed: false) }
    let parent = stack[stack.count - 1]
    stack[stack.count - 1].childCount += 1
    let offset = if case .indentedCode = kind { cursor.offset } else { cursor.nextNonspace }
    let position = start ?? SourcePosition(line: lineNumber, column: offset + 1)
    drafts[parent.node].children.append(drafts.count)
    stack.append(OpenBlock(kind: kind, line: lineNumber, node: drafts.count))
    drafts.append(BlockDraft(kind: draftKind(of: kind), start: position, parent: parent.node))
    leafText = []
  }

  /// Closes the tip block and settles what its draft could not know while it was open.
  mutating func closeTip(fenceClosed: Bool) {
    let tip = stack.removeLast()
    switch tip.kind {
    case .fencedCode:
      if fenceClosed { closeFence(tip.node) }
    case .paragraph:
      if splitDefinitions(ofParagraph: tip.node) == 0 { stack[stack.count - 1].childCount -= 1 }
    case .indentedCode:
      dropTrailingBlankLines(tip.node)
    case .listItem, .blockQuote:
      settleContainerEnd(tip.node)
    default:
      break
    }
    leafText = []
  }
}
