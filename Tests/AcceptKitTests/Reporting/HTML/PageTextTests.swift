import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// The chrome words: every key in every language the page speaks, the same placeholders in each, and a table the
/// page's script can hold safely.
struct PageTextTests {
  @Test(arguments: ["en", "zh-Hant", "zh-Hans", "ja"]) func hasEveryKeyIn(_ language: String) throws {
    let words = try #require(PageText.table[language])
    for key in PageText.Key.allCases {
      let text = try #require(words[key], "\(language) lacks \(key.rawValue)")
      #expect(!text.isEmpty)
      #expect(text.contains("{n}") == PageText.english(key).contains("{n}"), "\(language) \(key.rawValue)")
      #expect(text.contains("{m}") == PageText.english(key).contains("{m}"), "\(language) \(key.rawValue)")
      #expect(text.contains("{k}") == PageText.english(key).contains("{k}"), "\(language) \(key.rawValue)")
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
    #expect(!literal.contains("\"en\""))
    #expect(PageText.quoted("a\"b\\c</script>\n") == "\"a\\\"b\\\\c\\u003c/script\\u003e\\u000a\"")
  }

  /// The literal read back as JSON gives every word of every edition language under its key.
  @Test(arguments: ["zh-Hant", "zh-Hans", "ja"]) func writesAScriptLiteralThatHoldsTheTable(_ language: String) throws {
    let data = try #require(PageText.scriptLiteral.data(using: .utf8))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: [String]])
    let keys = try #require(object["keys"])
    let words = try #require(object[language])
    #expect(keys.count == PageText.Key.allCases.count && words.count == keys.count)
    for (key, word) in zip(keys, words) {
      let known = try #require(PageText.Key(rawValue: key))
      #expect(PageText.table[language]?[known] == word, "\(language) \(key)")
    }
  }

  /// The chrome a page of results writes, each piece marked with its key so that the script can translate it.
  @Test(arguments: [
    "totals.line", "totals.skipped", "column.check", "times.own", "records.caption", "failures.title",
    "failures.expected", "output.title", "timeline.lanes", "timeline.span", "timeline.axis", "timeline.in-flight",
    "timeline.in-flight-title", "spec.checks", "card.check-time.value",
  ])
  func aPageOfResultsMarksItsChrome(_ key: String) throws {
    let page = HTMLReportWriter.render(ReviewSample.report())
    #expect(page.contains("data-t=\"\(key)\""), "\(key) is not used on the page")
    let known = try #require(PageText.Key(rawValue: key))
    for language in ["zh-Hant", "zh-Hans", "ja"] { #expect(PageText.table[language]?[known] != nil) }
  }

  @Test func fillsTwoNumbersAndEscapesThem() {
    #expect(
      PageText.span(.totalsLine, values: ["3", "1"])
        == "<span data-t=\"totals.line\" data-n=\"3\" data-m=\"1\">3 passed, 1 failed</span>")
    #expect(PageText.numbers(["a\"b"]) == " data-n=\"a&quot;b\"")
  }

  @Test func namesAnotherKeysWordsWhereAPlaceholderSaysSo() {
    #expect(
      PageText.english(.cellBad, values: ["", "outcome.failed", "", "expect.pass"]) == "✗ failed, expected pass")
    #expect(PageText.english(.cellBad, values: ["", "not a key", "", "expect.fail"]) == "✗ not a key, expected fail")
  }

  @Test func joinsSeveralKeysIntoOneTitleAndListsThemForTheScript() {
    let values = ["run 2", "outcome.passed", "1.50 s", "expect.pass"]
    #expect(
      PageText.title([.cellRun, .cellOK, .cellOwnTime], values: values)
        == " title=\"run 2: ✓ passed · 1.50 s\" data-tt=\"cell.run cell.ok cell.own-time\"")
  }

  /// Every dark-mode rule the navigation, the filters and the marked lines need: their light colours would
  /// otherwise stay (a white filter bar under pale text).
  @Test(arguments: [
    "html.tabs .filters {", "a.skip {", ".filters select, .filters input[type=\"search\"] {", ".lines .marked {",
    "html.tabs .editions > label {", ".table thead th",
  ])
  func darkModeCovers(_ selector: String) throws {
    let dark = PageStyle.css.components(separatedBy: "@media screen and (prefers-color-scheme: dark)").dropFirst()
    #expect(dark.contains { $0.contains(selector) }, "no dark rule for \(selector)")
  }
}
