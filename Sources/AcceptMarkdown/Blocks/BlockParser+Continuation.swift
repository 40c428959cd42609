extension BlockParser {
  /// The outcome of matching one open block against the line being read.
  enum Continuation {
    /// The block continues; its prefix (if any) has been consumed.
    case matched
    /// The block does not continue on this line.
    case notMatched
    /// The line closed the block (a closing code fence) and needs nothing more.
    case lineDone
  }

  /// Matches the open blocks against the line, from the document down, stopping at the first that fails.
  ///
  /// Returns how many blocks from the bottom of the stack matched, or nil when the line was a closing fence.
  mutating func matchOpenBlocks() -> Int? {
    var matched = 1
    while matched < stack.count {
      cursor.findNextNonspace()
      switch continuation(of: matched) {
      case .matched:
        if case .blockQuote = stack[matched].kind { drafts[stack[matched].node].endLine = lineNumber }
        matched += 1
      case .notMatched: return matched
      case .lineDone: return nil
      }
    }
    return matched
  }

  /// Applies the continuation rule of the open block at `index` to the line.
  private mutating func continuation(of index: Int) -> Continuation {
    switch stack[index].kind {
    case .document:
      return .matched
    case .blockQuote:
      return continueBlockQuote()
    case .listItem(let marker):
      return continueListItem(marker, hasChildren: stack[index].childCount > 0)
    case .fencedCode(let opening):
      return continueFencedCode(opening)
    case .indentedCode:
      return continueIndentedCode()
    case .htmlBlock(let kind):
      return cursor.blank && kind.endsAtBlankLine ? .notMatched : .matched
    case .paragraph, .table:
      return cursor.blank ? .notMatched : .matched
    case .heading, .thematicBreak:
      return .notMatched
    }
  }

  /// Continues a block quote on a line that starts with `>` (indented less than 4 columns).
  private mutating func continueBlockQuote() -> Continuation {
    guard consumeBlockQuoteMarker() else { return .notMatched }
    return .matched
  }

  /// Consumes a block quote marker `>` and one following space or tab column, if the line has the marker.
  mutating func consumeBlockQuoteMarker() -> Bool {
    guard !cursor.indented, cursor.byte(at: cursor.nextNonspace) == UInt8(ascii: ">") else { return false }
    cursor.advanceToNextNonspace()
    cursor.advance(1, columns: false)
    if cursor.byte(at: cursor.offset)?.isSpaceOrTab == true {
      cursor.advance(1, columns: true)
    }
    return true
  }

  /// Continues a list item on a blank line (unless the item is still empty) or on a line indented enough.
  ///
  /// A blank line loses at most the item's content indentation, so spaces beyond it stay in a fenced code block,
  /// as the spec's definition of list items (subsequent lines indented by W + N columns) implies.
  private mutating func continueListItem(_ marker: ListMarker, hasChildren: Bool) -> Continuation {
    if cursor.blank {
      guard hasChildren else { return .notMatched }
      cursor.advance(min(cursor.indent, marker.contentIndent), columns: true)
    } else if cursor.indent >= marker.contentIndent {
      cursor.advance(marker.contentIndent, columns: true)
    } else {
      return .notMatched
    }
    return .matched
  }

  /// Closes a fenced code block at its closing fence, or skips up to the fence's indentation on a content line.
  private mutating func continueFencedCode(_ opening: FenceLine.Opening) -> Continuation {
    if cursor.indent <= 3, FenceLine.closes(cursor.restFromNextNonspace, opening: opening) {
      closeTip(fenceClosed: true)
      return .lineDone
    }
    var remaining = opening.indent
    while remaining > 0, cursor.byte(at: cursor.offset)?.isSpaceOrTab == true {
      cursor.advance(1, columns: true)
      remaining -= 1
    }
    return .matched
  }

  /// Continues an indented code block on a line indented 4 columns or more, or on a blank line.
  private mutating func continueIndentedCode() -> Continuation {
    if cursor.indent >= 4 {
      cursor.advance(4, columns: true)
    } else if cursor.blank {
      cursor.advanceToNextNonspace()
    } else {
      return .notMatched
    }
    return .matched
  }
}
