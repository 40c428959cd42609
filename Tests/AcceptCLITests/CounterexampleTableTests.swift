import Foundation
import Testing

/// `accept counterexamples` holds a spec's counterexample table to what the runs showed.
@Suite(.serialized)
struct CounterexampleTableTests {
  /// A spec whose check `doubles` rejects the counterexample `halves.swift` and whose check `positive` does not,
  /// with `table` as the prose after the checks.
  static func root(table: String) throws -> ScratchRoot {
    let spec = """
      # Doubling

      ```swift name=double
      func double(_ value: Int) -> Int { value * 2 }
      ```

      ```swift check=doubles
      expect(double(21) == 42, "21 doubled is 42")
      ```

      ```swift check=positive
      expect(double(3) > 0, "a positive value stays positive")
      ```

      \(table)
      """
    let counterexample = """
      // replaces: double
      func double(_ value: Int) -> Int { value / 2 }

      """
    return try ScratchRoot(["en/doubling.md": spec, "counterexamples/doubling/halves.swift": counterexample])
  }

  static func run(_ root: ScratchRoot) -> CLIHarness.Outcome {
    CLIHarness.run(["counterexamples", root.path, "--languages", "en", "--repeat", "2"])
  }

  @Test func aRowNamingTheRejectingCheckPasses() throws {
    let root = try Self.root(table: "| file | caught by |\n| --- | --- |\n| `halves.swift` | `doubles` |\n")
    defer { root.remove() }
    let result = Self.run(root)
    #expect(result.status == 0, "\(result.out)\(result.err)")
    #expect(result.out.contains("rejected doubling/halves.swift in 2 of 2 runs by 1 check(s): doubles (failed)\n"))
  }

  @Test func aRowNamingACheckThatDidNotRejectItFails() throws {
    let root = try Self.root(
      table: "| file | caught by |\n| --- | --- |\n| `halves.swift` | `doubles`, `positive` (and more) |\n")
    defer { root.remove() }
    let result = Self.run(root)
    #expect(result.status == 1, "\(result.out)\(result.err)")
    #expect(
      result.out.contains(
        "TABLE    doubling/halves.swift: rejected in 2 of 2 runs by 1 check(s): doubles (failed); but its table row"
          + " claims more\n"
          + "    \(root.path)/en/doubling.md:17: the row of halves.swift names positive, which did not reject it"
          + " in every run\n"), "\(result.out)")
    #expect(result.lastLine == "counterexamples: 0 passed, 1 failed")
  }

  @Test func aTableWithoutTheCounterexamplesRowFails() throws {
    let root = try Self.root(table: "| file | caught by |\n| --- | --- |\n| `other.swift` | `doubles` |\n")
    defer { root.remove() }
    let result = Self.run(root)
    #expect(result.status == 1, "\(result.out)\(result.err)")
    #expect(
      result.out.contains("    \(root.path)/en/doubling.md: the counterexample table has no row for halves.swift\n"))
  }

  @Test func aRowNamingNoCheckFails() throws {
    let root = try Self.root(table: "| file | caught by |\n| --- | --- |\n| `halves.swift` | every check |\n")
    defer { root.remove() }
    let result = Self.run(root)
    #expect(result.status == 1, "\(result.out)\(result.err)")
    #expect(
      result.out.contains("    \(root.path)/en/doubling.md:17: the row of halves.swift names no check of the spec\n"))
  }

  @Test func aSpecWithoutACounterexampleTableIsNotHeldToOne() throws {
    let root = try Self.root(table: "No table here.\n")
    defer { root.remove() }
    let result = Self.run(root)
    #expect(result.status == 0, "\(result.out)\(result.err)")
  }
}
