/// The shapes an attribute value may take: a check id or a definition name.
enum IdentifierPattern: CustomStringConvertible {
  /// `[a-z0-9][a-z0-9-]*`.
  case checkID
  /// A letter or underscore, then letters, digits, `_`, `-` or `.`.
  case name

  /// Whether `value` has this shape.
  func matches(_ value: String) -> Bool {
    guard let first = value.unicodeScalars.first, value.unicodeScalars.allSatisfy(\.isASCII) else { return false }
    switch self {
    case .checkID:
      let allowed = { (scalar: Unicode.Scalar) in ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) }
      return allowed(first) && value.unicodeScalars.allSatisfy { allowed($0) || $0 == "-" }
    case .name:
      let letter = { (scalar: Unicode.Scalar) in
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
      }
      return letter(first)
        && value.unicodeScalars.allSatisfy { letter($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "." }
    }
  }

  /// The shape in words, for error messages.
  var description: String {
    switch self {
    case .checkID: return "an id matching [a-z0-9][a-z0-9-]*"
    case .name: return "a name of letters, digits, '_', '-' or '.', starting with a letter or '_'"
    }
  }
}
