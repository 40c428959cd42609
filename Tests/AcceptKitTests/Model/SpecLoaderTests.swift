import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Loading fixture trees: which specs are kept, and the exact errors of the others.
struct SpecLoaderTests {
  @Test func loadsEverySpecInEveryLanguageAndIgnoresOtherFolders() {
    let root = FixturePaths.specs("catalog")
    let catalog = SpecLoader(root: root).load()
    #expect(catalog.allErrors.map(\.description) == [])
    #expect(catalog.specs.map(\.name) == ["alpha", "beta"])
    let alpha = catalog.specs[0]
    #expect(alpha.editions.map(\.language) == ["zh-Hant", "zh-Hans", "ja"])
    #expect(alpha.editions.map(\.path) == ["zh-Hant", "zh-Hans", "ja"].map { "\(root)/\($0)/alpha.md" })
    #expect(alpha.editions.map { $0.blocks.count } == [3, 3, 3])
    #expect(alpha.editions[2].checks.map(\.location.line) == [14, 22])
  }

  @Test func refusesABlockThatDeclaresANameOfTheHarness() throws {
    let markdown = """
      ```swift name=impl
      func parse(_ text: String) -> Int? { nil }
      func fail(_ message: String) { print(message) }
      ```

      ```swift check=parses
      struct Local { func expect() {} }
      if parse("42") != 42 { fail("parses 42") }
      ```
      """
    let errors = SpecLoader.harnessNames(in: try SpecText.edition(markdown))
    #expect(
      errors.map(\.description) == [
        "Acceptance/ja/sample.md:1: error: declares 'fail', a name of the harness; the checks' calls would reach it "
          + "instead of the harness's"
      ])
  }

  @Test func loadsOnlyTheLanguagesAsked() {
    let root = FixturePaths.specs("catalog")
    let catalog = SpecLoader(root: root, languages: ["ja"]).load()
    #expect(catalog.allErrors.isEmpty)
    #expect(catalog.specs.map { $0.editions.map(\.path) } == [["\(root)/ja/alpha.md"], ["\(root)/ja/beta.md"]])
  }

  @Test func reportsAMissingRoot() {
    let root = FixturePaths.specs("no-such-root")
    let catalog = SpecLoader(root: root).load()
    #expect(catalog.specs.isEmpty)
    #expect(catalog.allErrors.map(\.description) == ["\(root): error: cannot read the spec: no such folder"])
  }

  @Test func reportsAMissingLanguageFolderAndTheMissingEditions() {
    let root = FixturePaths.specs("incomplete")
    let catalog = SpecLoader(root: root).load()
    #expect(catalog.specs.isEmpty)
    #expect(
      catalog.allErrors.map(\.description) == [
        "\(root)/ja: error: cannot read the spec: the language folder is missing",
        "\(root)/zh-Hant/both.md:1: error: no ja edition of this spec (expected \(root)/ja/both.md)",
        "\(root)/zh-Hant/lonely.md:1: error: no zh-Hans edition of this spec (expected \(root)/zh-Hans/lonely.md)",
        "\(root)/zh-Hant/lonely.md:1: error: no ja edition of this spec (expected \(root)/ja/lonely.md)",
      ])
  }

  @Test func keepsTheCompleteSpecsWhenAnotherIsBroken() {
    let root = FixturePaths.specs("incomplete")
    let catalog = SpecLoader(root: root, languages: ["zh-Hant", "zh-Hans"]).load()
    #expect(catalog.specs.map(\.name) == ["both"])
    #expect(catalog.rootErrors.isEmpty)
    #expect(catalog.errors.keys.sorted() == ["lonely"])
    #expect(
      catalog.errors(of: ["both"]).isEmpty
        && catalog.errors(of: ["lonely"]).map(\.problem)
          == [.missingEdition(language: "zh-Hans", expectedPath: "\(root)/zh-Hans/lonely.md")]
    )
  }

  @Test func reportsSpecErrorsOfEachEdition() throws {
    let folder = try TemporaryFolder.make(prefix: "loader")
    defer { folder.remove() }
    for language in ["en", "fr"] {
      _ = try folder.subfolder(language)
      _ = try folder.write("```swift check=a\n```\n", to: "\(language)/good.md")
    }
    _ = try folder.write("```swift check=a\n```\n```swift check=a\n```\n", to: "en/twice.md")
    _ = try folder.write("```swift chek=a\n```\n", to: "fr/twice.md")
    let catalog = SpecLoader(root: folder.path, languages: ["en", "fr"]).load()
    #expect(catalog.specs.map(\.name) == ["good"])
    #expect(
      catalog.allErrors.map(\.description) == [
        "\(folder.path)/en/twice.md:3: error: check id 'a' is already used at line 1",
        "\(folder.path)/fr/twice.md:1: error: unknown attribute 'chek'; did you mean 'check'?",
      ])
  }

  @Test func findsThePackageRootAboveTheSpecRoot() {
    let loader = SpecLoader(root: FixturePaths.specs("bindings/Acceptance"))
    #expect(loader.packageRoot == DisplayPath.relative(FixturePaths.specs("bindings")))
    let outer = SpecLoader(root: FixturePaths.specs("catalog"))
    let package = URL(fileURLWithPath: FixturePaths.root).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().path
    #expect(outer.packageRoot == DisplayPath.relative(package))
  }

  @Test func namesTheFileOfASpecInALanguage() {
    #expect(SpecLoader(root: "Acceptance").path(spec: "tour", language: "ja") == "Acceptance/ja/tour.md")
  }
}
