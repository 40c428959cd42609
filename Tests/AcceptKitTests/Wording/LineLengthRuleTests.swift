import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

@Suite("LineLengthRule: prose lines over the limit, counted in Unicode characters")
struct LineLengthRuleTests {
  static let check = "\n```swift check=c\nexpect(true)\n```\n"

  @Test func aLineOf200CJKCharactersPassesAndOneOf201Fails() throws {
    let text = String(repeating: "字", count: 200) + "\n" + String(repeating: "字", count: 201) + "\n" + Self.check
    let edition = try WordingTestEdition.make(text)
    #expect(
      WordingTestEdition.lines(LineLengthRule(limit: 200).findings(in: edition)) == [
        "2: line of 201 characters; the limit is 200: break it after a sentence or a clause"
      ])
  }

  @Test func theWholeSourceLineCountsContainerMarkersIncluded() throws {
    let text = "> " + String(repeating: "字", count: 199) + "\n" + Self.check
    let edition = try WordingTestEdition.make(text)
    #expect(
      WordingTestEdition.lines(LineLengthRule(limit: 200).findings(in: edition)).map { $0.prefix(22) } == [
        "1: line of 201 charact"
      ])
  }

  @Test func codeHTMLLinkDefinitionsAndTableRowsAreExempt() throws {
    let long = String(repeating: "x", count: 250)
    let text = """
      ```swift check=c
      let s = "\(long)"
      ```

          \(long)

      <div>
      \(long)
      </div>

      [ref]: https://example.com/\(long)

      | a | b |
      | --- | --- |
      | \(long) | b |

      > - \(long)
      """
    let edition = try WordingTestEdition.make(text)
    #expect(
      WordingTestEdition.lines(LineLengthRule(limit: 200).findings(in: edition)) == [
        "17: line of 254 characters; the limit is 200: break it after a sentence or a clause"
      ])
  }

  @Test func theLimitIsAnOptionAndZeroTurnsTheRuleOff() throws {
    let text = String(repeating: "字", count: 81) + "\n" + Self.check
    let edition = try WordingTestEdition.make(text)
    #expect(LineLengthRule(limit: 80).findings(in: edition).map(\.location.line) == [1])
    #expect(LineLengthRule(limit: 81).findings(in: edition).isEmpty)
    #expect(LineLengthRule(limit: 0).findings(in: edition).isEmpty)
  }
}
