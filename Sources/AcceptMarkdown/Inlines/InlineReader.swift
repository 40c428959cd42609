/// The state of one inline parse: the source, the tree being built, the delimiter and bracket stacks, and the
/// offset being read.
///
/// It reads the text once from left to right, CommonMark's way: plain text, escapes, references, code spans,
/// autolinks and raw HTML become nodes at once; runs of `*` and `_` become text nodes on the delimiter stack; `[`
/// and `![` go on the bracket stack until a `]` makes a link of them; emphasis is resolved when a link closes and at
/// the end. Nothing recurses per level of nesting.
struct InlineReader {
  /// The joined lines.
  let source: InlineSource
  /// The document's link reference definitions.
  let definitions: LinkDefinitions
  /// The tree so far.
  var work = InlineWorkspace()
  /// The delimiter stack's entries, and the index of its top (-1: empty).
  var delimiters: [Delimiter] = []
  var delimiterTop = -1
  /// The bracket stack.
  var brackets: [Bracket] = []
  /// The link openers (`[`, not `![`) at stack indices below this are inactive: a link was made after them.
  var inactiveBelow = 0
  /// The runs of backticks, for finding the end of a code span in logarithmic time.
  let backticks: BacktickRuns
  /// Where the searches for the ends of raw HTML constructs failed, so that they are not repeated.
  var rawHTMLFailures = RawHTMLSyntax.Failures()
  /// The offset being read.
  var offset = 0

  /// Prepares to read `input`.
  init(_ input: InlineInput, definitions: LinkDefinitions) {
    source = InlineSource(input)
    self.definitions = definitions
    backticks = BacktickRuns(source.bytes)
  }

  var bytes: [UInt8] { source.bytes }

  /// The byte at `index`, or nil past the end.
  func byte(at index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }

  /// Reads the whole text and returns its tree.
  mutating func read() -> InlineTree {
    while offset < bytes.count {
      readConstruct()
    }
    processEmphasis(above: -1)
    return makeTree()
  }

  /// Reads the construct at `offset` and moves past it.
  private mutating func readConstruct() {
    switch bytes[offset] {
    case UInt8(ascii: "\n"): readLineEnding()
    case UInt8(ascii: "\\"): readBackslash()
    case UInt8(ascii: "`"): readCodeSpan()
    case UInt8(ascii: "*"), UInt8(ascii: "_"): readDelimiterRun()
    case UInt8(ascii: "["): openBracket(image: false, length: 1)
    case UInt8(ascii: "!") where byte(at: offset + 1) == UInt8(ascii: "["): openBracket(image: true, length: 2)
    case UInt8(ascii: "]"): closeBracket()
    case UInt8(ascii: "<"): readAngleBracket()
    case UInt8(ascii: "&"): readCharacterReference()
    default: readText()
    }
  }

  /// Appends a text node for the bytes from `start` to `end`, holding `text`.
  mutating func appendText(_ text: String, start: Int, end: Int) {
    work.append(.text(text), start: start, end: end)
  }

  /// Appends the single byte at `offset` as text and moves past it.
  mutating func appendLiteralByte() {
    appendText(String(decoding: bytes[offset..<offset + 1], as: UTF8.self), start: offset, end: offset + 1)
    offset += 1
  }

  /// Reads plain text up to the next byte that may start a construct; spaces and tabs before a line ending are
  /// left out (the line ending decides whether they make a hard break).
  private mutating func readText() {
    let start = offset
    offset += 1
    while offset < bytes.count, !Self.isSpecial(bytes[offset]) { offset += 1 }
    var end = offset
    if byte(at: offset) == UInt8(ascii: "\n") {
      while end > start, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
    }
    guard end > start else { return }
    appendText(String(decoding: bytes[start..<end], as: UTF8.self), start: start, end: end)
  }

  private static func isSpecial(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "\n"), UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"),
      UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: "&"):
      true
    default: false
    }
  }

  /// Reads a line ending: a hard break when two or more spaces come before it, else a soft break.
  private mutating func readLineEnding() {
    var start = offset
    while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") { start -= 1 }
    let hard = offset >= 2 && bytes[offset - 1] == UInt8(ascii: " ") && bytes[offset - 2] == UInt8(ascii: " ")
    work.append(hard ? .hardBreak : .softBreak, start: hard ? start : offset, end: offset + 1)
    offset += 1
    skipLeadingSpaces()
  }

  /// Skips the spaces and tabs that start a line.
  private mutating func skipLeadingSpaces() {
    while offset < bytes.count, bytes[offset] == UInt8(ascii: " ") || bytes[offset] == UInt8(ascii: "\t") {
      offset += 1
    }
  }

  /// Reads a backslash: an escaped ASCII punctuation character, a hard break before a line ending, or itself.
  private mutating func readBackslash() {
    guard let next = byte(at: offset + 1) else { return appendLiteralByte() }
    if next == UInt8(ascii: "\n") {
      work.append(.hardBreak, start: offset, end: offset + 2)
      offset += 2
      skipLeadingSpaces()
    } else if InfoString.isASCIIPunctuation(next) {
      appendText(String(UnicodeScalar(next)), start: offset, end: offset + 2)
      offset += 2
    } else {
      appendLiteralByte()
    }
  }

  /// Reads an entity or numeric character reference, or a lone `&`.
  private mutating func readCharacterReference() {
    guard let (characters, length) = InfoString.characterReference(bytes[offset...]) else {
      return appendLiteralByte()
    }
    appendText(characters, start: offset, end: offset + length)
    offset += length
  }
}
