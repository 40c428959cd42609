import AcceptMarkdown
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

@Suite struct CounterexampleTableTests {
  @Test func readsTheRowsThatNameACounterexampleWithTheirLines() {
    let text = """
      # Spec

      | check | what |
      | --- | --- |
      | `doubles` | not a counterexample row |

      | counterexample | mistake | caught by |
      | --- | --- | --- |
      | `halves.swift` | divides by `2` | `doubles`, `positive` |
      | `a \\| b.swift` | a pipe | none |

      ```swift
      | `inside.swift` | a fence | `x` |
      ```
      """
    let table = CounterexampleTable(markdown: text)
    #expect(
      table.rows == [
        .init(file: "halves.swift", codeSpans: ["2", "doubles", "positive"], line: 9),
        .init(file: "a | b.swift", codeSpans: [], line: 10),
      ])
    #expect(table.row(for: "halves.swift")?.line == 9)
    #expect(table.row(for: "inside.swift") == nil)
  }

  /// Code spans are CommonMark's: a run of backticks closes only on a run of the same length, and spans inside
  /// emphasis or links count.
  @Test(arguments: [
    ("`a` and `b`", ["a", "b"]),
    ("`a` and `b", ["a"]),
    ("no spans", []),
    ("``", []),
    ("`a``b`", ["a``b"]),
    ("``a ` b``", ["a ` b"]),
    ("**`a`** [`b`](c)", ["a", "b"]),
  ])
  func codeSpansOfACell(cell: String, spans: [String]) {
    let tree = MarkdownParser.parse("| \(cell) |\n| --- |\n")
    let cell = tree.nodes.first { if case .tableCell = $0.kind { true } else { false } }
    #expect(CounterexampleTable.codeSpans(in: cell?.inlines) == spans)
  }
}
