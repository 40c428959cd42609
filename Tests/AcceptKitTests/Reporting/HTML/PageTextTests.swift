import Testing

@testable import AcceptKit

/// The chrome words: every key in every language the page speaks, the same placeholders in each, and a table the
/// page's script can hold safely.
struct PageTextTests {
  @Test(arguments: ["en", "zh-Hant", "zh-Hans", "ja"]) func hasEveryKeyIn(_ language: String) throws {
    let words = try #require(PageText.table[language])
    for key in PageText.Key.allCases {
      let text = try #require(words[key], "\(language) lacks \(key.rawValue)")
      #expect(!text.isEmpty)
      #expect(text.contains("{n}") == PageText.english(key).contains("{n}"), "\(language) \(key.rawValue)")
    }
    #expect(words.count == PageText.Key.allCases.count)
  }

  @Test func speaksOnlyTheEditionLanguagesAndEnglish() {
    #expect(Set(PageText.table.keys) == ["en", "zh-Hant", "zh-Hans", "ja"])
  }

  @Test func followsTheGlossary() {
    #expect(PageText.table["zh-Hant"]?[.outcomeTimeout] == "逾時")
    #expect(PageText.table["zh-Hans"]?[.outcomeTimeout] == "超时")
    #expect(PageText.table["zh-Hant"]?[.columnSpec] == "規格")
    #expect(PageText.table["ja"]?[.columnSpec] == "スペック")
    #expect(PageText.table["zh-Hans"]?[.outcomeIgnored] == "忽略")
  }

  @Test func marksChromeWithItsKeyAndCount() {
    #expect(PageText.span(.skip) == "<span data-t=\"skip\">Skip to results</span>")
    #expect(
      PageText.span(.summaryCount, count: 3)
        == "<span data-t=\"summary.count\" data-n=\"3\">3 check(s) did not go as expected</span>")
  }

  @Test func writesAScriptLiteralThatCannotCloseTheScript() {
    let literal = PageText.scriptLiteral
    #expect(!literal.contains("<") && !literal.contains(">"))
    #expect(literal.contains("\"ja\": {"))
    #expect(literal.contains("\"skip\": \"跳到結果\""))
    #expect(PageText.quoted("a\"b\\c</script>\n") == "\"a\\\"b\\\\c\\u003c/script\\u003e\\u000a\"")
  }
}
