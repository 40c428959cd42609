import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

@Suite("EditionMapping: one program reported in every language")
struct EditionMappingTests {
  static let zhHant = """
    # 標題

    說明文字。

    ```swift name=helper
    // 輔助函式
    func helper() -> Int { 1 }
    ```

    ```swift check=one
    expect(helper() == 2, "helper returns two")
    ```
    """

  static let ja = """
    # タイトル

    説明文。

    もう一段落。

    ```swift name=helper
    // ヘルパー
    func helper() -> Int { 1 }
    ```

    ```swift check=one
    expect(helper() == 2, "helper returns two")
    ```
    """

  static func editions() throws -> (source: SpecEdition, target: SpecEdition) {
    (
      try SpecText.edition(zhHant, path: "A/zh-Hant/s.md", language: "zh-Hant"),
      try SpecText.edition(ja, path: "A/ja/s.md", language: "ja")
    )
  }

  @Test func editionsThatDifferOnlyInCommentsHaveTheSameKey() throws {
    let (source, target) = try Self.editions()
    #expect(EditionMapping.key(source.blocks) == EditionMapping.key(target.blocks))
    let changed = try SpecText.edition(Self.ja.replacingOccurrences(of: "{ 1 }", with: "{ 2 }"))
    #expect(EditionMapping.key(source.blocks) != EditionMapping.key(changed.blocks))
  }

  @Test func linesMoveBlockByBlockAndFencesMapToFences() throws {
    let (source, target) = try Self.editions()
    let mapping = EditionMapping(source: source, target: target)
    #expect(mapping.line(5) == 7)  // definition fence
    #expect(mapping.line(7) == 9)  // `func helper` line
    #expect(mapping.line(11) == 13)  // the check's code line
    #expect(mapping.line(1) == 1)  // outside every block
  }

  @Test func failuresAndOutputTextMoveToTheTargetFile() throws {
    let (source, target) = try Self.editions()
    let mapping = EditionMapping(source: source, target: target)
    let moved = mapping.failure(CheckFailure(file: "A/zh-Hant/s.md", line: 11, message: "helper returns two"))
    #expect(moved == CheckFailure(file: "A/ja/s.md", line: 13, message: "helper returns two"))
    let other = CheckFailure(file: "Subject.swift", line: 3, message: "x")
    #expect(mapping.failure(other) == other)
    let text = "A/zh-Hant/s.md:11: error: helper returns two\nA/zh-Hant/s.md:x stays\n"
    #expect(mapping.text(text) == "A/ja/s.md:13: error: helper returns two\nA/zh-Hant/s.md:x stays\n")
  }

  static let zhHans = """
    # 标题

    ```swift name=helper
    /*
     辅助函数，
     返回一。
     */
    func helper() -> Int { 1 }  // 一
    ```

    ```swift check=one
    // 检查
    expect(helper() == 2, "helper returns two")
    ```
    """

  @Test func editionsWhoseCommentsDifferInLengthAndPlaceHaveTheSameKey() throws {
    let (source, _) = try Self.editions()
    let hans = try SpecText.edition(Self.zhHans, path: "A/zh-Hans/s.md", language: "zh-Hans")
    #expect(EditionMapping.key(source.blocks) == EditionMapping.key(hans.blocks))
  }

  @Test func stringsNestedInInterpolationsMakeDifferentKeys() throws {
    let a = try SpecText.edition("```swift check=u\nlet url = \"\\(host(\"https://a.example\"))\"\n```\n")
    let b = try SpecText.edition("```swift check=u\nlet url = \"\\(host(\"https://b.example\"))\"\n```\n")
    #expect(EditionMapping.key(a.blocks) != EditionMapping.key(b.blocks))
  }

  @Test(arguments: [(5, 3), (6, 7), (7, 8), (8, 9), (10, 11), (11, 13), (12, 14), (2, 2)])
  func linesFollowTheSameTokenAcrossCommentsOfDifferentLengths(_ line: Int, _ mapped: Int) throws {
    let (source, _) = try Self.editions()
    let hans = try SpecText.edition(Self.zhHans, path: "A/zh-Hans/s.md", language: "zh-Hans")
    #expect(EditionMapping(source: source, target: hans).line(line) == mapped)
  }

  @Test func aFailureInTheCompiledEditionLandsOnTheSameTokenInEveryOther() throws {
    let (zhHant, ja) = try Self.editions()
    let hans = try SpecText.edition(Self.zhHans, path: "A/zh-Hans/s.md", language: "zh-Hans")
    let failure = CheckFailure(file: "A/zh-Hans/s.md", line: 13, message: "helper returns two")
    #expect(EditionMapping(source: hans, target: zhHant).failure(failure).line == 11)
    #expect(EditionMapping(source: hans, target: ja).failure(failure).line == 13)
    let text = EditionMapping(source: hans, target: ja).text("A/zh-Hans/s.md:8:24: error: x\n")
    #expect(text == "A/ja/s.md:9:24: error: x\n")
  }
}
