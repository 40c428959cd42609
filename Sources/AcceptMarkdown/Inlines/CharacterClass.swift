/// The classes of characters that decide whether a run of `*` or `_` can open or close emphasis.
enum CharacterClass: Equatable {
  /// Unicode white space (category Zs, or tab, line feed, form feed, carriage return), or no character at all.
  case whitespace
  /// Unicode punctuation: a character of a P (punctuation) or S (symbol) general category.
  case punctuation
  /// Any other character.
  case other

  /// The class of `scalar`; nil (the start or end of the text) counts as white space.
  init(_ scalar: Unicode.Scalar?) {
    guard let scalar else {
      self = .whitespace
      return
    }
    switch scalar.value {
    case 0x09, 0x0A, 0x0C, 0x0D, 0x20: self = .whitespace
    case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: self = .punctuation
    case 0...0x7F: self = .other
    default: self = Self.nonASCII(scalar.properties.generalCategory)
    }
  }

  private static func nonASCII(_ category: Unicode.GeneralCategory) -> CharacterClass {
    switch category {
    case .spaceSeparator: .whitespace
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
      .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
      .punctuation
    default: .other
    }
  }
}
