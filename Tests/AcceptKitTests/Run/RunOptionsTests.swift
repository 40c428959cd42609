import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Which checks the filters select.
struct RunOptionsTests {
  private static let edition = SpecEdition(spec: "tour", language: "ja", path: "ja/tour.md", blocks: [])

  private static func block(_ check: String) -> SpecCheck {
    SpecCheck(role: CheckRole(id: check), code: "", location: .init(file: "ja/tour.md", line: 1), contentLine: 2)
  }

  @Test(
    arguments: [
      ([], [], [], true), (["ja"], [], [], true), (["zh-Hant"], [], [], false),
      (["zh-Hant", "ja"], ["tour"], [], true),
      ([], ["other"], [], false), ([], [], ["adds"], true), ([], [], ["other", "adds"], true),
      ([], [], ["other"], false),
      (["ja"], ["tour"], ["other"], false),
    ] as [([String], [String], [String], Bool)])
  func selectsByLanguageSpecAndCheck(_ languages: [String], _ specs: [String], _ checks: [String], _ selected: Bool) {
    var options = RunOptions()
    options.languageFilter = languages
    options.specFilter = specs
    options.checkFilter = checks
    #expect(options.selects(Self.edition, Self.block("adds")) == selected)
  }

  @Test func startsWithTheDocumentedDefaults() {
    let options = RunOptions()
    #expect(options.root == "Acceptance")
    #expect(options.languages == ["zh-Hant", "zh-Hans", "ja"])
    #expect(options.timeout == 30)
    #expect(options.reportDirectory == nil)
  }
}
