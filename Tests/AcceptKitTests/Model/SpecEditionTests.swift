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
    let (first, second) = (try edition.check(at: 1), try edition.check(at: 4))
    #expect(edition.definitions(above: first).map(\.location.line) == [1])
    // The ignored definition is left out of what a program holds.
    #expect(edition.definitions(above: second).map(\.location.line) == [1, 7])
    #expect(edition.definitionIndices(above: second) == [0, 3])
    #expect(edition.compiledBlocks.map(\.location.line) == [1, 3, 7, 9, 11])
    // The ignored definition between them does not part them; the unnamed one does.
    #expect(edition.definitionBetween(first, second))
    #expect(edition.checks.map(\.id) == ["first", "second"])
    #expect(edition.blocks.map(\.kind) == [.definition, .check, .definition, .definition, .check, .definition])
  }
}
