import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

@Suite("BuildPlanner: merged programs, checks on their own, shared editions")
struct BuildPlannerTests {
  static func markdown(comment: String) -> String {
    """
    ```swift name=value
    // \(comment)
    let value = 42
    ```

    ```swift check=first
    expect(value == 42, "value")
    ```

    ```swift check=second
    expect(value > 0, "positive")
    ```

    ```swift check=rejected expect=compile-error
    let text: String = value
    ```

    ```swift check=skipped ignore
    expect(false, "never")
    ```
    """
  }

  static func jobs(_ edition: SpecEdition) -> [CheckJob] {
    edition.checks.map { CheckJob(edition: edition, check: $0) }
  }

  @Test func mergesWhatCanBeMergedAndSaysWhyTheRestIsAlone() throws {
    let edition = try SpecText.edition(Self.markdown(comment: "a"), path: "A/ja/s.md", spec: "s", language: "ja")
    let (units, notes) = BuildPlanner(assembler: ProgramAssembler(), merge: true).plan(Self.jobs(edition))
    #expect(units.count == 2)
    #expect(units[0].merged && units[0].indices == [1, 2])
    #expect(!units[1].merged && units[1].indices == [3])
    #expect(
      notes == [
        "build: s [ja]: 2 checks merged into one program, 1 on their own "
          + "(rejected: expect=compile-error is always built on its own)"
      ])
    #expect(
      units[0].program.source.contains("@MainActor func acceptCheck_first() async throws -> AcceptHarness.CheckEnd {"))
    #expect(
      units[0].program.source.contains(
        "case \"second\":\n  AcceptHarness.enterCheck(file: \"A/ja/s.md\", lines: "))
    #expect(
      units[0].program.source.contains(
        "\n  do { _ = try await acceptCheck_second() } catch { AcceptHarness.uncaught(error, file: \"A/ja/s.md\""))
  }

  @Test func editionsWithTheSameCodeShareOneProgram() throws {
    let ja = try SpecText.edition(Self.markdown(comment: "日本語"), path: "A/ja/s.md", spec: "s", language: "ja")
    let hans = try SpecText.edition(
      Self.markdown(comment: "中文"), path: "A/zh-Hans/s.md", spec: "s", language: "zh-Hans")
    let (units, notes) = BuildPlanner(assembler: ProgramAssembler(), merge: true).plan(Self.jobs(ja) + Self.jobs(hans))
    #expect(units.count == 2)
    #expect(units.allSatisfy { $0.sharers.map(\.language) == ["zh-Hans"] })
    #expect(notes[1].hasSuffix("; same code as an earlier edition, so compiled and run once"))
  }

  @Test func noMergeBuildsEveryCheckAlone() throws {
    let edition = try SpecText.edition(Self.markdown(comment: "a"), path: "A/ja/s.md", spec: "s", language: "ja")
    let (units, _) = BuildPlanner(assembler: ProgramAssembler(), merge: false).plan(Self.jobs(edition))
    #expect(units.map(\.indices) == [[1], [2], [3]])
    #expect(units.allSatisfy { !$0.merged })
  }

  static func hostMarkdown(_ url: String, comment: String) -> String {
    """
    ```swift name=host
    \(comment)
    func host(_ url: String) -> String { url }
    ```

    ```swift check=url
    let url = "\\(host("\(url)"))"
    expect(!url.isEmpty, "url")
    ```
    """
  }

  static func plan(_ first: String, _ second: String) throws -> [BuildUnit] {
    let ja = try SpecText.edition(first, path: "A/ja/s.md", spec: "s", language: "ja")
    let hans = try SpecText.edition(second, path: "A/zh-Hans/s.md", spec: "s", language: "zh-Hans")
    return BuildPlanner(assembler: ProgramAssembler(), merge: true).plan(Self.jobs(ja) + Self.jobs(hans)).units
  }

  @Test func editionsWhoseNestedStringsDifferBuildTheirOwnPrograms() throws {
    let units = try Self.plan(
      Self.hostMarkdown("https://a.example", comment: "// a"), Self.hostMarkdown("https://b.example", comment: "// a"))
    #expect(units.map(\.edition.language) == ["ja", "zh-Hans"])
    #expect(units.allSatisfy { $0.sharers.isEmpty })
  }

  @Test func editionsWhoseCommentsDifferInLengthShareOneProgram() throws {
    let units = try Self.plan(
      Self.hostMarkdown("https://a.example", comment: "// 一行"),
      Self.hostMarkdown("https://a.example", comment: "/* 三\n   行\n   */ // 後"))
    #expect(units.count == 1)
    #expect(units.first?.sharers.map(\.language) == ["zh-Hans"])
  }

  static let asyncMarkdown = """
    ```swift name=value
    let value = 42
    ```

    ```swift check=waits
    await Task.yield()
    ```

    ```swift name=other
    let other = 1
    ```

    ```swift check=plain
    expect(other == 1, "one")
    ```

    ```swift name=third
    let third = 3
    ```

    ```swift check=opted-out schedules=off
    await Task.yield()
    ```
    """

  @Test(arguments: [false, true])
  func aLoneAsyncCheckIsMergedOnItsOwnOnlyWhenExploringSchedules(exploring: Bool) throws {
    let edition = try SpecText.edition(Self.asyncMarkdown, path: "A/ja/s.md", spec: "s", language: "ja")
    let planner = BuildPlanner(assembler: ProgramAssembler(), merge: true, exploring: exploring)
    let (units, notes) = planner.plan(Self.jobs(edition))
    let shapes = units.map { "\($0.indices) \($0.merged ? "merged" : "alone")" }
    #expect(
      shapes == (exploring ? ["[1] merged", "[3] alone", "[5] alone"] : ["[1] alone", "[3] alone", "[5] alone"]))
    #expect(
      notes[0].contains(
        "waits: no other check shares its definition blocks; merged on its own, so that one process "
          + "runs its schedules") == exploring)
  }

  @Test func anAsyncCheckThatCannotMergeStaysAloneWhenExploring() throws {
    let markdown = """
      ```swift check=declares
      extension Int { var twice: Int { self * 2 } }
      await Task.yield()
      ```
      """
    let edition = try SpecText.edition(markdown, path: "A/ja/s.md", spec: "s", language: "ja")
    let (units, _) = BuildPlanner(assembler: ProgramAssembler(), merge: true, exploring: true).plan(Self.jobs(edition))
    #expect(units.map(\.merged) == [false])
  }

  @Test func withoutMergingAnAsyncCheckIsStillMergedOnItsOwnWhenExploring() throws {
    let edition = try SpecText.edition(Self.asyncMarkdown, path: "A/ja/s.md", spec: "s", language: "ja")
    let (units, notes) = BuildPlanner(assembler: ProgramAssembler(), merge: false, exploring: true).plan(
      Self.jobs(edition))
    #expect(
      units.map { "\($0.indices) \($0.merged ? "merged" : "alone")" } == ["[1] merged", "[3] alone", "[5] alone"])
    #expect(notes[0].contains("waits: merging is off (--no-merge); merged on its own, so that one process runs"))
  }

  /// The merged unit of `first` and `second` replanned after a compile error at Markdown `line`.
  private static func replan(errorAt line: Int, retried: Bool = false) throws -> (shapes: [String], note: String) {
    let edition = try SpecText.edition(Self.markdown(comment: "a"), path: "A/ja/s.md", spec: "s", language: "ja")
    let planner = BuildPlanner(assembler: ProgramAssembler(), merge: true)
    let unit = planner.mergedUnit(edition, [try edition.check(at: 1), try edition.check(at: 2)])
    let failure = BuildOutcome.Failure(
      output: "A/ja/s.md:\(line):5: error: cannot find 'x' in scope\n", seconds: 1, timedOut: false)
    let (units, note) = planner.replan(unit, after: failure, retried: retried)
    return (units.map { "\($0.checks.map(\.id)) \($0.merged ? "merged" : "alone")" }, note)
  }

  @Test(arguments: [(7, "first"), (8, "first"), (11, "second"), (12, "second")])
  func aFailedMergedBuildLosesTheCheckItsErrorIsIn(_ line: Int, _ guilty: String) throws {
    let (shapes, note) = try Self.replan(errorAt: line)
    // The closing fence (8, 12) belongs to the check above it: the compiler puts an error at the end of the code there.
    // The guilty check is built on its own first; the one left (a single check) goes on its own as well.
    let rest = guilty == "first" ? "second" : "first"
    #expect(shapes == ["[\"\(guilty)\"] alone", "[\"\(rest)\"] alone"])
    #expect(note == "build: s [ja]: \(guilty) did not compile merged; built on their own, the rest rebuilt")
  }

  @Test(arguments: [(3, false), (7, true)])
  func anErrorOutsideTheChecksOrASecondFailureBuildsEveryCheckAlone(_ line: Int, _ retried: Bool) throws {
    let (shapes, note) = try Self.replan(errorAt: line, retried: retried)
    #expect(shapes == ["[\"first\"] alone", "[\"second\"] alone"])
    #expect(
      note == "build: s [ja]: the merged program does not compile outside its checks; building each check on its own")
  }
}
