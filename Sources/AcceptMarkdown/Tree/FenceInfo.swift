/// What a fenced code block's fences say: the info string, the fence, its indentation and whether it closed.
package struct FenceInfo: Sendable, Hashable {
  /// The info string as CommonMark resolves it: trimmed, backslash escapes and character references resolved.
  package let info: String
  /// The text after the opening fence characters, exactly as written (untrimmed, unescaped).
  package let rawInfo: String
  /// The fence character: a backtick or a tilde.
  package let character: Character
  /// The number of fence characters of the opening fence (3 or more).
  package let length: Int
  /// The columns of indentation of the opening fence inside its container (0 to 3); removed from content lines.
  package let indent: Int
  /// Whether a closing fence ended the block; false when it ran to the end of its container or of the document.
  package let closed: Bool

  /// The first word of the info string, which CommonMark uses as the language (nil when the info is empty).
  package var language: String? {
    info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init)
  }

  /// Creates the description of a fence.
  package init(info: String, rawInfo: String, character: Character, length: Int, indent: Int, closed: Bool) {
    self.info = info
    self.rawInfo = rawInfo
    self.character = character
    self.length = length
    self.indent = indent
    self.closed = closed
  }
}
