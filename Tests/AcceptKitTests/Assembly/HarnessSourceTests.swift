import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// The harness a check program is built with, compiled and run for real.
@Suite(.timeLimit(.minutes(5)))
struct HarnessSourceTests {
  private static let markdown = """
    # Harness

    ```swift check=not-finite
    record("nan", Double.nan)
    record("up", Double.infinity)
    record("down", -Double.infinity)
    record("text", "nan")
    record("whole", 2.0)
    ```
    """

  @Test func sendsNumbersThatAreNotFiniteAsRecords() throws {
    let edition = try SpecText.edition(Self.markdown, path: "Acceptance/ja/harness.md", spec: "harness")
    let index = try #require(edition.check("not-finite"))
    let result = try CheckRunner.local(embeddedHarness: true).run(edition, check: index)
    #expect(result.outcome == .passed, "\(result.output)")
    #expect(
      result.records.mapValues(\.description) == [
        "nan": "nan", "up": "inf", "down": "-inf", "text": "nan", "whole": "2.0",
      ])
    #expect(result.records["down"] == .double(-.infinity) && result.records["text"] == .string("nan"))
    #expect(result.output.contains("record nan = nan\nrecord up = inf\nrecord down = -inf\n"))
  }
}
