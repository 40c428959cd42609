extension BlockParser {
  /// What a block start did with the line being read.
  enum Start: Equatable {
    /// A container started (block quote, list item); more blocks may start inside it on the same line.
    case container
    /// A leaf started that takes the rest of the line as its text (indented code, HTML block).
    case leaf
    /// A leaf started that used up the whole line (fenced code, headings, thematic break).
    case leafConsumingLine
  }

  /// Tries the block starts, in the spec's order of precedence, as children of the block at `container`.
  ///
  /// `cursor.findNextNonspace()` has been called for the current position. Returns nil when nothing starts.
  /// Only a paragraph restricts what may start (a list item or an HTML block of kind 7 may not interrupt it) and
  /// only a paragraph becomes a setext heading or the header of a table; a table's rows give way to the start of
  /// any other block, as in GFM.
  mutating func startBlock(in container: Int) -> Start? {
    let inParagraph = stack[container].isParagraph
    if consumeBlockQuoteMarker() {
      addChild(.blockQuote)
      return .container
    }
    if let start = startATXHeading() ?? startFencedCode() ?? startHTMLBlock(afterParagraph: inParagraph) {
      return start
    }
    if let start = (inParagraph ? startSetextHeading() : nil) ?? startThematicBreak() {
      return start
    }
    if let marker = ListMarker.parse(&cursor, interruptsParagraph: inParagraph) {
      addChild(.listItem(marker))
      return .container
    }
    if inParagraph, tables, let start = startTable() {
      return start
    }
    return startIndentedCode()
  }

  /// Starts an ATX heading: 1 to 6 `#` followed by a space, a tab or the end of the line.
  private mutating func startATXHeading() -> Start? {
    let text = cursor.restFromNextNonspace
    let level = text.prefix { $0 == UInt8(ascii: "#") }.count
    guard !cursor.indented, (1...6).contains(level), text.dropFirst(level).first?.isSpaceOrTab ?? true else {
      return nil
    }
    let start = startLineLeaf(.heading)
    let prefix = cursor.bytes[..<cursor.nextNonspace]
    drafts[stack[stack.count - 1].node].lines = [
      ContentLine(
        line: lineNumber, prefix: String(decoding: prefix, as: UTF8.self),
        text: String(decoding: cursor.restFromNextNonspace, as: UTF8.self))
    ]
    return start
  }

  /// Starts a fenced code block at an opening fence indented less than 4 columns.
  private mutating func startFencedCode() -> Start? {
    guard !cursor.indented, let opening = FenceLine.opening(cursor.restFromNextNonspace, indent: cursor.indent)
    else { return nil }
    return startLineLeaf(.fencedCode(opening))
  }

  /// Starts an HTML block; kind 7 neither interrupts a paragraph nor a lazy paragraph continuation.
  private mutating func startHTMLBlock(afterParagraph: Bool) -> Start? {
    guard !cursor.indented,
      let kind = HTMLBlockStart.kind(
        of: cursor.restFromNextNonspace, interruptsParagraph: afterParagraph || maybeLazy)
    else { return nil }
    addChild(.htmlBlock(kind))
    return .leaf
  }

  /// Turns the paragraph at the tip into a setext heading at an underline of `=` or `-`.
  ///
  /// Link reference definitions at the start of the paragraph are removed first; when nothing else is left, the
  /// paragraph is no heading and the line is tried as something else.
  private mutating func startSetextHeading() -> Start? {
    let text = cursor.restFromNextNonspace
    guard !cursor.indented, let first = text.first, first == UInt8(ascii: "=") || first == UInt8(ascii: "-"),
      text.drop(while: { $0 == first }).allSatisfy(\.isSpaceOrTab)
    else { return nil }
    closeUnmatchedBlocks()
    let node = stack[stack.count - 1].node
    guard definitionLineCount() < drafts[node].lines.count else { return nil }
    _ = splitDefinitions(ofParagraph: node)
    stack[stack.count - 1].kind = .heading
    drafts[node].kind = .heading(level: first == UInt8(ascii: "=") ? 1 : 2, setext: true)
    drafts[node].endLine = lineNumber
    leafText = []
    cursor.consumeRest()
    return .leafConsumingLine
  }

  /// Starts a thematic break: 3 or more of one of `*`, `-`, `_`, with only spaces and tabs between and after; the
  /// line's `breakTail` rules out the rest of a line of list markers without reading it again at every level.
  private mutating func startThematicBreak() -> Start? {
    let text = cursor.restFromNextNonspace
    guard !cursor.indented, let first = text.first,
      first == UInt8(ascii: "*") || first == UInt8(ascii: "-") || first == UInt8(ascii: "_"),
      text.count <= breakTail, text.count(where: { $0 == first }) >= 3
    else { return nil }
    return startLineLeaf(.thematicBreak)
  }

  /// Starts an indented code block on a non-blank line indented 4 columns, unless it would continue a paragraph.
  private mutating func startIndentedCode() -> Start? {
    guard cursor.indented, !cursor.blank, !stack[stack.count - 1].isParagraph else { return nil }
    cursor.advance(4, columns: true)
    addChild(.indentedCode)
    return .leaf
  }

  /// Adds a leaf block that takes the whole line (a fence's info string is kept in its `Opening`).
  private mutating func startLineLeaf(_ kind: OpenBlock.Kind) -> Start {
    addChild(kind)
    cursor.consumeRest()
    return .leafConsumingLine
  }
}
