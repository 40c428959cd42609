import Foundation
import Testing

/// A failure raised in a spec's helper names the check's line that called it in a merged program and under a
/// sanitizer, as it does in a program of its own.
@Suite(.serialized)
struct HelperCallSiteTests {
  static let spec = """
    # Helpers

    ```swift name=helpers
    func expectSum(_ values: [Int], is total: Int) {
      expect(values.reduce(0, +) == total, "the values add up to \\(total)")
    }
    ```

    ```swift check=sums
    let values = [1, 2]
    expectSum(values, is: 3)
    expectSum(values, is: 4)
    ```

    ```swift check=inline
    expect(1 + 1 == 2, "one and one is two")
    ```
    """

  @Test(arguments: [[String](), ["--sanitize", "thread"]])
  func theFailurePointsAtTheChecksLine(extra: [String]) throws {
    let root = try ScratchRoot(["en/helpers.md": Self.spec])
    defer { root.remove() }
    let result = CLIHarness.run(["run", root.path, "--languages", "en", "--no-cache"] + extra)
    #expect(result.status == 1, "\(result.out)\(result.err)")
    #expect(result.out.contains("build: helpers [en]: 2 checks merged into one program"), "\(result.out)")
    #expect(
      result.out.contains(
        "    \(root.path)/en/helpers.md:12: error: the values add up to 4 (in a helper at \(root.path)/en/helpers.md:5)\n"
      ), "\(result.out)")
    #expect(result.lastLine == "1 passed, 1 failed")
  }

  /// Two editions of one program, the second with longer prose: each names its own helper line.
  @Test func everyEditionNamesItsOwnHelperLine() throws {
    let french = Self.spec.replacingOccurrences(
      of: "# Helpers\n", with: "# Helpers\n\nUne phrase de plus.\nEt une autre.\n")
    let root = try ScratchRoot(["en/helpers.md": Self.spec, "fr/helpers.md": french])
    defer { root.remove() }
    let result = CLIHarness.run(["run", root.path, "--languages", "en,fr", "--no-cache"])
    #expect(result.status == 1, "\(result.out)\(result.err)")
    #expect(
      result.out.contains(
        "\(root.path)/en/helpers.md:12: error: the values add up to 4 (in a helper at \(root.path)/en/helpers.md:5)\n"
      ), "\(result.out)")
    #expect(
      result.out.contains(
        "\(root.path)/fr/helpers.md:15: error: the values add up to 4 (in a helper at \(root.path)/fr/helpers.md:8)\n"
      ), "\(result.out)")
    #expect(!result.out.contains("fr/helpers.md:15: error: the values add up to 4 (in a helper at \(root.path)/en/"))
  }
}
