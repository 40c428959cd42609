/// Parses the info string of a `swift` block into typed attributes, or the first error with its location.
struct AttributeParser {
  /// The attributes that take a value.
  static let valued = [
    "check", "name", "source", "scope", "expect", "diagnostic", "timeout", "schedules", "leftover",
  ]
  /// The attributes that are bare flags.
  static let flags = ["ignore"]

  /// The location of the block's opening fence, used for every error.
  let location: SourceLocation

  /// Parses the words after `swift` in `info`.
  func parse(_ info: String) throws(SpecError) -> BlockAttributes {
    var draft = Draft()
    var seen: Set<String> = []
    var diagnostic: Token?
    for token in try tokens(of: info).dropFirst() {
      guard seen.insert(token.key).inserted else { throw error(.repeatedAttribute(token.key)) }
      if token.key == "diagnostic" { diagnostic = token } else { try apply(token, to: &draft) }
    }
    try validateRoles(draft, given: seen)
    if let diagnostic { try apply(diagnostic: diagnostic, to: &draft) }
    return draft.attributes
  }

  /// The attributes read so far, before the role is known: every attribute is optional until the whole info string
  /// has been read.
  private struct Draft {
    var check: String?
    var name: String?
    var source: SourceBinding?
    var scope = DefinitionScope.below
    var expect: Expectation = .pass
    var timeout: Double?
    var ignore = false
    var schedulesOff = false
    var leftoverAllowed = false

    /// The typed attributes: a check when `check=` was given, else a definition.
    var attributes: BlockAttributes {
      guard let check else {
        let role = DefinitionRole(name: name, source: source, scope: scope)
        return BlockAttributes(role: .definition(role), ignore: ignore)
      }
      let role = CheckRole(
        id: check, expect: expect, timeout: timeout, schedulesOff: schedulesOff, leftoverAllowed: leftoverAllowed)
      return BlockAttributes(role: .check(role), ignore: ignore)
    }
  }

  private func apply(_ token: Token, to attributes: inout Draft) throws(SpecError) {
    switch token.key {
    case "ignore":
      guard token.value == nil else { throw badValue(token, "no value (a bare flag)") }
      attributes.ignore = true
    case "check": attributes.check = try identifier(token, pattern: .checkID)
    case "name": attributes.name = try identifier(token, pattern: .name)
    case "source": attributes.source = try source(token)
    case "scope":
      guard let value = token.value, let scope = DefinitionScope(rawValue: value) else {
        throw badValue(
          token, "spec (every check of the spec sees the block) or below (the default: the checks below it)")
      }
      attributes.scope = scope
    case "expect":
      guard let value = token.value, let expect = Expectation(rawValue: value) else {
        throw badValue(token, "pass, fail, crash or compile-error")
      }
      attributes.expect = expect
    case "timeout":
      guard let value = token.value, let seconds = Double(value), seconds > 0, seconds.isFinite else {
        throw badValue(token, "a positive number of seconds")
      }
      attributes.timeout = seconds
    case "schedules":
      guard token.value == "off" else { throw badValue(token, "off (the only value: run the check once)") }
      attributes.schedulesOff = true
    case "leftover":
      guard token.value == "allowed" else {
        throw badValue(token, "allowed (the only value: the check may leave work running after its end)")
      }
      attributes.leftoverAllowed = true
    default:
      let known = Self.valued + Self.flags
      throw error(.unknownAttribute(token.key, suggestion: Suggestion.closest(token.key, among: known)))
    }
  }

  /// Puts the diagnostic a compile-error check names into its expectation.
  private func apply(diagnostic token: Token, to attributes: inout Draft) throws(SpecError) {
    guard attributes.expect.isCompileError else {
      throw error(
        .misplacedAttribute(
          "diagnostic", reason: "belongs on an expect=compile-error check, where it names the expected error"))
    }
    guard let value = token.value, let expected = ExpectedDiagnostic(parsing: value) else {
      throw badValue(token, "#GroupName (as swiftc prints it in [#GroupName]) or a fragment of the error message")
    }
    attributes.expect = .compileError(expected)
  }

  private func validateRoles(_ attributes: Draft, given: Set<String>) throws(SpecError) {
    if attributes.check != nil {
      if attributes.source != nil {
        throw error(.misplacedAttribute("source", reason: "binds definition blocks; a check cannot have it"))
      }
      if attributes.name != nil {
        throw error(.misplacedAttribute("name", reason: "names definition blocks; a check is named by check="))
      }
      if given.contains("scope") {
        throw error(.misplacedAttribute("scope", reason: "says which checks see a definition block; a check has none"))
      }
    } else {
      // Checked by name, not by value: `expect=pass` on a definition is as misplaced as `expect=fail`.
      for key in ["expect", "diagnostic", "timeout", "schedules", "leftover"] where given.contains(key) {
        throw error(.misplacedAttribute(key, reason: "belongs on a check (a block with check=<id>)"))
      }
    }
  }

  private func identifier(_ token: Token, pattern: IdentifierPattern) throws(SpecError) -> String {
    guard let value = token.value, pattern.matches(value) else { throw badValue(token, pattern.description) }
    return value
  }

  private func source(_ token: Token) throws(SpecError) -> SourceBinding {
    guard let value = token.value, !value.isEmpty else { throw badValue(token, "a package path, optionally #region") }
    let binding = SourceBinding(parsing: value)
    if binding.path.isEmpty || binding.region?.isEmpty == true {
      throw badValue(token, "a package path, optionally #region")
    }
    return binding
  }

  private func badValue(_ token: Token, _ expected: String) -> SpecError {
    error(.badValue(attribute: token.key, value: token.value ?? "", expected: expected))
  }

  private func error(_ problem: SpecError.Problem) -> SpecError { SpecError(problem, at: location) }
}
