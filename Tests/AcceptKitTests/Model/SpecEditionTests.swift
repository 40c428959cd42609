import Testing

@testable import AcceptKit

/// The blocks of an edition: checks and the definitions above a block.
struct SpecEditionTests {
  @Test func listsTheDefinitionsAboveABlockInOrder() throws {
    let edition = try SpecText.edition(
      """
      ```swift name=one
      ```
      ```swift check=first
      ```
      ```swift name=two ignore
      ```
      ```swift
      ```
      ```swift check=second
      ```
      ```swift name=below
      ```
      """)
    #expect(edition.definitions(above: 0).isEmpty)
    #expect(edition.definitions(above: 1).map(\.location.line) == [1])
    #expect(edition.definitions(above: 4).map(\.location.line) == [1, 5, 7])
    #expect(edition.checks.map(\.attributes.check) == ["first", "second"])
    #expect(edition.blocks.map(\.kind) == [.definition, .check, .definition, .definition, .check, .definition])
  }
}
