import AcceptTestSupport
import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Work a check starts and does not wait for, compiled into real check programs: at the check's end the harness waits
/// for it, bounded, so an expectation in it is recorded and work still running makes the check incomplete, unless
/// the check says `leftover=allowed`. The counting executors exist on Linux with Swift 6.3 only.
@Suite(.timeLimit(.minutes(5)))
struct SettlingHarnessTests {
  private static let markdown = """
    # Leftovers

    ```swift check=detached-sync expect=fail
    Task.detached { expect(false, "in a detached task") }
    ```

    ```swift check=detached-async expect=fail
    Task.detached { expect(false, "in a detached task") }
    await Task.yield()
    ```

    ```swift check=main-actor-task expect=fail
    Task { expect(false, "in a main-actor task") }
    await Task.yield()
    ```

    ```swift check=finishes-later
    Task.detached {
      try? await Task.sleep(for: .milliseconds(100))
      record("ran", true)
    }
    ```

    ```swift check=still-sleeping
    Task.detached { try? await Task.sleep(for: .seconds(3600)) }
    ```

    ```swift check=allowed leftover=allowed
    Task.detached { try? await Task.sleep(for: .seconds(3600)) }
    ```
    """

  private static let edition = Result {
    try SpecText.edition(markdown, path: "Acceptance/en/leftovers.md", spec: "leftovers")
  }

  private static func runner(times: Int) throws -> CheckRunner {
    var runner = try CheckRunner.local()
    runner.repeatCount = times
    return runner
  }

  /// The program of every check merged, compiled once for the suite.
  private static let merged = Result { () throws -> (binary: String, files: [String]) in
    let edition = try Self.edition.get()
    let program = ProgramAssembler().mergedProgram(for: edition, checks: edition.checks)
    guard case .built(let built) = try runner(times: 1).build(program) else { throw NotBuilt(check: "all") }
    return (built.binary, program.files)
  }

  /// Runs `check` `times` times, in the merged program or as a program of its own.
  private static func run(_ check: String, merged: Bool, times: Int = 1) throws -> CheckResult {
    let edition = try Self.edition.get()
    let found = try #require(edition.check(check))
    let runner = try runner(times: times)
    guard merged else { return runner.run(edition, check: found) }
    let (binary, files) = try Self.merged.get()
    return runner.execute(binary, argument: check, edition, found, files).result(build: nil, compileSeconds: 0)
  }

  private struct NotBuilt: Error { var check: String }

  @Test(arguments: [false, true])
  func anExpectationInADetachedTaskFailsTheCheckEveryTime(merged: Bool) async throws {
    #if compiler(>=6.3) && os(Linux)
      // Twenty runs in the merged program, as the issue asks; ten in a program of its own.
      let times = merged ? 20 : 10
      let result = try await OffPool.run { try Self.run("detached-sync", merged: merged, times: times) }
      #expect(result.outcome == .failed && result.unexpectedRuns == 0 && result.runs == times, "\(result.output)")
      #expect(result.failures.contains { $0.reason == "in a detached task" }, "\(result.failures)")
    #endif
  }

  @Test(arguments: ["detached-async", "main-actor-task"])
  func anExpectationInATaskOfAnAwaitingCheckFailsIt(_ check: String) async throws {
    #if compiler(>=6.3) && os(Linux)
      // The merged program's end for the first, a program of its own (top-level code) for the second.
      let result = try await OffPool.run { try Self.run(check, merged: check == "detached-async", times: 5) }
      #expect(result.outcome == .failed && result.unexpectedRuns == 0, "\(check)")
    #endif
  }

  @Test func workThatEndsWithinTheWaitLetsTheCheckPass() async throws {
    #if compiler(>=6.3) && os(Linux)
      let result = try await OffPool.run { try Self.run("finishes-later", merged: true) }
      #expect(result.outcome == .passed, "\(result.failures) \(result.output)")
      #expect(result.records["ran"] == .bool(true), "the task ran within the wait")
    #endif
  }

  @Test func workStillRunningAtTheLimitMakesTheCheckIncompleteUnlessItIsAllowed() async throws {
    #if compiler(>=6.3) && os(Linux)
      let result = try await OffPool.run { try Self.run("still-sleeping", merged: true) }
      #expect(result.outcome == .incomplete)
      #expect(
        result.failures.map(\.message) == [
          "1 job(s) the check started were still queued or running 5.0s after its end (1 of them waiting on a "
            + "timer, such as a Task.sleep, which holds its wake-up until its deadline even when cancelled), so what "
            + "they would have checked is unknown; wait for them, or mark the check leftover=allowed"
        ])
      let allowed = try await OffPool.run { try Self.run("allowed", merged: true) }
      #expect(allowed.outcome == .passed, "\(allowed.failures)")
    #endif
  }
}
