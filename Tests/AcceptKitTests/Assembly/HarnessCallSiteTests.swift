import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// A failure raised in a spec's helper is placed at the check's line that called it, through the stack of a real
/// compiled program; where the stack cannot tell, the helper's line is kept, and the failure is still a failure.
@Suite(.timeLimit(.minutes(3)))
struct HarnessCallSiteTests {
  private static let markdown = """
    # Helpers

    ```swift name=helpers
    func expectSum(_ values: [Int], is total: Int) {
      expect(values.reduce(0, +) == total, "the values add up to \\(total)")
    }

    func expectPair(_ values: [Int]) {
      expect(values.count == 2, "two values")
      expectSum(values, is: 10)
    }

    func expectLater(_ values: [Int]) async {
      await Task.yield()
      expectSum(values, is: 10)
    }
    ```

    ```swift check=two-levels
    let values = [1, 2]
    expectPair(values)
    ```

    ```swift check=own-line
    let values = [1, 2]
    expect(values.reduce(0, +) == 10, "the values add up to 10")
    ```

    ```swift check=after-an-await
    let values = [1, 2]
    await expectLater(values)
    ```
    """

  private static func run(_ check: String, in markdown: String = markdown) throws -> CheckResult {
    let edition = try SpecText.edition(markdown, path: "Acceptance/en/helpers.md", spec: "helpers")
    let index = try #require(edition.check(check))
    return try CheckRunner.local(embeddedHarness: true).run(edition, check: index)
  }

  @Test func aFailureTwoHelpersDownIsPlacedAtTheChecksLine() throws {
    let result = try Self.run("two-levels")
    #expect(result.outcome == .failed, "\(result.output)")
    #expect(result.failures.map(\.place) == ["Acceptance/en/helpers.md:21"], "\(result.output)")
    #expect(
      result.failures.map(\.message) == [
        "the values add up to 10 (in a helper at Acceptance/en/helpers.md:5)"
      ])
  }

  @Test func aFailureInTheChecksOwnCodeKeepsItsLine() throws {
    let result = try Self.run("own-line")
    #expect(result.outcome == .failed, "\(result.output)")
    #expect(result.failures.map(\.place) == ["Acceptance/en/helpers.md:26"])
    #expect(result.failures.map(\.message) == ["the values add up to 10"])
  }

  /// After an `await`, the stack holds the check's function but not the line of its call: the helper's line is kept,
  /// and the check still fails.
  @Test func withoutTheCallersLineTheHelpersLineIsKeptAndTheCheckStillFails() throws {
    let result = try Self.run("after-an-await")
    #expect(result.outcome == .failed, "\(result.output)")
    #expect(!result.ok)
    #expect(result.failures.map(\.place) == ["Acceptance/en/helpers.md:5"], "\(result.output)")
    #expect(result.failures.map(\.message) == ["the values add up to 10"])
  }

  @Test func theAssemblerNamesTheChecksBlockBeforeItsCode() throws {
    let edition = try SpecText.edition(Self.markdown, path: "Acceptance/en/helpers.md", spec: "helpers")
    let check = try #require(edition.check("two-levels"))
    let program = ProgramAssembler().program(for: edition, check: check)
    #expect(
      program.source.contains(
        "AcceptHarness.enterCheck(file: \"Acceptance/en/helpers.md\", lines: 20...21)\n\n// check two-levels"))
    let next = try #require(edition.check("own-line"))
    let merged = ProgramAssembler().mergedProgram(for: edition, checks: [check, next])
    #expect(merged.source.contains("AcceptHarness.enterCheck(file: \"Acceptance/en/helpers.md\", lines: 25...26)\n"))
  }

  /// `Runtime.Backtrace` is `@available(macOS 26.0, *)`: the call is guarded so that every program still compiles on
  /// an older macOS (a Linux build cannot compile for macOS, so the guard is read from the harness's text).
  @Test func theStackIsReadOnlyWhereBacktraceIsAvailable() throws {
    let text = HarnessSource.text
    let guardRange = try #require(text.range(of: "guard #available(macOS 26, *) else { return nil }"))
    let call = try #require(text.range(of: "Runtime.Backtrace.capture()"))
    #expect(guardRange.upperBound < call.lowerBound)
    #expect(text.components(separatedBy: "Backtrace.capture()").count == 2)
  }

  /// A spec's own types named like the Runtime module's do not take their place in the harness.
  @Test func typesNamedLikeTheRuntimesDoNotBreakTheProgram() throws {
    let markdown = """
      # Helpers

      ```swift name=helpers
      struct Backtrace { var depth = 0 }
      struct Context {}
      struct Frame {}
      struct SymbolicatedBacktrace {}
      func expectSum(_ values: [Int], is total: Int) {
        expect(values.reduce(0, +) == total, "the values add up to \\(total)")
      }
      ```

      ```swift check=shadowed
      _ = (Backtrace(), Context(), Frame(), SymbolicatedBacktrace())
      expectSum([1, 2], is: 10)
      ```
      """
    let result = try Self.run("shadowed", in: markdown)
    #expect(result.outcome == .failed, "\(result.output)")
    #expect(result.failures.map(\.place) == ["Acceptance/en/helpers.md:15"], "\(result.output)")
    #expect(result.failures.map(\.message) == ["the values add up to 10 (in a helper at Acceptance/en/helpers.md:9)"])
  }

  /// Past the first `callSiteLookupLimit` failures of a check raised in helpers, the stack is not read: the later
  /// ones keep the helper's line, and the output says so once.
  @Test func onlyTheFirstHelperFailuresLookUpTheirCallSite() throws {
    let markdown = """
      # Helpers

      ```swift name=helpers
      func expectZero(_ value: Int) {
        expect(value == 0, "\\(value) is zero")
      }
      ```

      ```swift check=many
      for value in 1...25 {
        expectZero(value)
      }
      ```
      """
    let result = try Self.run("many", in: markdown)
    #expect(result.outcome == .failed, "\(result.output)")
    let places = result.failures.map(\.place)
    #expect(places.count == 25)
    #expect(places.prefix(20).allSatisfy { $0 == "Acceptance/en/helpers.md:11" }, "\(places)")
    #expect(places.dropFirst(20).allSatisfy { $0 == "Acceptance/en/helpers.md:5" }, "\(places)")
    #expect(result.failures.last?.message == "25 is zero")
    let note = "accept: call sites of later helper failures not looked up"
    #expect(result.output.components(separatedBy: note).count == 2, "\(result.output)")
  }
}
