import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

@Suite("FormMatcher: leftmost-longest matching, shielding and ASCII boundaries")
struct FormMatcherTests {
  /// A matcher for rows given as (use, [avoided]), each on its own line from 10 on.
  static func matcher(_ rows: [(String, [String])]) -> FormMatcher {
    FormMatcher(
      rows.enumerated().flatMap { index, row in
        GlossaryRow(line: 10 + index, languages: ["ja"], use: row.0, avoid: row.1).forms
      })
  }

  /// The avoided forms found in `text`, as "avoided→use".
  static func avoided(_ text: String, _ matcher: FormMatcher) -> [String] {
    matcher.matches(in: text).compactMap { match in
      guard case .avoid(let use) = match.form.role else { return nil }
      return "\(match.form.text)→\(use)"
    }
  }

  @Test func aUsedFormShieldsTheShorterAvoidedFormInsideIt() {
    let matcher = Self.matcher([("コンパイラー", ["コンパイラ"])])
    #expect(Self.avoided("コンパイラーが読む", matcher).isEmpty)
    #expect(Self.avoided("コンパイラが読む", matcher) == ["コンパイラ→コンパイラー"])
    #expect(Self.avoided("コンパイラとコンパイラー", matcher) == ["コンパイラ→コンパイラー"])
  }

  @Test func aLongerAvoidedFormWinsOverTheUsedFormInsideIt() {
    let matcher = Self.matcher([("メモリ", ["メモリー"])])
    #expect(Self.avoided("メモリーを使う", matcher) == ["メモリー→メモリ"])
    #expect(Self.avoided("メモリを使う", matcher).isEmpty)
  }

  @Test func matchingGoesOnAfterTheLongestFormAtEachPlace() {
    let matcher = Self.matcher([("一つひとつ", ["一つ一つ"]), ("1 つ", ["一つ", "1つ"])])
    #expect(Self.avoided("一つ一つ確かめる", matcher) == ["一つ一つ→一つひとつ"])
    #expect(Self.avoided("一つひとつ確かめる", matcher).isEmpty)
    #expect(Self.avoided("一つと1つ", matcher) == ["一つ→1 つ", "1つ→1 つ"])
    let offsets = matcher.matches(in: "一つと1つ").map(\.offset)
    #expect(offsets == [0, 3])
  }

  @Test(arguments: [
    ("the user said", ["user→person"]), ("users", []), ("superuser", []), ("user1", []), ("(user)", ["user→person"]),
    ("ユーザーuser", ["user→person"]),
  ])
  func aFormEndingInALatinLetterMatchesOnlyAtAWordBoundary(_ text: String, _ expected: [String]) {
    let matcher = Self.matcher([("person", ["user"])])
    #expect(Self.avoided(text, matcher) == expected)
  }

  @Test func aFormEndingInACJKCharacterNeedsNoBoundary() {
    let matcher = Self.matcher([("2 つ", ["2つ"])])
    #expect(Self.avoided("12つ", matcher).isEmpty, "the form begins with a digit after a digit")
    #expect(Self.avoided("2つ目", matcher) == ["2つ→2 つ"], "つ is no Latin letter or digit")
  }

  @Test func eachFindingNamesItsRowsLine() {
    let matcher = Self.matcher([("メモリ", ["メモリー"]), ("ワーカー", ["ワーカ"])])
    #expect(matcher.matches(in: "ワーカとメモリー").map(\.form.row) == [11, 10])
  }
}
