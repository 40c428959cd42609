import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// `accept sync` refusing a block in a container that it cannot rewrite so that it reads back as its source.
struct SourceSynchronizerContainerRefusalTests {
  private static let spec =
    "# Refusal\n\n- > ```swift source=Sources/A.swift\n  > stale\n  > ```\n\n```swift check=a\nexpect(true)\n```\n"

  private func synchronize(
    _ spec: String = spec, source: String
  ) throws -> Result<(text: String, changed: Int), SpecErrors> {
    let package = try ScratchPackage(["Sources/A.swift": Array(source.utf8)])
    return SourceSynchronizer(packageRoot: package.root).synchronize(try SpecText.edition(spec), text: spec)
  }

  @Test func namesTheSourceLineThatWouldCloseTheFence() throws {
    let result = try synchronize(source: "let s = \"\"\"\n  ````\n\"\"\"\n")
    #expect(
      result.failureDescription
        == "Acceptance/ja/sample.md:3: error: sync cannot rewrite this block from Sources/A.swift: the rewritten "
        + "file would not hold the source's code (its line 2 would close the fence); edit this one by hand")
  }

  @Test func refusesWithoutNamingALineWhenTheLineThatClosesTheFenceIsIndentedWithATab() throws {
    // After the block quote's "> ", the tab fills two columns: a closing fence indented by two.
    let spec = Self.spec.replacingOccurrences(of: "- > ", with: "> ").replacingOccurrences(of: "  > ", with: "> ")
    let result = try synchronize(spec, source: "let s = \"\"\"\n\t```\n\"\"\"\n")
    #expect(
      result.failureDescription
        == "Acceptance/ja/sample.md:3: error: sync cannot rewrite this block from Sources/A.swift: the rewritten "
        + "file would not hold the source's code; edit this one by hand")
  }
}
