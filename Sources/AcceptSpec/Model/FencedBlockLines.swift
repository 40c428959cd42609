import AcceptMarkdown

/// Where a fenced code block's content lines sit in a written file, and the container prefixes a new content line
/// can be written with.
///
/// Inside a block quote or a list item a content line is the container prefix (block quote markers, list item
/// indentation, the fence's indentation) followed by the code line. `prefixes` lists the candidates best first;
/// `accept sync` writes the new code with the first one whose text reads back as exactly that code.
struct FencedBlockLines {
  /// The 0-based indices in `WrittenText.lines` of the block's content lines; when the block has none, the empty
  /// range at the line after its opening fence.
  let content: Range<Int>
  /// The line ending of the new lines: the opening fence's, or LF when the opening fence ends the file.
  let ending: WrittenText.Ending
  /// The candidate prefixes of a new content line, best first and without repeats: the one prefix of the block's
  /// written content lines, the bytes before the closing fence, and the bytes before the opening fence with list
  /// markers turned into spaces.
  let prefixes: [[UInt8]]

  /// Finds the lines of the fenced code block `node` in `written`; nil when `node` is no fenced code block or its
  /// lines are not where the tree says (the tree was read from another text).
  init?(node: MarkdownNode, in written: WrittenText) {
    guard case .fencedCode(let fence) = node.kind else { return nil }
    let opening = node.range.start.line - 1
    let first = node.lines.first.map { $0.line - 1 } ?? opening + 1
    let lines = written.lines
    guard opening < lines.count, first + node.lines.count <= lines.count else { return nil }
    content = first..<first + node.lines.count
    ending = lines[opening].ending == .none ? .lf : lines[opening].ending
    let fenceByte = UInt8(ascii: fence.character == "`" ? "`" : "~")
    var candidates = [Self.sharedPrefix(of: node.lines, in: written)]
    if fence.closed, node.range.lines.upperBound - 1 < lines.count {
      candidates.append(Array(lines[node.range.lines.upperBound - 1].content.prefix { $0 != fenceByte }))
    }
    candidates.append(Self.withoutListMarkers(lines[opening].content.prefix { $0 != fenceByte }))
    var seen: Set<[UInt8]> = []
    prefixes = candidates.compactMap { $0 }.filter { seen.insert($0).inserted }
  }

  /// The lines of `code` (each ending in "\n") written with `prefix`; an empty code line gets the prefix without its
  /// trailing spaces and tabs, so that no line ends in white space.
  func lines(for code: String, prefix: [UInt8]) -> [WrittenText.Line] {
    var blankPrefix = prefix[...]
    while let last = blankPrefix.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") {
      blankPrefix = blankPrefix.dropLast()
    }
    return Array(code.utf8).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast().map {
      WrittenText.Line(content: $0.isEmpty ? Array(blankPrefix) : prefix + $0, ending: ending)
    }
  }

  /// The prefix that every written content line holding code has, or nil when they have none or differ.
  ///
  /// A line counts only when its prefix and text are its written bytes: not where a container's indentation ends
  /// inside a tab (see `ContentLine`), and not a blank line, whose prefix may stop short of the fence's indentation.
  private static func sharedPrefix(of contentLines: [ContentLine], in written: WrittenText) -> [UInt8]? {
    let prefixes = Set(
      contentLines.filter { line in
        line.text.utf8.contains { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
          && written.lines[line.line - 1].content.elementsEqual(Array(line.prefix.utf8) + Array(line.text.utf8))
      }.map { Array($0.prefix.utf8) })
    return prefixes.count == 1 ? prefixes.first : nil
  }

  /// The bytes before an opening fence as a continuation line writes them: block quote markers, spaces and tabs
  /// kept, every other byte (a list marker's) a space, so that each column stays where it was.
  private static func withoutListMarkers(_ bytes: some Sequence<UInt8>) -> [UInt8] {
    bytes.map { $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\t") ? $0 : UInt8(ascii: " ") }
  }
}
