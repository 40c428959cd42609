extension BlockParser {
  /// The kind a new draft starts with for an open block of `kind`, read at the line's next non-space byte.
  func draftKind(of kind: OpenBlock.Kind) -> BlockKind {
    switch kind {
    case .document: .document
    case .blockQuote: .blockQuote
    case .listItem: .listItem(ListStyle.read(cursor.restFromNextNonspace))
    case .paragraph: .paragraph
    case .fencedCode(let opening): .fencedCode(opening.info(closed: false))
    case .indentedCode: .indentedCode
    case .htmlBlock: .htmlBlock
    case .heading: .heading(level: cursor.restFromNextNonspace.prefix { $0 == UInt8(ascii: "#") }.count, setext: false)
    case .thematicBreak: .thematicBreak
    case .table: .table(alignments: [])
    }
  }

  /// Marks the fenced code block of draft `node` as closed by the line being read.
  mutating func closeFence(_ node: Int) {
    guard case .fencedCode(let info) = drafts[node].kind else { return }
    drafts[node].kind = .fencedCode(
      FenceInfo(
        info: info.info, rawInfo: info.rawInfo, character: info.character, length: info.length, indent: info.indent,
        closed: true))
    drafts[node].endLine = lineNumber
  }

  /// How many of the paragraph's lines the link reference definitions at its start take.
  func definitionLineCount() -> Int {
    LinkReferenceDefinition.parse(leafText).reduce(0) { $0 + $1.lineCount }
  }

  /// Turns the link reference definitions at the start of the paragraph of draft `node` (the last child of its
  /// parent) into definition drafts before it, records them in `definitions`, and returns how many lines the
  /// paragraph has left; a paragraph with none left is taken out of its parent.
  mutating func splitDefinitions(ofParagraph node: Int) -> Int {
    let parsed = LinkReferenceDefinition.parse(leafText)
    let lines = drafts[node].lines
    guard !parsed.isEmpty else { return lines.count }
    let parent = drafts[node].parent
    drafts[parent].children.removeLast()
    var used = 0
    for found in parsed {
      let first = lines[used]
      let isFirst = definitions.add(label: found.label, found.definition)
      let kind = BlockKind.linkReference(
        LinkReference(label: found.label, definition: found.definition, isFirst: isFirst))
      var draft = BlockDraft(kind: kind, start: Self.textStart(of: first), parent: parent)
      used += found.lineCount
      draft.endLine = lines[used - 1].line
      drafts[parent].children.append(drafts.count)
      drafts.append(draft)
    }
    drafts[node].lines.removeFirst(used)
    guard let first = drafts[node].lines.first else { return 0 }
    drafts[node].start = Self.textStart(of: first)
    drafts[parent].children.append(node)
    return drafts[node].lines.count
  }

  /// The position of the first byte of `line`'s text that is not a space or tab.
  static func textStart(of line: ContentLine) -> SourcePosition {
    let leading = line.text.utf8.prefix { $0 == .space || $0 == .tab }.count
    return SourcePosition(line: line.line, column: line.column + leading)
  }

  /// Drops the blank lines at the end of the indented code block of draft `node`, which are no part of it.
  mutating func dropTrailingBlankLines(_ node: Int) {
    while let last = drafts[node].lines.last, last.text.utf8.allSatisfy({ $0 == .space || $0 == .tab }) {
      drafts[node].lines.removeLast()
    }
    drafts[node].endLine = drafts[node].lines.last?.line ?? drafts[node].start.line
  }

  /// Settles where a closing container ends: a list item at its last child (blank lines after it are no part of
  /// it, as CommonMark's tightness needs), a block quote at its last marked line or its last child's lazy line.
  mutating func settleContainerEnd(_ node: Int) {
    let lastChild = drafts[node].children.last.map { drafts[$0].endLine } ?? drafts[node].start.line
    if case .listItem = drafts[node].kind {
      drafts[node].endLine = lastChild
    } else {
      drafts[node].endLine = max(drafts[node].endLine, lastChild)
    }
  }
}

extension FenceLine.Opening {
  /// The tree's description of this fence, closed or not.
  func info(closed: Bool) -> FenceInfo {
    FenceInfo(
      info: InfoString.resolve(rawInfo), rawInfo: String(decoding: rawInfo, as: UTF8.self),
      character: Character(Unicode.Scalar(character)), length: length, indent: indent, closed: closed)
  }
}
