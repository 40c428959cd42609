/// The recognition of code fence lines: opening fences with their info string, and closing fences.
enum FenceLine {
  /// An opening code fence.
  struct Opening: Equatable {
    /// The fence character: a backtick or a tilde.
    let character: UInt8
    /// The number of fence characters (3 or more).
    let length: Int
    /// The columns of indentation before the fence inside its container (0 to 3).
    let indent: Int
    /// The text after the fence characters, untrimmed and unescaped.
    let rawInfo: [UInt8]
  }

  /// Returns the opening fence that `text` starts with, or nil.
  ///
  /// `text` starts at the first non-space character; `indent` is the indentation before it, which must be less
  /// than 4 (the caller checks). A backtick fence's info string may not contain a backtick.
  static func opening(_ text: ArraySlice<UInt8>, indent: Int) -> Opening? {
    guard let character = text.first, character == .backtick || character == .tilde else { return nil }
    let length = text.prefix { $0 == character }.count
    guard length >= 3 else { return nil }
    let info = text.dropFirst(length)
    if character == .backtick, info.contains(.backtick) { return nil }
    return Opening(character: character, length: length, indent: indent, rawInfo: Array(info))
  }

  /// Returns whether `text` (from its first non-space character) is a closing fence for `opening`.
  ///
  /// A closing fence uses the same character, is at least as long, and is followed only by spaces and tabs.
  /// Its indentation (less than 4 columns) is checked by the caller.
  static func closes(_ text: ArraySlice<UInt8>, opening: Opening) -> Bool {
    let length = text.prefix { $0 == opening.character }.count
    guard length >= opening.length else { return false }
    return text.dropFirst(length).allSatisfy(\.isSpaceOrTab)
  }
}

extension UInt8 {
  /// The byte of U+0060 GRAVE ACCENT, the backtick.
  static let backtick = UInt8(ascii: "`")
  /// The byte of U+007E TILDE.
  static let tilde = UInt8(ascii: "~")
}
