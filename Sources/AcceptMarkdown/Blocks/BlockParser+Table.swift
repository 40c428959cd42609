extension BlockParser {
  /// Turns the last line of the paragraph at the tip into the header row of a GFM table when the line being read is
  /// a delimiter row with as many cells.
  ///
  /// Tried after every other block start, as GFM does, so a line that starts anything else is never a delimiter
  /// row. The paragraph keeps its other lines; a paragraph that had only the header line is taken out.
  mutating func startTable() -> Start? {
    let paragraph = stack[stack.count - 1].node
    guard !cursor.indented, let alignments = TableRow.alignments(cursor.restFromNextNonspace),
      let header = drafts[paragraph].lines.last,
      TableRow.cells(header.text.utf8).count == alignments.count,
      header.text.utf8.contains(UInt8(ascii: "|")) || cursor.restFromNextNonspace.contains(UInt8(ascii: "|"))
    else { return nil }
    let delimiter = ContentLine(
      line: lineNumber, prefix: String(decoding: cursor.bytes[..<cursor.nextNonspace], as: UTF8.self),
      text: String(decoding: cursor.restFromNextNonspace, as: UTF8.self))
    let start = Self.textStart(of: header)
    takeLastLine(ofParagraph: paragraph)
    addChild(.table, start: start)
    let table = drafts.count - 1
    drafts[table].kind = .table(alignments: alignments)
    drafts[table].lines = [header, delimiter]
    drafts[table].endLine = lineNumber
    cursor.consumeRest()
    return .leafConsumingLine
  }

  /// Removes the last line from the paragraph at the tip; a paragraph left without lines is removed, one with
  /// lines left is closed.
  private mutating func takeLastLine(ofParagraph node: Int) {
    drafts[node].lines.removeLast()
    leafText.removeLast()
    while let last = leafText.last, last != UInt8(ascii: "\n") { leafText.removeLast() }
    guard let previous = drafts[node].lines.last else {
      stack.removeLast()
      stack[stack.count - 1].childCount -= 1
      drafts[drafts[node].parent].children.removeLast()
      leafText = []
      return
    }
    drafts[node].endLine = previous.line
    closeTip(fenceClosed: false)
  }
}
