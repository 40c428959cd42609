import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// What the engine keeps while it works, under typed ids: runs still to come per build unit, editions rebuilt once,
/// results per check.
struct EngineStateTests {
  private static let markdown = """
    ```swift check=a
    expect(true)
    ```

    ```swift check=b
    expect(true)
    ```
    """

  private static func edition(_ language: String) throws -> SpecEdition {
    try SpecText.edition(Self.markdown, path: "A/\(language)/s.md", spec: "s", language: language)
  }

  @Test func unitIdsTellEditionsChecksAndMergingApart() throws {
    let (ja, hans) = (try Self.edition("ja"), try Self.edition("zh-Hans"))
    let planner = BuildPlanner(assembler: ProgramAssembler(), merge: true)
    let merged = planner.mergedUnit(ja, ja.checks)
    #expect(merged.id == BuildUnitID(edition: EditionID(ja), checks: ["a", "b"], merged: true))
    #expect(planner.mergedUnit(ja, ja.checks).id == merged.id)
    #expect(planner.mergedUnit(hans, hans.checks).id != merged.id)
    #expect(planner.mergedUnit(ja, [ja.checks[0]]).id != planner.aloneUnit(ja, ja.checks[0]).id)
    #expect(planner.aloneUnit(ja, ja.checks[0]).id != planner.aloneUnit(ja, ja.checks[1]).id)
  }

  @Test func aUnitsBinaryGoesAfterItsLastRunOnly() throws {
    let ja = try Self.edition("ja")
    let planner = BuildPlanner(assembler: ProgramAssembler(), merge: true)
    let (merged, alone) = (planner.mergedUnit(ja, ja.checks).id, planner.aloneUnit(ja, ja.checks[0]).id)
    var state = EngineState()
    state.built(merged, runs: 2)
    state.built(alone, runs: 1)
    let finished = [
      state.runFinished(of: merged), state.runFinished(of: alone), state.runFinished(of: merged),
      state.runFinished(of: merged),
    ]
    // The merged unit's binary goes after its second run, not its first; a unit whose runs are all counted has none
    // left to remove.
    #expect(finished == [false, true, true, false])
    #expect(state.pendingRuns.isEmpty)
  }

  @Test func anEditionIsRebuiltOnceThenEveryCheckGoesAlone() throws {
    let (ja, hans) = (EditionID(try Self.edition("ja")), EditionID(try Self.edition("zh-Hans")))
    var state = EngineState()
    let firsts = [state.firstRebuild(of: ja), state.firstRebuild(of: ja), state.firstRebuild(of: hans)]
    #expect(firsts == [true, false, true])
  }

  @Test func resultsAreKeptPerCheckAndReturnedInTheAskedOrder() {
    func result(_ check: String, _ language: String) -> CheckResult {
      CheckResult(spec: "s", check: check, language: language, file: "A/\(language)/s.md", line: 1, expect: .pass)
    }
    var state = EngineState()
    for kept in [result("b", "ja"), result("a", "ja"), result("a", "zh-Hans")] { state.keep(kept) }
    let keys = [("a", "ja"), ("a", "zh-Hans"), ("b", "ja"), ("c", "ja")].map {
      CheckKey(spec: "s", check: $0.0, language: $0.1)
    }
    #expect(state.results(in: keys).map(CheckKey.init) == Array(keys.prefix(3)))
  }
}
