import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Parity of the three editions of a spec, on the `parity` fixture tree: only the text of comments may differ.
struct ParityCheckerTests {
  private static let root = FixturePaths.specs("parity")
  private static let catalog = SpecLoader(root: root).load()

  private func file(_ language: String, _ spec: String) -> String { "\(Self.root)/\(language)/\(spec).md" }

  private func errors(_ spec: String) -> [String] {
    Self.catalog.errors[spec]?.errors.map(\.description) ?? []
  }

  @Test func acceptsEditionsThatDifferOnlyInComments() {
    #expect(errors("comments") == [])
    #expect(Self.catalog.specs.map(\.name) == ["comments"])
  }

  @Test func reportsTheFirstDifferingCodeLineWithBothFilesAndLines() {
    let message =
      "\(file("ja", "code")):11: error: differs from \(file("zh-Hant", "code")):11: the first differing code line is "
      + "'expect(answer == 42, \"the answer\")' there and 'expect(answer == 24, \"the answer\")' here "
      + "(only comments may differ between editions)"
    #expect(errors("code") == [message])
  }

  @Test func comparesStringLiteralsThatLookLikeComments() {
    let message =
      "\(file("ja", "strings")):11: error: differs from \(file("zh-Hant", "strings")):11: the first differing code "
      + "line is 'expect(answer == 42, \"the answer // \")' there and "
      + "'expect(answer == 42, \"the answer // コメント\")' here (only comments may differ between editions)"
    #expect(errors("strings") == [message])
  }

  @Test func reportsDifferentAttributes() {
    let message =
      "\(file("ja", "attributes")):9: error: differs from \(file("zh-Hant", "attributes")):9: the swift blocks' "
      + "attributes differ ('swift check=first' against 'swift check=first expect=fail')"
    #expect(errors("attributes") == [message])
  }

  @Test func reportsAMissingBlock() {
    let reference = file("zh-Hant", "block-count")
    let message =
      "\(file("ja", "block-count")):1: error: differs from \(reference):1: \(reference) has 3 swift blocks and this "
      + "file 2; the first unmatched block is 'swift check=second' at \(reference):14"
    #expect(errors("block-count") == [message])
  }

  @Test func reportsAnExtraBlockAtItsLine() {
    let reference = file("zh-Hant", "extra-block")
    let extra = file("zh-Hans", "extra-block")
    let message =
      "\(extra):18: error: differs from \(reference):1: \(reference) has 3 swift blocks and this file 4; "
      + "the first unmatched block is 'swift check=third' at \(extra):18"
    #expect(errors("extra-block") == [message])
  }

  @Test func reportsABlockThatEndsEarlier() throws {
    let long = try SpecText.edition("```swift check=a\nlet a = 1\nlet b = 2\n```\n", path: "long.md")
    let short = try SpecText.edition("```swift check=a\nlet a = 1\n// gone\n```\n", path: "short.md")
    let errors = ParityChecker().check(Spec(name: "sample", editions: [long, short]))
    #expect(
      errors.map(\.description) == [
        "short.md:4: error: differs from long.md:3: the first differing code line is 'let b = 2' there and "
          + "'(end of block)' here (only comments may differ between editions)"
      ])
  }

  @Test func checksEveryEditionAgainstTheFirst() throws {
    let first = try SpecText.edition("```swift check=a\nlet a = 1\n```\n", path: "one.md")
    let second = try SpecText.edition("```swift check=a\nlet a = 2\n```\n", path: "two.md")
    let third = try SpecText.edition("```swift check=a\nlet a = 3\n```\n", path: "three.md")
    let errors = ParityChecker().check(Spec(name: "sample", editions: [first, second, third]))
    #expect(errors.map(\.location) == [.init(file: "two.md", line: 2), .init(file: "three.md", line: 2)])
  }

  private static func block(_ code: String, path: String) throws -> SpecEdition {
    try SpecText.edition("```swift check=a\n\(code)```\n", path: path)
  }

  private static func parity(_ left: String, _ right: String) throws -> [String] {
    let errors = ParityChecker().check(
      Spec(name: "sample", editions: [try block(left, path: "one.md"), try block(right, path: "two.md")]))
    return errors.map(\.description)
  }

  @Test func tellsApartStringsNestedInInterpolations() throws {
    let errors = try Self.parity(
      "let url = \"\\(host(\"https://a.example\"))\"\n", "// 註解\nlet url = \"\\(host(\"https://b.example\"))\"\n")
    #expect(
      errors == [
        "two.md:3: error: differs from one.md:2: the first differing code line is "
          + "'let url = \"\\(host(\"https://a.example\"))\"' there and "
          + "'let url = \"\\(host(\"https://b.example\"))\"' here (only comments may differ between editions)"
      ])
  }

  @Test(arguments: [
    ("let a = 1 // one\nlet b = 2\n", "/* one,\n   in three\n   lines */\nlet a = 1\n\n// two\nlet b = 2 /* 二 */\n"),
    ("f(1, /* x */ 2)\n", "f(1,  2)   // 二\n"),
    ("  if a {\n    b()\n  }\n", "if a {\n b()\n}\n"),
    ("let s = \"\"\"\n  x // y\n  \"\"\"\n", "let s = \"\"\"\n  x // y\n  \"\"\" // z\n"),
  ])
  func acceptsCommentsAndIndentationOfAnyLength(_ left: String, _ right: String) throws {
    #expect(try Self.parity(left, right) == [])
  }

  @Test(arguments: [
    ("let x = a - b\n", "let x = a -b\n", 2),
    ("f\n(x)\n", "f(x)\n", 2),
    ("let s = \"\"\"\n  x\n  \"\"\"\n", "let s = \"\"\"\n    x\n  \"\"\"\n", 3),
    ("let r = #\"a\"#\n", "let r = ##\"a\"##\n", 2),
  ])
  func rejectsSpacingThatChangesWhatSwiftReads(_ left: String, _ right: String, _ line: Int) throws {
    let errors = try Self.parity(left, right)
    #expect(errors.count == 1)
    #expect(errors.first?.hasPrefix("two.md:\(line): error: differs from one.md:") == true)
  }
}
