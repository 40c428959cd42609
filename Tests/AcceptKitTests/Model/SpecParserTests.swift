import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Turning one Markdown file into an edition: which blocks count, their locations, and the file-level errors.
struct SpecParserTests {
  @Test func keepsSwiftBlocksInOrderWithTheirLocations() throws {
    let edition = try SpecText.edition(
      """
      # Title

      ```swift name=helper
      func helper() -> Int { 1 }
      ```

      ~~~swift check=uses-helper expect=fail
      expect(helper() == 2)
      ~~~
      """, path: "Acceptance/ja/sample.md")
    #expect(edition.spec == "sample")
    #expect(edition.language == "ja")
    #expect(edition.path == "Acceptance/ja/sample.md")
    #expect(edition.blocks.map(\.kind) == [.definition, .check])
    #expect(edition.blocks.map(\.location.line) == [3, 7])
    #expect(edition.blocks.map(\.codeLines.first) == [4, 8])
    #expect(edition.blocks.map(\.info) == ["swift name=helper", "swift check=uses-helper expect=fail"])
    #expect(edition.blocks.map(\.code) == ["func helper() -> Int { 1 }\n", "expect(helper() == 2)\n"])
    #expect(edition.blocks.map(\.location.file) == ["Acceptance/ja/sample.md", "Acceptance/ja/sample.md"])
    #expect(edition.checks.map(\.id) == ["uses-helper"])
  }

  @Test func ignoresBlocksThatAreNotSwift() throws {
    let edition = try SpecText.edition(
      """
      ```python check=Not_An_Id
      print("hi")
      ```

      ```swiftui chek=x
      ```

      ```
      swift check=x
      ```

          ```swift check=indented-code-block
          ```

      <!--
      ```swift check=inside-html
      ```
      -->

      ```swift check=real
      expect(true)
      ```
      """)
    #expect(edition.blocks.map(\.attributes.check?.id) == ["real"])
  }

  @Test func findsSwiftBlocksInQuotesAndLists() throws {
    let edition = try SpecText.edition(
      """
      > ```swift check=quoted
      > expect(true)
      > ```

      - item

        ```swift check=listed
        expect(true)
        ```
      """)
    #expect(edition.blocks.map(\.attributes.check?.id) == ["quoted", "listed"])
    #expect(edition.blocks.map(\.code) == ["expect(true)\n", "expect(true)\n"])
    #expect(edition.blocks.map(\.codeLines.first) == [2, 8])
  }

  @Test func resolvesCommonMarkEscapesBeforeTheAttributeGrammar() throws {
    // In Markdown `\"` is already a plain quote, so a quote inside a quoted value is written `\\"`.
    let edition = try SpecText.edition(
      #"""
      ```swift source="Sources/say \\"hi\\".swift" name=a&#95;b
      ```

      ```swift check=a
      ```
      """#)
    #expect(edition.blocks.first?.attributes.source == SourceBinding(path: #"Sources/say "hi".swift"#, region: nil))
    #expect(edition.blocks.first?.attributes.name == "a_b")
    #expect(
      SpecText.errors(#"```swift source="a \" b.swift""# + "\n```\n")
        == [#"spec.md:1: error: unknown attribute 'b.swift"'"#])
  }

  @Test func reportsDuplicateCheckIdsAndNamesWithTheFirstLine() {
    let errors = SpecText.errors(
      """
      ```swift name=helper
      ```

      ```swift check=twice
      ```

      ```swift name=helper
      ```

      ```swift check=twice
      ```

      ```swift check=twice expect=fail
      ```
      """)
    #expect(
      errors == [
        "spec.md:7: error: definition name 'helper' is already used at line 1",
        "spec.md:10: error: check id 'twice' is already used at line 4",
        "spec.md:13: error: check id 'twice' is already used at line 4",
      ])
  }

  @Test func reportsAnUnclosedSwiftFence() {
    let errors = SpecText.errors(
      """
      ```swift check=closed
      ```

      Text.

      ````swift check=open
      expect(true)
      ```
      """)
    #expect(errors == ["spec.md:6: error: the swift code block is never closed"])
  }

  @Test func reportsAnUnclosedFenceInABlockQuote() {
    let errors = SpecText.errors(
      """
      > ```swift check=open
      > expect(true)

      ```swift check=after
      ```
      """)
    #expect(errors == ["spec.md:1: error: the swift code block is never closed"])
  }

  @Test func reportsASpecWithoutChecks() {
    let errors = SpecText.errors(
      """
      # Only definitions

      ```swift name=helper
      func helper() {}
      ```

      ```swift
      struct Thing {}
      ```
      """)
    #expect(errors == ["spec.md:1: error: the spec has no check (a block with check=<id>)"])
  }

  @Test func reportsAnEmptyFileAsHavingNoChecks() {
    #expect(SpecText.errors("") == ["spec.md:1: error: the spec has no check (a block with check=<id>)"])
  }

  @Test func reportsEveryAttributeErrorButNotTheMissingChecks() {
    let errors = SpecText.errors(
      """
      ```swift chek=a
      ```

      ```swift name=x timeout=2
      ```
      """)
    #expect(
      errors == [
        "spec.md:1: error: unknown attribute 'chek'; did you mean 'check'?",
        "spec.md:4: error: attribute 'timeout' belongs on a check (a block with check=<id>)",
      ])
  }

  /// Text, then bytes that are not UTF-8, then more text; and the line of the first bad byte.
  static let invalidFiles: [(before: String, invalid: [UInt8], after: String, line: Int)] = [
    ("", [0xFF], "```swift check=a\n```\n", 1),
    ("# Title\n\n```swift check=a\nlet s = \"", [0xC3, 0x28], "\"\n```\n", 4),
    ("one\r\ntwo\r\nthree ", [0xE2, 0x82], "", 3),
    ("line\n", [0xED, 0xA0, 0x80], "\n", 2),
  ]

  @Test(arguments: invalidFiles)
  func reportsTheLineOfTheFirstByteThatIsNotUTF8(_ file: (before: String, invalid: [UInt8], after: String, line: Int)) {
    let bytes = Array(file.before.utf8) + file.invalid + Array(file.after.utf8)
    let result = SpecParser(spec: "spec", language: "ja", path: "spec.md").parse(bytes)
    #expect(result.failureDescription == "spec.md:\(file.line): error: the file is not valid UTF-8")
  }

  @Test func acceptsAByteOrderMarkAndCRLF() throws {
    let bytes = [0xEF, 0xBB, 0xBF] + Array("# T\r\n\r\n```swift check=a\r\nexpect(true)\r\n```\r\n".utf8)
    let edition = try SpecParser(spec: "spec", language: "ja", path: "spec.md").parse(bytes).get()
    #expect(edition.blocks.map(\.location.line) == [3])
    #expect(edition.blocks.map(\.code) == ["expect(true)\n"])
  }

  @Test(arguments: [
    ("swift", true), ("swift check=a", true), ("  swift\tcheck=a", true), ("swiftui", false), ("Swift", false),
    ("", false), ("objc swift", false),
  ])
  func recognisesSwiftInfoStrings(_ info: String, _ isSwift: Bool) {
    #expect(SpecParser.isSwift(info) == isSwift)
  }
}
