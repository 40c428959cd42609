import Testing

@testable import AcceptKit

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
    let all = Array(source.blocks.indices)
    #expect(EditionMapping.key(source, including: all) == EditionMapping.key(target, including: all))
    let changed = try SpecText.edition(Self.ja.replacingOccurrences(of: "{ 1 }", with: "{ 2 }"))
    #expect(EditionMapping.key(source, including: all) != EditionMapping.key(changed, including: all))
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
}
