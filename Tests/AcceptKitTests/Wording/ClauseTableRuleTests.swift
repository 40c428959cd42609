import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

@Suite("ClauseTableRule: every check in the clause table, and no id that names no check")
struct ClauseTableRuleTests {
  static func spec(table: String) -> String {
    """
    # S

    \(table)

    ```swift check=keeps-order
    expect(true)
    ```

    ```swift check=stops-early ignore
    expect(true)
    ```
    """
  }

  @Test func aCompleteTableIsClean() throws {
    let table = """
      | 条項 | チェック |
      | --- | --- |
      | 順序を保つ | `keeps-order` |
      | 早く止まる | `stops-early` |
      | 型の名前 | `Int` |
      """
    #expect(ClauseTableRule().findings(in: try WordingTestEdition.make(Self.spec(table: table))).isEmpty)
  }

  @Test func aMissingCheckIgnoredOnesTooIsReportedAtItsFence() throws {
    let table = "| 条項 | チェック |\n| --- | --- |\n| 順序を保つ | `keeps-order` |"
    let edition = try WordingTestEdition.make(Self.spec(table: table))
    #expect(
      WordingTestEdition.lines(ClauseTableRule().findings(in: edition)) == [
        "11: check 'stops-early' is not in the clause table (table at line 3)"
      ])
  }

  @Test func aRenamedIdNamesNoCheck() throws {
    let table = """
      | 条項 | チェック | 備考 |
      | --- | --- | --- |
      | 順序を保つ | `keeps-order` | `not-an-id-column` |
      | 早く止まる | `stop-early` | |
      """
    let edition = try WordingTestEdition.make(Self.spec(table: table))
    #expect(
      WordingTestEdition.lines(ClauseTableRule().findings(in: edition)) == [
        "12: check 'stops-early' is not in the clause table (table at line 3)",
        "6: 'stop-early' names no check of this spec",
      ])
  }

  @Test func checksSplitOverTwoTablesAreAllListed() throws {
    let table = """
      | a | b |
      | --- | --- |
      | x | `keeps-order` |

      | c | d |
      | --- | --- |
      | y | `stops-early` |
      """
    #expect(ClauseTableRule().findings(in: try WordingTestEdition.make(Self.spec(table: table))).isEmpty)
  }

  @Test func aSpecWithoutAClauseTableIsNotChecked() throws {
    let table = "| a | b |\n| --- | --- |\n| `keeps order` | `some-other-id` |\n\n本文の `keeps-order`。"
    #expect(ClauseTableRule().findings(in: try WordingTestEdition.make(Self.spec(table: table))).isEmpty)
  }

  @Test func aCellCanListSeveralIdsEachAloneOrAsALink() throws {
    let table = """
      | 約束 | チェック |
      | --- | --- |
      | 順序と停止 | [`keeps-order`](#a)、`stops-early`, [`stop-eraly`](#b) |
      | 説明 | `keeps-order` の説明 |
      """
    let edition = try WordingTestEdition.make(Self.spec(table: table))
    #expect(
      WordingTestEdition.lines(ClauseTableRule().findings(in: edition)) == [
        "5: 'stop-eraly' names no check of this spec"
      ])
    #expect(
      ClauseTable.tables(in: edition.tree, ids: ["keeps-order", "stops-early"]).first?.cells.map(\.text)
        == ["keeps-order", "stops-early", "stop-eraly"])
  }
}
