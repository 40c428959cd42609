import Foundation
import Testing

/// `accept counterexamples --repeat N`: a counterexample passes only when some check rejects it in every one of the N
/// runs.
@Suite(.serialized)
struct CounterexampleRepeatTests {
  /// A root with one spec, `flaky`, in the language `en`, whose counterexample `sometimes.swift` is rejected by
  /// the first run and accepted by the second: it flips a marker file each time it runs.
  static func flakyRoot() throws -> ScratchRoot {
    let marker = FileManager.default.temporaryDirectory.appendingPathComponent("accept-flaky-\(UUID())").path
    let spec = """
      # Flaky

      ```swift name=one
      func one() -> Int { 1 }
      ```

      ```swift check=is-one
      expect(one() == 1, "one is 1")
      ```

      """
    let counterexample = """
      // replaces: one
      import Foundation

      // Wrong in every other run: the first run leaves the marker, the next removes it and is right.
      func one() -> Int {
        let marker = "\(marker)"
        if FileManager.default.fileExists(atPath: marker) {
          try? FileManager.default.removeItem(atPath: marker)
          return 1
        }
        FileManager.default.createFile(atPath: marker, contents: nil)
        return 0
      }

      """
    return try ScratchRoot(["en/flaky.md": spec, "counterexamples/flaky/sometimes.swift": counterexample])
  }

  @Test func aCounterexampleRejectedInEveryRunPasses() {
    let result = CLIHarness.run(["counterexamples", "\(CLIHarness.fixtures)/Good", "--repeat", "3"])
    #expect(result.status == 0, "\(result.out)\(result.err)")
    #expect(result.out.contains("rejected sample/halves.swift in 3 of 3 runs by 1 check(s): doubles (failed)\n"))
    #expect(result.lastLine == "counterexamples: 1 passed, 0 failed")
  }

  @Test func aCounterexampleAcceptedInOneRunFails() throws {
    let root = try Self.flakyRoot()
    defer { root.remove() }
    let result = CLIHarness.run(["counterexamples", root.path, "--languages", "en", "--repeat", "4"])
    #expect(result.status == 1, "\(result.out)\(result.err)")
    let line =
      "ACCEPTED flaky/sometimes.swift in run 2 of 4: is-one, which rejected it in every run before, went as expected"
    #expect(result.out.contains("\(line) (rejected in the 1 run(s) before)\n"), "\(result.out)")
    #expect(result.lastLine == "counterexamples: 0 passed, 1 failed")
  }

  @Test func withoutRepeatOneRejectingRunIsEnough() throws {
    let root = try Self.flakyRoot()
    defer { root.remove() }
    let result = CLIHarness.run(["counterexamples", root.path, "--languages", "en"])
    #expect(result.status == 0, "\(result.out)\(result.err)")
    #expect(result.out.contains("rejected flaky/sometimes.swift by 1 check(s): is-one (failed)\n"), "\(result.out)")
  }

  @Test func repeatTakesAPositiveWholeNumber() {
    let result = CLIHarness.run(["counterexamples", "\(CLIHarness.fixtures)/Good", "--repeat", "0"])
    #expect(result.status == 64)
    #expect(result.err.contains("--repeat takes a positive whole number, not '0'"), "\(result.err)")
  }

  @Test func byTableAndCheckCannotBeCombined() {
    let result = CLIHarness.run(["counterexamples", "\(CLIHarness.fixtures)/Good", "--by-table", "--check", "is-one"])
    #expect(result.status == 64)
    #expect(result.err.contains("--by-table and --check cannot be combined"), "\(result.err)")
  }
}
