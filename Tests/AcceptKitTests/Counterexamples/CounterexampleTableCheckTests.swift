import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Holding a spec's counterexample table to what the runs showed.
struct CounterexampleTableCheckTests {
  /// The table check of the sample spec with the table `rows`.
  private static func check(_ rows: [String]) throws -> (CounterexampleTableCheck, CounterexampleRoot) {
    let root = try CounterexampleRoot(table: rows, counterexamples: [:])
    let spec = try #require(root.catalog.specs.first)
    return (CounterexampleTableCheck(spec: spec), root)
  }

  @Test func aRowNamingTheRejectingCheckHolds() throws {
    let (table, root) = try Self.check(["| `wrong.swift` | `is-one` |"])
    defer { root.remove() }
    #expect(table.problems(for: "wrong.swift", rejectedEveryRunBy: ["is-one"]).isEmpty)
  }

  @Test func aRowNamingACheckThatDidNotRejectItInEveryRunIsAProblemAtItsLine() throws {
    let (table, root) = try Self.check(["| `wrong.swift` | `is-one` |"])
    defer { root.remove() }
    #expect(
      table.problems(for: "wrong.swift", rejectedEveryRunBy: [])
        == ["\(root.path)/en/sample.md:13: the row of wrong.swift names is-one, which did not reject it in every run"])
    #expect(table.problems(for: "wrong.swift", rejectedEveryRunBy: [], selected: ["other"]).isEmpty)
  }

  @Test func aTableWithoutTheRowOrARowWithoutACheckIsAProblem() throws {
    let (table, root) = try Self.check(["| `other.swift` | nothing |"])
    defer { root.remove() }
    #expect(
      table.problems(for: "wrong.swift", rejectedEveryRunBy: ["is-one"])
        == ["\(root.path)/en/sample.md: the counterexample table has no row for wrong.swift"])
    #expect(
      table.problems(for: "other.swift", rejectedEveryRunBy: ["is-one"])
        == ["\(root.path)/en/sample.md:13: the row of other.swift names no check of the spec"])
  }

  @Test func aSpecWithoutATableIsNotHeldToOne() throws {
    let (table, root) = try Self.check([])
    defer { root.remove() }
    #expect(table.problems(for: "wrong.swift", rejectedEveryRunBy: []).isEmpty)
  }
}
