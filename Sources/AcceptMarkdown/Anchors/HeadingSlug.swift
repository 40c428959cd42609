/// The fragment GitHub gives a heading, computed from the heading's text: the text in lower case, with every
/// character that is not a letter, a mark, a number, a connector (`_`), a space or `-` left out, and each space
/// written as `-`.
///
/// `データ（3 つ）` becomes `データ3-つ`, `` `boundedMap`: the contract `` becomes `boundedmap-the-contract`. Two
/// headings with the same text are told apart by `HeadingAnchors`, as GitHub does (`-1`, `-2`, ...).
package enum HeadingSlug {
  /// The slug of `text`, before headings with the same slug are told apart.
  package static func slug(_ text: String) -> String {
    var slug = ""
    for scalar in text.lowercased().unicodeScalars where kept(scalar) {
      slug.unicodeScalars.append(scalar == " " ? "-" : scalar)
    }
    return slug
  }

  /// Whether a character stays in a slug.
  private static func kept(_ scalar: Unicode.Scalar) -> Bool {
    if scalar == " " || scalar == "-" { return true }
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: return true
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    case .decimalNumber, .letterNumber, .otherNumber: return true
    case .connectorPunctuation: return true
    default: return false
    }
  }
}
