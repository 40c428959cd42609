/// Whether a character is East Asian wide or fullwidth (Unicode East_Asian_Width W or F), or one of the marks that
/// Chinese and Japanese text uses at ambiguous width, for dropping the line ending between two characters of East
/// Asian text.
public enum EastAsianWidth {
  /// Whether a soft line break between `before` and `after` is dropped: both are wide or fullwidth, or one is and
  /// the other is a mark of `isEastAsianPunctuation` (such as `“` opening a Chinese line). Two such marks alone, or
  /// such a mark next to a Latin letter, keep the break.
  static func joinsWithoutSpace(_ before: Unicode.Scalar, _ after: Unicode.Scalar) -> Bool {
    switch (isWide(before), isWide(after)) {
    case (true, true): true
    case (true, false): isEastAsianPunctuation(after)
    case (false, true): isEastAsianPunctuation(before)
    case (false, false): false
    }
  }

  /// Whether `scalar` is wide or fullwidth: Hangul Jamo and syllables, CJK radicals, punctuation, kana, ideographs
  /// and their extensions, Yi, CJK compatibility forms, vertical and small forms, fullwidth forms.
  public static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    ranges.contains { $0.contains(scalar.value) }
  }

  /// The columns `character` takes in a monospaced or East Asian layout: two when its first scalar is wide or
  /// fullwidth, else one.
  public static func columns(_ character: Character) -> Int {
    character.unicodeScalars.first.map { isWide($0) ? 2 : 1 } ?? 1
  }

  /// Whether `scalar` is a mark of ambiguous East Asian width (East_Asian_Width A) that Chinese and Japanese text
  /// sets at full width: the middle dot `·` (U+00B7), the em dash `—` and horizontal bar `―` (U+2014, U+2015), the
  /// curly single and double quotation marks `‘ ’ ‚ ‛ “ ”` (U+2018–U+201D), the two-dot leader `‥`, the ellipsis
  /// `…` and the hyphenation point `‧` (U+2025–U+2027), and the reference mark `※` (U+203B).
  static func isEastAsianPunctuation(_ scalar: Unicode.Scalar) -> Bool {
    punctuation.contains { $0.contains(scalar.value) }
  }

  private static let ranges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
    0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
    0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1B000...0x1B2FF, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
    0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]

  private static let punctuation: [ClosedRange<UInt32>] = [
    0x00B7...0x00B7, 0x2014...0x2015, 0x2018...0x201D, 0x2025...0x2027, 0x203B...0x203B,
  ]
}
