import Testing

@testable import AcceptKit

@Suite("MergeEligibility: which checks can live in a function")
struct MergeEligibilityTests {
  static func block(_ code: String, expect: AcceptKit.Expectation = .pass) -> SpecBlock {
    var attributes = BlockAttributes()
    attributes.check = "c"
    attributes.expect = expect
    return SpecBlock(
      attributes: attributes, code: code, location: SourceLocation(file: "s.md", line: 1), contentLine: 2,
      info: "swift check=c")
  }

  @Test func statementsAndLocalTypesMerge() {
    #expect(MergeEligibility.reason(Self.block("struct Local { var x = 1 }\nlet y = Local()\n")) == nil)
    #expect(MergeEligibility.reason(Self.block("  extension Indented {}\n")) == nil)
  }

  @Test func compileErrorChecksAreAlwaysAlone() {
    #expect(
      MergeEligibility.reason(Self.block("let x = 1\n", expect: .compileError(nil)))
        == "expect=compile-error is always built on its own")
  }

  @Test(arguments: ["extension", "protocol", "import", "private", "public", "fileprivate"])
  func topLevelOnlyDeclarationsAreAlone(keyword: String) {
    let reason = MergeEligibility.reason(Self.block("\(keyword) Something {}\n"))
    #expect(reason == "it declares '\(keyword)' at top level, which a function body cannot hold")
  }
}
