import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Source bindings on the `bindings` fixture package: whole files, regions and every way a binding can fail.
struct SourceBindingCheckerTests {
  private static let root = FixturePaths.specs("bindings/Acceptance")
  private static let package = SpecLoader(root: root).packageRoot
  private static let catalog = SpecLoader(root: root).load()

  /// The error of a spec in each of the three languages, at the same line and with the same message.
  private func errors(_ spec: String) -> [String] {
    Self.catalog.errors[spec]?.errors.map(\.description) ?? []
  }

  private func everyLanguage(_ spec: String, line: Int, _ message: String) -> [String] {
    ["zh-Hant", "zh-Hans", "ja"].map { "\(Self.root)/\($0)/\(spec).md:\(line): error: \(message)" }
  }

  @Test func acceptsBlocksEqualToTheirFileOrRegion() {
    #expect(Self.catalog.specs.map(\.name) == ["region", "whole-file"])
  }

  @Test func reportsAMissingRegion() {
    let message =
      "\(Self.package)/Sources/Greeting.swift has no region 'nope' (marked by '// region: nope' and "
      + "'// endregion: nope')"
    #expect(errors("missing-region") == everyLanguage("missing-region", line: 5, message))
  }

  @Test func reportsAMissingFile() {
    let message = "source file '\(Self.package)/Sources/Nope.swift' cannot be read"
    #expect(errors("missing-file") == everyLanguage("missing-file", line: 5, message))
  }

  @Test func refusesAnAbsolutePath() {
    let message = "source '/etc/hostname' must be a relative path that stays inside the package"
    #expect(errors("absolute") == everyLanguage("absolute", line: 5, message))
  }

  @Test func refusesAPathThatLeavesThePackage() {
    let message = "source 'Sources/../../outside.swift' must be a relative path that stays inside the package"
    #expect(errors("escape") == everyLanguage("escape", line: 5, message))
  }

  @Test func reportsTheFirstDifferingLineOfBothFiles() {
    let message =
      "block differs from Sources/Greeting.swift#farewell: at line 7 the source has '    \"Goodbye, \\(name).\"' "
      + "(\(Self.package)/Sources/Greeting.swift:11); run 'accept sync' to rewrite the block from its source"
    #expect(errors("mismatch") == everyLanguage("mismatch", line: 5, message))
  }

  @Test func reportsABlockShorterThanItsRegion() {
    let message =
      "block differs from Sources/Greeting.swift#farewell: at line 8 the source has '  }' "
      + "(\(Self.package)/Sources/Greeting.swift:12); run 'accept sync' to rewrite the block from its source"
    #expect(errors("short") == everyLanguage("short", line: 5, message))
  }

  @Test func reportsABlockLongerThanItsRegion() throws {
    let edition = try SpecText.edition(
      """
      ```swift source=Sources/Greeting.swift#greet
        func greet(_ name: String) -> String {
          "Hello, \\(name)!"
        }
      let extra = 1
      ```

      ```swift check=a
      ```
      """)
    let checker = SourceBindingChecker(packageRoot: Self.package, replaced: [])
    let message =
      "Acceptance/ja/sample.md:1: error: block differs from Sources/Greeting.swift#greet: at line 5 the source has "
      + "the end of the region (\(Self.package)/Sources/Greeting.swift:7); run 'accept sync' to rewrite the block "
      + "from its source"
    #expect(checker.check(edition).map(\.description) == [message])
  }

  @Test func skipsTheBindingOfAReplacedBlock() {
    let catalog = SpecLoader(root: Self.root, replaced: ["farewell"]).load()
    #expect(catalog.errors["mismatch"] == nil)
    #expect(catalog.specs.map(\.name).contains("mismatch"))
  }

  @Test func resolvesAWholeFileAndARegion() throws {
    let checker = SourceBindingChecker(packageRoot: Self.package, replaced: [])
    let whole = try checker.resolve(SourceBinding(path: "Sources/Whole.swift", region: nil)).get()
    #expect(whole.path == "\(Self.package)/Sources/Whole.swift")
    #expect(whole.firstLine == 1)
    #expect(whole.code.hasPrefix("/// A whole file bound to a spec block.\n"))
    let region = try checker.resolve(SourceBinding(path: "./Sources//Greeting.swift", region: "greet")).get()
    #expect(region.code == "  func greet(_ name: String) -> String {\n    \"Hello, \\(name)!\"\n  }\n")
    #expect(region.firstLine == 4)
  }

  /// The binding errors of a one-block edition bound to `source`, checked against the package at `root`.
  private func bindingErrors(_ source: String, in root: String) throws -> [String] {
    let text = "```swift source=\(source)\nx\n```\n\n```swift check=a\n```\n"
    return SourceBindingChecker(packageRoot: root, replaced: []).check(try SpecText.edition(text)).map(\.description)
  }

  @Test func refusesABindingThatLeavesThroughASymbolicLink() throws {
    let package = try ScratchPackage()
    let outside = try ScratchPackage(["Secret.swift": Array("x\n".utf8)])
    try FileManager.default.createSymbolicLink(atPath: "\(package.root)/Linked", withDestinationPath: outside.root)
    let errors = try bindingErrors("Linked/Secret.swift", in: package.root)
    #expect(errors.count == 1)
    #expect(
      errors.first?.hasPrefix(
        "Acceptance/ja/sample.md:1: error: source 'Linked/Secret.swift' leaves the package "
          + "through a symbolic link (it resolves to ") == true)
  }

  @Test func refusesAFIFOSourceWithoutWaitingOnIt() throws {
    let package = try ScratchPackage()
    try #require(mkfifo("\(package.root)/Pipe.swift", 0o600) == 0)
    let errors = try bindingErrors("Pipe.swift", in: package.root)
    #expect(
      errors == [
        "Acceptance/ja/sample.md:1: error: source file '\(package.root)/Pipe.swift' cannot be read: it is a FIFO, not "
          + "a regular file"
      ])
  }
}
