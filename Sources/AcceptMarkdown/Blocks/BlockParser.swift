/// The CommonMark block-structure parser, reduced to what decides where fenced code blocks are.
///
/// It follows the spec's two-phase line algorithm: for each line, first match the open blocks (continuation
/// rules, in `BlockParser+Continuation.swift`), then look for new block starts (`BlockParser+Starts.swift`), then
/// add the rest of the line to the tip or continue a paragraph lazily. Open blocks form a stack from the document
/// (index 0) to the tip; a fenced code block is reported when it closes.
struct BlockParser {
  /// The open blocks, from the document at index 0 to the tip.
  var stack = [OpenBlock(kind: .document, line: 0)]
  /// The text of the open paragraph or fenced code block at the tip (each line ends with "\n").
  var leafText: [UInt8] = []
  /// The fenced code blocks closed so far, in document order.
  private var blocks: [FencedCodeBlock] = []
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

  /// Whether the line being read would continue the open paragraph lazily if nothing else claims it.
  var maybeLazy: Bool { !allClosed && !cursor.blank && stack[stack.count - 1].isParagraph }

  /// Reads the next line of the document.
  mutating func incorporate(_ line: [UInt8]) {
    lineNumber += 1
    cursor = LineCursor(line)
    breakTail = ThematicBreak.tailLength(of: line)
    guard let matched = matchOpenBlocks() else { return }
    matchedCount = matched
    allClosed = matched == stack.count
    var container = matched - 1
    var leafStarted = stack[container].acceptsLines && !stack[container].isParagraph
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

  /// Closes every open block and returns all fenced code blocks of the document.
  mutating func finish() -> [FencedCodeBlock] {
    while stack.count > 1 { closeTip(fenceClosed: false) }
    return blocks
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

  /// Appends the rest of the line to the text of the tip when that text is kept (paragraphs and fenced code).
  private mutating func appendRestToLeaf() {
    switch stack[stack.count - 1].kind {
    case .paragraph, .fencedCode:
      leafText.append(contentsOf: cursor.remainder())
      leafText.append(UInt8(ascii: "\n"))
    default:
      break
    }
  }

  /// Closes the blocks that did not match the line being read (once per line).
  mutating func closeUnmatchedBlocks() {
    guard !allClosed else { return }
    while stack.count > matchedCount { closeTip(fenceClosed: false) }
    allClosed = true
  }

  /// Adds a new block as a child of the deepest open container, closing open leaves first.
  mutating func addChild(_ kind: OpenBlock.Kind) {
    closeUnmatchedBlocks()
    while !stack[stack.count - 1].isContainer { closeTip(fenceClosed: false) }
    stack[stack.count - 1].childCount += 1
    stack.append(OpenBlock(kind: kind, line: lineNumber))
    leafText = []
  }

  /// Closes the tip block; a fenced code block is reported, a paragraph of only link reference definitions is
  /// dropped from its parent.
  mutating func closeTip(fenceClosed: Bool) {
    let tip = stack.removeLast()
    switch tip.kind {
    case .fencedCode(let opening):
      blocks.append(fencedCodeBlock(opening, line: tip.line, closed: fenceClosed))
    case .paragraph:
      let (rest, found) = LinkReferenceDefinition.strip(leafText)
      if found && rest.allSatisfy({ $0.isSpaceOrTab || $0 == UInt8(ascii: "\n") }) {
        stack[stack.count - 1].childCount -= 1
      }
    default:
      break
    }
    leafText = []
  }

  /// Makes the reported block for a fenced code block that closes with the current `leafText`.
  private func fencedCodeBlock(_ opening: FenceLine.Opening, line: Int, closed: Bool) -> FencedCodeBlock {
    FencedCodeBlock(
      line: line, info: InfoString.resolve(opening.rawInfo), code: String(decoding: leafText, as: UTF8.self),
      closed: closed, contentLine: line + 1, fenceIndent: opening.indent)
  }
}
