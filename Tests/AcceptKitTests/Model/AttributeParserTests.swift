import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// The grammar of a `swift` block's info string: every attribute, quoting, flags and each error message.
struct AttributeParserTests {
  private let parser = AttributeParser(location: AcceptSpec.SourceLocation(file: "Acceptance/ja/spec.md", line: 7))

  /// An info string and the attributes it must give.
  struct Case: CustomTestStringConvertible, Sendable {
    var info: String
    var check: String? = nil
    var name: String? = nil
    var source: SourceBinding? = nil
    var expect: AcceptSpec.Expectation = .pass
    var timeout: Double? = nil
    var ignore = false
    var schedulesOff = false
    var leftoverAllowed = false
    var scope = DefinitionScope.below

    var testDescription: String { info }
  }

  static let valid: [Case] = [
    Case(info: "swift"),
    Case(info: "swift check=adds-1", check: "adds-1"),
    Case(info: "swift check=0-first", check: "0-first"),
    Case(info: "swift check=a expect=pass", check: "a"),
    Case(info: "swift check=a expect=fail", check: "a", expect: .fail),
    Case(info: "swift check=a expect=compile-error", check: "a", expect: .compileError(nil)),
    Case(info: "swift check=a expect=crash", check: "a", expect: .crash),
    Case(
      info: "swift check=a expect=compile-error diagnostic=#SendingRisksDataRace", check: "a",
      expect: .compileError(.group("SendingRisksDataRace"))),
    Case(
      info: "swift check=a diagnostic=\"cannot find\" expect=compile-error", check: "a",
      expect: .compileError(.message("cannot find"))),
    Case(info: "swift check=a timeout=2.5", check: "a", timeout: 2.5),
    Case(info: "swift check=a timeout=1", check: "a", timeout: 1),
    Case(info: "swift expect=fail check=a timeout=3 ignore", check: "a", expect: .fail, timeout: 3, ignore: true),
    Case(info: "swift name=backoff", name: "backoff"),
    Case(info: "swift name=_Private.v2-b", name: "_Private.v2-b"),
    Case(info: "swift ignore", ignore: true),
    Case(
      info: "swift name=greeting source=Sources/App/Greeting.swift", name: "greeting",
      source: SourceBinding(path: "Sources/App/Greeting.swift", region: nil)),
    Case(
      info: "swift source=Sources/App/Greeting.swift#greet",
      source: SourceBinding(path: "Sources/App/Greeting.swift", region: "greet")),
    Case(info: "swift check=\"quoted\"", check: "quoted"),
    Case(
      info: "swift source=\"Sources/My Folder/A B.swift#a region\"",
      source: SourceBinding(path: "Sources/My Folder/A B.swift", region: "a region")),
    Case(
      info: #"swift source="Sources/say \"hi\".swift""#,
      source: SourceBinding(path: #"Sources/say "hi".swift"#, region: nil)),
    Case(info: #"swift source="back\\slash.swift""#, source: SourceBinding(path: #"back\slash.swift"#, region: nil)),
    Case(info: #"swift source="keep\n.swift""#, source: SourceBinding(path: #"keep\n.swift"#, region: nil)),
    Case(info: "swift \t check=tabs\t\tignore  ", check: "tabs", ignore: true),
    Case(info: "swift check=a schedules=off", check: "a", schedulesOff: true),
    Case(info: "swift check=a leftover=allowed", check: "a", leftoverAllowed: true),
    Case(info: "swift name=rig scope=spec", name: "rig", scope: .spec),
    Case(info: "swift scope=below", scope: .below),
    Case(
      info: "swift scope=spec ignore source=Sources/A.swift",
      source: SourceBinding(path: "Sources/A.swift", region: nil),
      ignore: true, scope: .spec),
  ]

  @Test(arguments: valid)
  func parsesTheAttributes(_ example: Case) throws {
    let attributes = try parser.parse(example.info)
    #expect(attributes.check?.id == example.check)
    #expect(attributes.name == example.name)
    #expect(attributes.source == example.source)
    #expect(attributes.check?.expect ?? .pass == example.expect)
    #expect(attributes.check?.timeout == example.timeout)
    #expect(attributes.ignore == example.ignore)
    #expect(attributes.check?.schedulesOff ?? false == example.schedulesOff)
    #expect(attributes.check?.leftoverAllowed ?? false == example.leftoverAllowed)
    #expect(attributes.definition?.scope ?? .below == example.scope)
    #expect(attributes.role.kind == (example.check != nil ? .check : .definition))
    #expect((attributes.definition != nil) == (example.check == nil))
  }

  static let errors: [(info: String, message: String)] = [
    ("swift chek=x", "unknown attribute 'chek'; did you mean 'check'?"),
    ("swift check=a expct=fail", "unknown attribute 'expct'; did you mean 'expect'?"),
    ("swift check=a timout=3", "unknown attribute 'timout'; did you mean 'timeout'?"),
    ("swift ignor", "unknown attribute 'ignor'; did you mean 'ignore'?"),
    ("swift Name=x", "unknown attribute 'Name'; did you mean 'name'?"),
    ("swift sorce=a.swift", "unknown attribute 'sorce'; did you mean 'source'?"),
    ("swift flavour=vanilla", "unknown attribute 'flavour'"),
    ("swift check=a expect=maybe", "bad value 'maybe' for 'expect': expected pass, fail, crash or compile-error"),
    ("swift check=a expect=Pass", "bad value 'Pass' for 'expect': expected pass, fail, crash or compile-error"),
    ("swift check=a expect", "bad value '' for 'expect': expected pass, fail, crash or compile-error"),
    (
      "swift check=a diagnostic=#Group",
      "attribute 'diagnostic' belongs on an expect=compile-error check, where it names the expected error"
    ),
    (
      "swift check=a expect=fail diagnostic=oops",
      "attribute 'diagnostic' belongs on an expect=compile-error check, where it names the expected error"
    ),
    (
      "swift check=a expect=compile-error diagnostic=#",
      "bad value '#' for 'diagnostic': expected #GroupName (as swiftc prints it in [#GroupName]) or a fragment of the error message"
    ),
    ("swift check=a timeout=0", "bad value '0' for 'timeout': expected a positive number of seconds"),
    ("swift check=a timeout=-2", "bad value '-2' for 'timeout': expected a positive number of seconds"),
    ("swift check=a timeout=soon", "bad value 'soon' for 'timeout': expected a positive number of seconds"),
    ("swift check=a timeout=inf", "bad value 'inf' for 'timeout': expected a positive number of seconds"),
    ("swift check=a timeout=nan", "bad value 'nan' for 'timeout': expected a positive number of seconds"),
    ("swift check=a timeout=10s", "bad value '10s' for 'timeout': expected a positive number of seconds"),
    ("swift check=a timeout", "bad value '' for 'timeout': expected a positive number of seconds"),
    ("swift check=Adds", "bad value 'Adds' for 'check': expected an id matching [a-z0-9][a-z0-9-]*"),
    ("swift check=-adds", "bad value '-adds' for 'check': expected an id matching [a-z0-9][a-z0-9-]*"),
    ("swift check=adds_up", "bad value 'adds_up' for 'check': expected an id matching [a-z0-9][a-z0-9-]*"),
    ("swift check=é", "bad value 'é' for 'check': expected an id matching [a-z0-9][a-z0-9-]*"),
    ("swift check=", "bad value '' for 'check': expected an id matching [a-z0-9][a-z0-9-]*"),
    ("swift check", "bad value '' for 'check': expected an id matching [a-z0-9][a-z0-9-]*"),
    (
      "swift name=2fast",
      "bad value '2fast' for 'name': expected a name of letters, digits, '_', '-' or '.', starting with a letter or '_'"
    ),
    (
      "swift name=a/b",
      "bad value 'a/b' for 'name': expected a name of letters, digits, '_', '-' or '.', starting with a letter or '_'"
    ),
    ("swift source=", "bad value '' for 'source': expected a package path, optionally #region"),
    ("swift source=#greet", "bad value '#greet' for 'source': expected a package path, optionally #region"),
    ("swift source=a.swift#", "bad value 'a.swift#' for 'source': expected a package path, optionally #region"),
    ("swift ignore=yes", "bad value 'yes' for 'ignore': expected no value (a bare flag)"),
    ("swift check=a schedules=on", "bad value 'on' for 'schedules': expected off (the only value: run the check once)"),
    ("swift check=a schedules", "bad value '' for 'schedules': expected off (the only value: run the check once)"),
    ("swift check=a schedule=off", "unknown attribute 'schedule'; did you mean 'schedules'?"),
    ("swift name=helper schedules=off", "attribute 'schedules' belongs on a check (a block with check=<id>)"),
    (
      "swift check=a leftover=yes",
      "bad value 'yes' for 'leftover': expected allowed (the only value: the check may leave work running after its end)"
    ),
    ("swift check=a leftovers=allowed", "unknown attribute 'leftovers'; did you mean 'leftover'?"),
    ("swift name=helper leftover=allowed", "attribute 'leftover' belongs on a check (a block with check=<id>)"),
    (
      "swift scope=all",
      "bad value 'all' for 'scope': expected spec (every check of the spec sees the block) or below (the default: the checks below it)"
    ),
    ("swift scop=spec", "unknown attribute 'scop'; did you mean 'scope'?"),
    ("swift check=a scope=spec", "attribute 'scope' says which checks see a definition block; a check has none"),
    ("swift name=a scope=spec scope=below", "attribute 'scope' is given more than once"),
    ("swift check=a check=b", "attribute 'check' is given more than once"),
    ("swift check=a ignore ignore", "attribute 'ignore' is given more than once"),
    ("swift name=a name=a", "attribute 'name' is given more than once"),
    ("swift check=a source=Sources/A.swift", "attribute 'source' binds definition blocks; a check cannot have it"),
    ("swift check=a name=helper", "attribute 'name' names definition blocks; a check is named by check="),
    ("swift name=helper expect=fail", "attribute 'expect' belongs on a check (a block with check=<id>)"),
    ("swift expect=pass", "attribute 'expect' belongs on a check (a block with check=<id>)"),
    ("swift name=helper timeout=5", "attribute 'timeout' belongs on a check (a block with check=<id>)"),
    (#"swift source="Sources/A.swift"#, #"bad value '"Sources/A.swift' for 'source': expected a closing double quote"#),
    (#"swift source="ends in \""#, #"bad value '"ends in "' for 'source': expected a closing double quote"#),
  ]

  @Test(arguments: errors)
  func reportsTheErrorAtTheFence(_ info: String, _ message: String) {
    do {
      _ = try parser.parse(info)
      Issue.record("'\(info)' parsed without an error")
    } catch {
      #expect(error.description == "Acceptance/ja/spec.md:7: error: \(message)")
    }
  }

  @Test func reportsTheFirstErrorOfSeveral() {
    #expect(throws: SpecError(.repeatedAttribute("check"), at: parser.location)) {
      try parser.parse("swift check=a check=b chek=c")
    }
  }

  @Test func splitsWordsAndKeepsQuotedSpaces() throws {
    let tokens = try parser.tokens(of: #"swift  a=1 flag b="two words" c="say \"x\"""#)
    #expect(
      tokens == [
        .init(key: "swift", value: nil), .init(key: "a", value: "1"), .init(key: "flag", value: nil),
        .init(key: "b", value: "two words"), .init(key: "c", value: #"say "x""#),
      ])
  }

  @Test func keepsAnEmptyQuotedValue() throws {
    #expect(try parser.tokens(of: #"swift a="""#) == [.init(key: "swift", value: nil), .init(key: "a", value: "")])
  }
}
