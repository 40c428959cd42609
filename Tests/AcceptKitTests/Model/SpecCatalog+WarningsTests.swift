import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// The warnings of a catalog: an `expect=compile-error` check that names no diagnostic, at its fence.
struct SpecCatalogWarningsTests {
  private static func catalog(_ markdown: String) throws -> SpecCatalog {
    var catalog = SpecCatalog()
    catalog.specs = [Spec(name: "sample", editions: [try SpecText.edition(markdown, path: "en/sample.md")])]
    return catalog
  }

  @Test func warnsAboutACompileErrorCheckWithoutADiagnostic() throws {
    let warnings = try Self.catalog("# S\n\n```swift check=a expect=compile-error\nlet x: Int = \"\"\n```\n").warnings
    #expect(warnings.map(\.location) == [SourceLocation(file: "en/sample.md", line: 3)])
    #expect(warnings.first?.description.hasPrefix("en/sample.md:3: warning: expect=compile-error names no") == true)
  }

  @Test(arguments: [
    "```swift check=a expect=compile-error diagnostic=#SendingRisksDataRace\nlet x = 1\n```\n",
    "```swift check=a expect=compile-error ignore\nlet x = 1\n```\n",
    "```swift check=a expect=fail\nlet x = 1\n```\n",
  ])
  func saysNothingAboutOtherChecks(markdown: String) throws {
    #expect(try Self.catalog(markdown).warnings.isEmpty)
  }

  @Test(arguments: [
    "```swift check=a\nmark(\"op\", \"start\")\nmark(\"op\", \"end\")\n```\n",
    "```swift name=h\nfunc other() {}\nfunc tracked() { mark(\"op\", \"started\") }\n```\n\n"
      + "```swift check=a\ntracked()\n```\n",
  ])
  func warnsAboutACheckThatDrawsInFlightWithoutALimit(markdown: String) throws {
    let warnings = try Self.catalog("# S\n\n" + markdown).warnings
    #expect(warnings.count == 1)
    #expect(warnings.first?.message.contains("could record its limit") == true)
  }

  @Test(arguments: [
    "```swift check=a\nmark(\"op\", \"start\")\nrecord(\"limit\", 2)\n```\n",
    "```swift check=a\nmark(\"test\", \"cancel-requested\")\n```\n",
    "```swift name=h\nfunc other() {}\nfunc tracked() { mark(\"op\", \"start\") }\n```\n\n"
      + "```swift check=a\nother()\n```\n",
  ])
  func saysNothingAboutACheckWithALimitOrNoOperations(markdown: String) throws {
    #expect(try Self.catalog("# S\n\n" + markdown).warnings.isEmpty)
  }
}
