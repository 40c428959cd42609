/// How a list marks its items: a bullet character, or numbers with a start and a delimiter.
package enum ListStyle: Sendable, Hashable {
  /// A bullet list marked with `-`, `+` or `*`.
  case bullet(Character)
  /// An ordered list whose first item has the number `start`, with `.` or `)` after each number.
  case ordered(start: Int, delimiter: Character)

  /// Reads the style of the list marker that `text` starts with (the caller knows there is one).
  static func read(_ text: ArraySlice<UInt8>) -> ListStyle {
    let digits = text.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    guard let delimiter = text.dropFirst(digits.count).first else { return .bullet("-") }
    guard !digits.isEmpty else { return .bullet(Character(Unicode.Scalar(delimiter))) }
    let start = digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    return .ordered(start: start, delimiter: Character(Unicode.Scalar(delimiter)))
  }

  /// Whether an item of style `other` continues a list of this style (same bullet, or same delimiter).
  func continues(with other: ListStyle) -> Bool {
    switch (self, other) {
    case (.bullet(let mine), .bullet(let theirs)): mine == theirs
    case (.ordered(_, let mine), .ordered(_, let theirs)): mine == theirs
    default: false
    }
  }
}
