import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

@Suite("RunEngine: merged builds, rebuilds, sharing and repeats (real compiles)", .serialized)
struct RunEngineTests {
  static let markdown = """
    # Engine

    ```swift name=base
    let base = 40
    ```

    ```swift check=adds
    expect(base + 2 == 42, "forty-two")
    record("sum", base + 2)
    ```

    ```swift check=top-level-only
    @inlinable func twice(_ value: Int) -> Int { value * 2 }
    expect(twice(base) == 80, "an attribute only a top-level function may carry")
    ```

    ```swift check=wrong expect=fail
    expect(base == 41, "base is forty-one")
    ```
    """

  static func engine(repeatCount: Int = 1) throws -> RunEngine {
    var runner = try CheckRunner.local()
    runner.repeatCount = repeatCount
    return RunEngine(runner: runner, workers: 2)
  }

  static func jobs(_ editions: [SpecEdition]) -> [CheckJob] {
    editions.flatMap { edition in
      edition.checks.map { CheckJob(edition: edition, check: $0) }
    }
  }

  @Test func aCheckThatBreaksTheMergedBuildIsBuiltAloneAndTheRestRebuilt() throws {
    let en = try SpecText.edition(Self.markdown, path: "E/en/engine.md", spec: "engine", language: "en")
    let notes = Collected<String>()
    let results = try Self.engine().run(Self.jobs([en]), announce: { notes.append($0) }, finished: { _ in })
    #expect(results.map(\.check) == ["adds", "top-level-only", "wrong"])
    let summary = results.map { "\($0.check) \($0.outcome) \($0.output)" }
    #expect(results.allSatisfy { $0.ok }, "\(summary)")
    #expect(
      notes.all.contains(
        "build: engine [en]: top-level-only did not compile merged; built on their own, the rest rebuilt"))
    #expect(results[1].build == .alone(cached: false))
    #expect(results[0].build == .merged(checks: 2, cached: false))
    #expect(results[0].records == ["sum": .int(42)])
    #expect(results[2].failures.first?.line == 18)
  }

  /// A spec that states its checks first and puts the helpers they use in an appendix, marked `scope=spec`.
  static let appendixFirst = """
    # Engine

    ```swift check=uses-the-rig
    expect(Rig.base + 2 == 42, "forty-two")
    ```

    ```swift check=rig-is-wrong expect=fail
    expect(Rig.base == 41, "base is forty-one")
    ```

    ## Appendix

    ```swift name=rig scope=spec
    enum Rig {
      static let base = 40
      static func check(_ value: Int) { expect(value == base, "the value is the base") }
    }
    ```

    ```swift check=after-the-rig
    Rig.check(40)
    ```
    """

  /// A definition that calls `print`, and a check that declares its own `print` to capture what is printed: built on
  /// its own, the check's top-level `print` is the one the definition calls.
  static let shadowing = """
    # Shadowing

    ```swift name=greeter
    func greet(_ name: String) { print("hello, \\(name)") }
    ```

    ```swift check=captures-the-greeting
    nonisolated(unsafe) var printed: [String] = []
    func print(_ text: String) { printed.append(text) }
    greet("Ada")
    expect(printed == ["hello, Ada"], "the greeting went through the check's print")
    ```

    ```swift check=plain
    expect(1 + 1 == 2, "arithmetic")
    ```
    """

  @Test func aCheckThatDeclaresANameADefinitionUsesGetsOneVerdictMergedAndAlone() throws {
    let edition = try SpecText.edition(Self.shadowing, path: "S/en/shadowing.md", spec: "shadowing", language: "en")
    let runner = try CheckRunner.local()
    let verdicts = try [true, false].map { merge in
      try RunEngine(runner: runner, workers: 2, merge: merge).run(
        Self.jobs([edition]), announce: { _ in }, finished: { _ in }
      ).map { "\($0.check) \($0.outcome)" }
    }
    #expect(verdicts[0] == ["captures-the-greeting passed", "plain passed"])
    #expect(verdicts[0] == verdicts[1], "merged and --no-merge give the same verdicts")
  }

  @Test func checksAboveAnAppendixSeeItsScopeSpecBlocksInOneMergedProgram() throws {
    let en = try SpecText.edition(Self.appendixFirst, path: "E/en/engine.md", spec: "engine", language: "en")
    let notes = Collected<String>()
    let results = try Self.engine().run(Self.jobs([en]), announce: { notes.append($0) }, finished: { _ in })
    let summary = results.map { "\($0.check) \($0.outcome) \($0.output)" }
    #expect(results.map(\.check) == ["uses-the-rig", "rig-is-wrong", "after-the-rig"])
    #expect(results.allSatisfy { $0.ok }, "\(summary)")
    #expect(results.allSatisfy { $0.build == .merged(checks: 3, cached: false) }, "\(notes.all)")
    #expect(
      results[1].failures == [
        CheckFailure(file: "E/en/engine.md", line: 8, message: "base is forty-one", kind: .expectation)
      ])
  }

  @Test func aFailureInsideAnAppendixHelperIsReportedAtTheCheckAndACompileErrorThereAtItsLine() throws {
    let failing = Self.appendixFirst.replacingOccurrences(of: "Rig.check(40)", with: "Rig.check(39)")
    let en = try SpecText.edition(failing, path: "E/en/engine.md", spec: "engine", language: "en")
    let results = try Self.engine().run(Self.jobs([en]), announce: { _ in }, finished: { _ in })
    let after = try #require(results.first { $0.check == "after-the-rig" })
    #expect(!after.ok)
    #expect(after.failures.first?.line == 21, "\(after.failures)")
    let broken = Self.appendixFirst.replacingOccurrences(
      of: "static let base = 40", with: "static let base: Int = \"40\"")
    let bad = try SpecText.edition(broken, path: "E/en/engine.md", spec: "engine", language: "en")
    let compiled = try Self.engine().run(Self.jobs([bad]), announce: { _ in }, finished: { _ in })
    let first = try #require(compiled.first)
    #expect(!first.ok)
    #expect(first.output.contains("E/en/engine.md:15:"), "\(first.output)")
  }

  @Test func aSubjectReplacesAnAppendixBlockForTheChecksAboveIt() throws {
    let en = try SpecText.edition(Self.appendixFirst, path: "E/en/engine.md", spec: "engine", language: "en")
    let subject = Subject(
      name: "rig", path: "Other.swift",
      code:
        "enum Rig {\n  static let base = 41\n  static func check(_ value: Int) { expect(value == base, \"base\") }\n}\n"
    )
    var runner = try CheckRunner.local(assembler: ProgramAssembler(subjects: [subject]))
    runner.repeatCount = 1
    let results = try RunEngine(runner: runner, workers: 2).run(Self.jobs([en]), announce: { _ in }, finished: { _ in })
    // Every check, the two above the appendix included, runs against the subject's base of 41.
    #expect(results.map(\.ok) == [false, false, false], "\(results.map { "\($0.check) \($0.outcome)" })")
    #expect(results[0].failures.first?.message == "forty-two")
  }

  @Test func aSharedProgramIsReportedWithEachLanguagesLines() throws {
    let en = try SpecText.edition(Self.markdown, path: "E/en/engine.md", spec: "engine", language: "en")
    let longer = Self.markdown.replacingOccurrences(of: "# Engine\n", with: "# Engine\n\nOne more paragraph.\n")
    let fr = try SpecText.edition(longer, path: "E/fr/engine.md", spec: "engine", language: "fr")
    let seen = Collected<String>()
    let results = try Self.engine().run(Self.jobs([en, fr]), announce: { _ in }, finished: { seen.append($0.file) })
    #expect(seen.all.count == 6)
    let wrongFr = try #require(results.first { $0.language == "fr" && $0.check == "wrong" })
    #expect(wrongFr.sharedWith == "en")
    #expect(wrongFr.line == 19)
    #expect(
      wrongFr.failures.first
        == CheckFailure(file: "E/fr/engine.md", line: 20, message: "base is forty-one", kind: .expectation))
    #expect(wrongFr.output.contains("E/fr/engine.md:20: error: base is forty-one"))
  }

  @Test func editionsWhoseCommentsDifferInLinesShareOneProgramAndKeepTheirOwnLines() throws {
    let plain = "# Engine\n\n```swift check=sums expect=fail\nlet total = 1 + 1\nexpect(total == 3, \"three\")\n```\n"
    let commented = """
      # Engine

      ```swift check=sums expect=fail
      // 一行目のコメント
      /* 二行目
         三行目 */
      let total = 1 + 1
      // 合計は 3 のはず
      expect(total == 3, "three")
      ```
      """
    let en = try SpecText.edition(plain, path: "E/en/engine.md", spec: "engine", language: "en")
    let ja = try SpecText.edition(commented, path: "E/ja/engine.md", spec: "engine", language: "ja")
    let results = try Self.engine().run(Self.jobs([en, ja]), announce: { _ in }, finished: { _ in })
    let sumsEn = try #require(results.first { $0.language == "en" })
    let sumsJa = try #require(results.first { $0.language == "ja" })
    #expect(sumsJa.sharedWith == "en", "one program for both editions")
    #expect(sumsEn.ok && sumsJa.ok)
    #expect(sumsEn.failures == [CheckFailure(file: "E/en/engine.md", line: 5, message: "three", kind: .expectation)])
    #expect(sumsJa.failures == [CheckFailure(file: "E/ja/engine.md", line: 9, message: "three", kind: .expectation)])
    #expect(sumsJa.output.contains("E/ja/engine.md:9: error: three"))
  }

  @Test func repeatRunsEveryCheckAndCountsTheRuns() throws {
    let en = try SpecText.edition(Self.markdown, path: "E/en/engine.md", spec: "engine", language: "en")
    let results = try Self.engine(repeatCount: 3).run(Self.jobs([en]), announce: { _ in }, finished: { _ in })
    #expect(results.map(\.check) == ["adds", "top-level-only", "wrong"])
    #expect(results.allSatisfy { $0.runs == 3 && $0.unexpectedRuns == 0 })
  }

  @Test func aBareReturnInACheckDoesNotCompileMergedEither() throws {
    let markdown = """
      ```swift check=adds
      expect(1 + 1 == 2, "two")
      ```

      ```swift check=returns
      if CommandLine.arguments.count > 0 { return }
      expect(false, "the clause after the return")
      ```
      """
    let en = try SpecText.edition(markdown, path: "E/en/ret.md", spec: "ret", language: "en")
    let results = try Self.engine().run(Self.jobs([en]), announce: { _ in }, finished: { _ in })
    #expect(results.map(\.outcome) == [.passed, .compileError], "as in top-level code, where return is invalid")
    #expect(results[1].build == .alone(cached: false))
    #expect(results[1].failures.first?.message == "return invalid outside of a func")
  }

  @Test func judgesMergedChecksThatThrowExitEarlyOrExpectLate() throws {
    let markdown = """
      ```swift name=boom
      struct Boom: Error {}
      ```

      ```swift check=throws
      expect(true)
      throw Boom()
      ```

      ```swift check=leaves expect=fail
      if CommandLine.arguments.count > 1 { exit(0) }
      expect(false, "never reached")
      ```

      ```swift check=late expect=fail
      atexit { expect(false, "after the end") }
      ```
      """
    let en = try SpecText.edition(markdown, path: "E/en/judge.md", spec: "judge", language: "en")
    let results = try Self.engine().run(Self.jobs([en]), announce: { _ in }, finished: { _ in })
    #expect(results.allSatisfy { $0.build?.text.hasPrefix("merged") == true })
    #expect(results.map(\.outcome) == [.failed, .incomplete, .failed])
    #expect(results.map(\.ok) == [false, false, true])
    #expect(
      results[0].failures == [
        CheckFailure(file: "E/en/judge.md", line: 5, message: "the check threw Check.Boom: Boom()", kind: .thrownError)
      ])
    #expect(results[2].failures.map(\.message) == ["after the end (after the check had ended)"])
  }

  @Test func anInterruptedRunStartsNothingAndKeepsNoResult() throws {
    let en = try SpecText.edition(Self.markdown, path: "E/en/engine.md", spec: "engine", language: "en")
    var engine = try Self.engine()
    engine.registry = ProcessRegistry()
    engine.registry.interrupt(by: SIGINT)
    let notes = Collected<String>()
    let finished = Collected<String>()
    let results = engine.run(Self.jobs([en]), announce: { notes.append($0) }, finished: { finished.append($0.check) })
    #expect(results.isEmpty)
    #expect(finished.all.isEmpty)
    #expect(notes.all == ["build: engine [en]: 3 checks merged into one program"], "planned, but nothing built")
  }
}
