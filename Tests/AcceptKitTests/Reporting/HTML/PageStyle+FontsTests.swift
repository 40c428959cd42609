import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

@Suite struct PageStyleFontsTests {
  @Test func bodyStackNamesNoCJKFace() throws {
    let body = try #require(PageStyle.fonts.split(separator: "\n").first { $0.hasPrefix("body {") })
    #expect(!body.contains("CJK"))
  }

  @Test(arguments: [("ja", "JP"), ("zh-Hans", "SC"), ("zh-Hant", "TC")])
  func languageRuleNamesItsOwnFaceFirst(language: String, region: String) throws {
    let lines = PageStyle.fonts.split(separator: "\n").filter { $0.contains(":lang(\(language))") }
    let sans = try #require(lines.first { $0.hasPrefix("body:lang") })
    let mono = try #require(lines.first { $0.hasPrefix(":is(code") })
    #expect(firstCJKFace(in: sans) == "Noto Sans CJK \(region)")
    #expect(firstCJKFace(in: mono) == "Noto Sans Mono CJK \(region)")
  }

  @Test func pageStyleHoldsTheFontRules() {
    #expect(PageStyle.css.contains(PageStyle.fonts))
    #expect(!PageStyle.css.contains("[lang=\"ja\"] {"))
  }

  private func firstCJKFace(in rule: Substring) -> String? {
    rule.split(separator: "\"").first { $0.contains("CJK") }.map(String.init)
  }
}
