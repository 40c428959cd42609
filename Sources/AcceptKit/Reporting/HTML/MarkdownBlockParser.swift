import AcceptMarkdown

/// Splits the lines of a Markdown document into the blocks the review report renders.
///
/// A simplified CommonMark block parser: headings, paragraphs, block quotes, lists, tables, thematic breaks and
/// indented code follow the spec's main rules, and the places of fenced code blocks come from `MarkdownScanner`, so
/// that the report agrees with the engine about which lines are code. Raw HTML blocks become plain text.
struct MarkdownBlockParser {
  /// The fenced code blocks of the document, keyed by the 1-based line of their opening fence.
  let fences: [Int: FencedCodeBlock]
  /// The lines taken by fenced code blocks, from the opening fence to the last line of the block.
  let fenceRanges: [ClosedRange<Int>]
  /// The link reference definitions found so far, keyed by `MarkdownLink.key(_:)`.
  var links: [String: MarkdownLink] = [:]
  /// The 1-based line of each definition in `links`, so that the first in the document wins whatever the order in
  /// which containers are parsed.
  var linkLines: [String: Int] = [:]
  /// Every block made so far, indexed by `MarkdownBlockID.index`.
  var storage: [MarkdownBlock] = []
  /// The containers whose lines are still to be parsed into blocks.
  var pending: [PendingContainer] = []
  /// For each line (index: line number - 1), `ThematicBreak.tailLength(of:)` of its text; set by `parse(_:)`.
  var breakTails: [Int] = []

  /// Creates a parser for a document whose fenced code blocks are `fences`.
  init(fences: [FencedCodeBlock]) {
    self.fences = Dictionary(fences.map { ($0.line, $0) }, uniquingKeysWith: { first, _ in first })
    fenceRanges = fences.map { $0.line...Self.lastLine(of: $0) }
  }

  /// The last source line a fenced code block takes: its closing fence, or its last content line.
  static func lastLine(of fence: FencedCodeBlock) -> Int {
    let contentLines = fence.code.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
    return max(fence.line, fence.contentLine + contentLines - 1 + (fence.closed ? 1 : 0))
  }

  /// The fenced code block that `line` opens at this level; nil when the fence sits in a container of the line.
  func opensFence(_ line: MarkdownLine) -> FencedCodeBlock? {
    guard let fence = fences[line.number], line.indent < 4,
      line.content.hasPrefix("```") || line.content.hasPrefix("~~~")
    else { return nil }
    return fence
  }

  /// Whether the 1-based source line belongs to a fenced code block.
  func isInsideFence(_ number: Int) -> Bool {
    fenceRanges.contains { $0.contains(number) }
  }

  /// Adds `block` to the storage and returns its id.
  mutating func add(_ block: MarkdownBlock) -> MarkdownBlockID {
    storage.append(block)
    return MarkdownBlockID(index: storage.count - 1)
  }

  /// The blocks of `lines`, which hold one container's content in document order; the containers among them are
  /// left in `pending` with their lines, to be parsed by `parse(_:)` without recursion.
  mutating func blocks(_ lines: ArraySlice<MarkdownLine>) -> [MarkdownBlockID] {
    var blocks: [MarkdownBlockID] = []
    var paragraph: [MarkdownLine] = []
    var rest = lines
    while let line = rest.first {
      if let fence = opensFence(line) {
        flush(&paragraph, into: &blocks)
        blocks.append(add(.fencedCode(fence)))
        let last = Self.lastLine(of: fence)
        rest = rest.drop { $0.number <= last }
      } else if line.isBlank {
        flush(&paragraph, into: &blocks)
        rest = rest.dropFirst()
      } else if let level = setextLevel(line), let heading = setextHeading(&paragraph, level: level) {
        blocks.append(add(heading))
        rest = rest.dropFirst()
      } else if let (block, after) = start(rest, interrupting: !paragraph.isEmpty) {
        flush(&paragraph, into: &blocks)
        blocks.append(block)
        rest = after
      } else if paragraph.isEmpty, line.indent >= 4 {
        let (block, after) = indentedCode(rest)
        blocks.append(add(block))
        rest = after
      } else {
        paragraph.append(line)
        rest = rest.dropFirst()
      }
    }
    flush(&paragraph, into: &blocks)
    return blocks
  }

  /// The block that starts at the first line, and the lines after it; nil when the line starts none.
  private mutating func start(
    _ lines: ArraySlice<MarkdownLine>, interrupting: Bool
  ) -> (MarkdownBlockID, ArraySlice<MarkdownLine>)? {
    guard let line = lines.first, line.indent < 4 else { return nil }
    if let heading = atxHeading(line) { return (add(heading), lines.dropFirst()) }
    if isThematicBreak(line) { return (add(.thematicBreak), lines.dropFirst()) }
    if line.content.first == ">" { return quote(lines) }
    if let item = ListItemStart(line), !interrupting || item.canInterruptParagraph { return list(lines, item) }
    if let (table, after) = table(lines) { return (add(table), after) }
    if !interrupting, isHTMLStart(line) {
      let (plain, after) = plainUntilBlank(lines)
      return (add(plain), after)
    }
    return nil
  }

  /// Whether a line would end a paragraph or a lazy continuation: it starts a block or opens a fence.
  func startsBlock(_ line: MarkdownLine) -> Bool {
    guard opensFence(line) == nil else { return true }
    guard line.indent < 4 else { return false }
    return atxHeading(line) != nil || isThematicBreak(line) || line.content.first == ">"
      || ListItemStart(line)?.canInterruptParagraph == true
  }

  /// Ends the open paragraph: link reference definitions at its start are taken, the rest becomes a paragraph.
  private mutating func flush(_ paragraph: inout [MarkdownLine], into blocks: inout [MarkdownBlockID]) {
    let remaining = takeDefinitions(paragraph)
    if !remaining.isEmpty { blocks.append(add(.paragraph(Self.inlineText(remaining)))) }
    paragraph = []
  }

  /// The inline text of paragraph lines: leading spaces removed, joined with "\n", the end trimmed.
  static func inlineText(_ lines: some Collection<MarkdownLine>) -> String {
    let text = lines.map { String($0.content) }.joined(separator: "\n")
    return String(text.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }

  private func atxHeading(_ line: MarkdownLine) -> MarkdownBlock? {
    let content = line.content
    let hashes = content.prefix { $0 == "#" }.count
    guard (1...6).contains(hashes) else { return nil }
    var text = content.dropFirst(hashes)
    guard text.isEmpty || text.first == " " || text.first == "\t" else { return nil }
    text = Substring(Self.inlineText([line.with(text: text)]))
    let closing = text.reversed().prefix { $0 == "#" }.count
    let beforeClosing = text.dropLast(closing)
    if closing > 0, beforeClosing.isEmpty || beforeClosing.last == " " || beforeClosing.last == "\t" {
      text = Substring(Self.inlineText([line.with(text: beforeClosing)]))
    }
    return .heading(level: hashes, text: String(text))
  }

  /// Whether the line is three or more of the same `-`, `*` or `_`, spaces and tabs between; decided from the
  /// line's `breakTails` entry and its first three marks, so that a line of 50,000 list markers costs one look per
  /// level.
  private func isThematicBreak(_ line: MarkdownLine) -> Bool {
    let content = line.content
    guard line.number - 1 < breakTails.count, content.utf8.count <= breakTails[line.number - 1] else { return false }
    var marks = 0
    for character in content where character != " " && character != "\t" {
      marks += 1
      if marks == 3 { return true }
    }
    return false
  }

  private func setextLevel(_ line: MarkdownLine) -> Int? {
    guard line.indent < 4 else { return nil }
    let content = line.content.reversed().drop { $0 == " " || $0 == "\t" }
    guard let first = content.first, first == "=" || first == "-", content.allSatisfy({ $0 == first }) else {
      return nil
    }
    return first == "=" ? 1 : 2
  }

  private mutating func setextHeading(_ paragraph: inout [MarkdownLine], level: Int) -> MarkdownBlock? {
    let remaining = takeDefinitions(paragraph)
    guard !remaining.isEmpty else { return nil }
    paragraph = []
    return .heading(level: level, text: Self.inlineText(remaining))
  }

  private func isHTMLStart(_ line: MarkdownLine) -> Bool {
    let content = line.content
    guard content.first == "<", let next = content.dropFirst().first else { return false }
    return next.isLetter || next == "/" || next == "!" || next == "?"
  }

  private func plainUntilBlank(_ lines: ArraySlice<MarkdownLine>) -> (MarkdownBlock, ArraySlice<MarkdownLine>) {
    let taken = lines.prefix { !$0.isBlank }
    return (.plain(taken.map { String($0.text) }.joined(separator: "\n")), lines.dropFirst(taken.count))
  }

  private func indentedCode(_ lines: ArraySlice<MarkdownLine>) -> (MarkdownBlock, ArraySlice<MarkdownLine>) {
    var taken = lines.prefix { $0.isBlank || $0.indent >= 4 }
    while let last = taken.last, last.isBlank { taken = taken.dropLast() }
    let code = taken.map { $0.isBlank ? "\n" : String($0.dropping(columns: 4).text) + "\n" }.joined()
    return (.indentedCode(code), lines.dropFirst(taken.count))
  }
}
