import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

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
    #expect(edition.definitions(for: first).map(\.location.line) == [1])
    // The ignored definition is left out of what a program holds.
    #expect(edition.definitions(for: second).map(\.location.line) == [1, 7])
    #expect(edition.definitionIndices(for: second) == [0, 3])
    #expect(edition.compiledBlocks.map(\.location.line) == [1, 3, 7, 9, 11])
    // The ignored definition between them does not part them; the unnamed one does.
    #expect(edition.definitionBetween(first, second))
    #expect(edition.checks.map(\.id) == ["first", "second"])
    #expect(edition.blocks.map(\.kind) == [.definition, .check, .definition, .definition, .check, .definition])
  }

  @Test func aDefinitionWithScopeSpecIsSeenByEveryCheckAndPartsNone() throws {
    let edition = try SpecText.edition(
      """
      ```swift name=above
      ```
      ```swift check=first
      ```
      ```swift check=second
      ```
      ```swift name=rig scope=spec
      ```
      ```swift name=source scope=spec ignore
      ```
      ```swift check=third
      ```
      ```swift name=late
      ```
      """)
    let (first, second, third) = (try edition.check(at: 1), try edition.check(at: 2), try edition.check(at: 5))
    // Document order, the appendix block after the one above; an ignored one is never held, whatever its scope.
    #expect(edition.definitions(for: first).map(\.location.line) == [1, 7])
    #expect(edition.definitions(for: third).map(\.location.line) == [1, 7])
    #expect(!edition.definitionBetween(first, second))
    // A scope=spec block between two checks does not part them: both see it.
    #expect(!edition.definitionBetween(second, third))
    #expect(edition.blocks[6].attributes.definition?.scope == .below)
  }
}
