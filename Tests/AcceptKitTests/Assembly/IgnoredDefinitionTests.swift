import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// An ignored definition block never reaches a program, whichever path builds it: a check's own program, a merged
/// program, or the planner's merge decision and program identity.
struct IgnoredDefinitionTests {
  private static let markdown = """
    ```swift name=kept
    let kept = 1
    ```

    ```swift name=skipped ignore
    let shadow = ignoredMarker
    ```

    ```swift check=first
    let shadow = kept
    expect(shadow == 1, "kept")
    ```

    ```swift check=second
    expect(kept == 1, "still kept")
    ```
    """

  private func edition() throws -> SpecEdition {
    try SpecText.edition(Self.markdown, path: "A/ja/ignored.md", spec: "ignored", language: "ja")
  }

  @Test func aChecksOwnProgramLeavesItOut() throws {
    let edition = try edition()
    for check in edition.checks {
      let source = ProgramAssembler().program(for: edition, check: check).source
      #expect(source.contains("let kept = 1\n"))
      #expect(!source.contains("ignoredMarker"), "check \(check.id)")
    }
  }

  @Test func aMergedProgramLeavesItOut() throws {
    let edition = try edition()
    let source = ProgramAssembler().mergedProgram(for: edition, checks: edition.checks).source
    #expect(source.contains("let kept = 1\n"))
    #expect(!source.contains("ignoredMarker"))
  }

  @Test func thePlannerNeitherBuildsNorWeighsIt() throws {
    let edition = try edition()
    let jobs = edition.checks.map { CheckJob(edition: edition, check: $0) }
    let (units, _) = BuildPlanner(assembler: ProgramAssembler(), merge: true).plan(jobs)
    // The check's `shadow` would clash with the ignored block's; since that block is left out, both checks merge.
    #expect(units.count == 1)
    #expect(units.first?.merged == true)
    #expect(units.allSatisfy { !$0.program.source.contains("ignoredMarker") })
    #expect(units.allSatisfy { unit in !unit.includedBlocks.contains { $0.attributes.ignore } })
  }
}
