extension AttributeParser {
  /// One word of an info string: `key`, or `key=value` with the value's quotes removed.
  struct Token: Equatable {
    /// The attribute's name.
    var key: String
    /// The value after `=`, or nil for a bare flag.
    var value: String?
  }

  /// Splits an info string into words at white space; a double-quoted value may hold spaces and `\"`.
  func tokens(of info: String) throws(SpecError) -> [Token] {
    var tokens: [Token] = []
    var characters = Array(info)[...]
    while let first = characters.first {
      if first.isWhitespace {
        characters.removeFirst()
        continue
      }
      tokens.append(try token(from: &characters))
    }
    return tokens
  }

  private func token(from characters: inout ArraySlice<Character>) throws(SpecError) -> Token {
    var key = ""
    while let next = characters.first, !next.isWhitespace, next != "=" {
      key.append(next)
      characters.removeFirst()
    }
    guard characters.first == "=" else { return Token(key: key, value: nil) }
    characters.removeFirst()
    guard characters.first == "\"" else {
      var value = ""
      while let next = characters.first, !next.isWhitespace {
        value.append(next)
        characters.removeFirst()
      }
      return Token(key: key, value: value)
    }
    characters.removeFirst()
    return Token(key: key, value: try quoted(key: key, from: &characters))
  }

  private func quoted(key: String, from characters: inout ArraySlice<Character>) throws(SpecError) -> String {
    var value = ""
    while let next = characters.popFirst() {
      switch next {
      case "\"": return value
      case "\\" where characters.first == "\"" || characters.first == "\\":
        value.append(characters.removeFirst())
      default: value.append(next)
      }
    }
    throw SpecError(
      .badValue(attribute: key, value: "\"" + value, expected: "a closing double quote"), at: location)
  }
}
