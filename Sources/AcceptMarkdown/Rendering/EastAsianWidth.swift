/// Whether a character is East Asian wide or fullwidth (Unicode East_Asian_Width W or F), for dropping the line
/// ending between two such characters.
enum EastAsianWidth {
  /// Whether `scalar` is wide or fullwidth: Hangul Jamo and syllables, CJK radicals, punctuation, kana, ideographs
  /// and their extensions, Yi, CJK compatibility forms, vertical and small forms, fullwidth forms.
  static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    ranges.contains { $0.contains(scalar.value) }
  }

  private static let ranges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
    0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
    0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1B000...0x1B2FF, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
    0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]
}
