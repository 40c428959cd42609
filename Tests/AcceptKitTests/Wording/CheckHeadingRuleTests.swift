import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

@Suite("CheckHeadingRule: in a spec with a clause table, each check under a heading of its own")
struct CheckHeadingRuleTests {
  static let table = "| 条項 | チェック |\n| --- | --- |\n| 順序 | `keeps-order` |\n| 停止 | `stops-early` |\n"

  @Test func checksUnderHeadingsOfTheirOwnAreClean() throws {
    let markdown = """
      # S

      \(Self.table)
      ## 順序を保つ

      ```swift check=keeps-order
      ```

      ### 早く止まる

      ```swift name=helper
      ```

      ```swift check=stops-early ignore
      ```
      """
    #expect(CheckHeadingRule().findings(in: try WordingTestEdition.make(markdown)).isEmpty)
  }

  @Test func aCheckThatSharesItsHeadingIsReportedAtItsFence() throws {
    let markdown = """
      # S

      \(Self.table)
      ## 二つのチェック

      ```swift check=keeps-order
      ```

      ```swift check=stops-early
      ```
      """
    #expect(
      WordingTestEdition.lines(CheckHeadingRule().findings(in: try WordingTestEdition.make(markdown))) == [
        "13: check 'stops-early' shares the heading '二つのチェック' (line 8) with check 'keeps-order'; "
          + "give each check a heading of its own"
      ])
  }

  @Test func aCheckWithNoHeadingAboveItIsReported() throws {
    let markdown = "```swift check=keeps-order\n```\n\n\(Self.table)\n# S\n\n```swift check=stops-early\n```\n"
    #expect(
      WordingTestEdition.lines(CheckHeadingRule().findings(in: try WordingTestEdition.make(markdown))) == [
        "1: check 'keeps-order' has no heading above it; give each check a heading of its own"
      ])
  }

  @Test func aSpecWithoutAClauseTableIsNotChecked() throws {
    let markdown = "# S\n\n```swift check=keeps-order\n```\n\n```swift check=stops-early\n```\n"
    #expect(CheckHeadingRule().findings(in: try WordingTestEdition.make(markdown)).isEmpty)
  }
}
