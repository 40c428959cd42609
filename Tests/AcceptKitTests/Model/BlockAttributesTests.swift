import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// A block's role carries its own attributes: a check its id, expectation, limit and schedules; a definition its
/// name and source.
struct BlockAttributesTests {
  private static func attributes(_ info: String) throws -> BlockAttributes {
    try AttributeParser(location: SourceLocation(file: "s.md", line: 1)).parse(info)
  }

  @Test func aCheckCarriesItsOwnAttributesAndNoDefinitionOnes() throws {
    let attributes = try Self.attributes("swift check=adds expect=fail timeout=3 schedules=off ignore")
    #expect(attributes.role == .check(CheckRole(id: "adds", expect: .fail, timeout: 3, schedulesOff: true)))
    #expect(attributes.ignore)
    #expect(attributes.definition == nil && attributes.name == nil && attributes.source == nil)
  }

  @Test func aDefinitionCarriesItsNameAndSourceAndNoCheck() throws {
    let attributes = try Self.attributes("swift name=numbers source=Sources/N/N.swift#all")
    let source = SourceBinding(path: "Sources/N/N.swift", region: "all")
    #expect(attributes.role == .definition(DefinitionRole(name: "numbers", source: source)))
    #expect(attributes.check == nil && !attributes.ignore)
    #expect(attributes.role.kind == .definition)
  }

  @Test func aBareBlockIsAnUnnamedDefinition() throws {
    #expect(try Self.attributes("swift").role == .definition(DefinitionRole()))
  }

  @Test func onlyACheckBlockMakesASpecCheck() throws {
    let edition = try SpecText.edition("```swift name=n\n```\n\n```swift check=c expect=crash\n```\n")
    #expect(SpecCheck(edition.blocks[0]) == nil)
    let check = try #require(SpecCheck(edition.blocks[1]))
    #expect(check.id == "c" && check.expect == .crash && check.location.line == 4)
    #expect(edition.checks == [check] && edition.check("c") == check && edition.check("n") == nil)
  }
}
