import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

@Suite("GlossaryRule: avoided forms in prose and in the comments of unbound blocks")
struct GlossaryRuleTests {
  static let glossary = Glossary.parse(
    """
    | language | use | avoid |
    | --- | --- | --- |
    | ja | メモリ | メモリー |
    | ja, zh-Hant | 程式碼 | 代碼 |
    """, path: "A/glossary.md"
  ).glossary

  static let spec = """
    # メモリーの話

    本文の `メモリー` はコードなので数えない。代碼

    ```swift name=bound source=Sources/X.swift
    // メモリー: 束縛されたブロックのコメントはファイルのもの
    let a = 1
    ```

    ```swift check=c
    let b = 2 // メモリー
    /* 一行目
       二行目のメモリー */
    let s = "メモリー"
    expect(b == 2)
    ```
    """

  @Test func findsProseAndCommentsOfUnboundBlocksAtTheirLines() throws {
    let edition = try WordingTestEdition.make(Self.spec)
    #expect(
      WordingTestEdition.lines(GlossaryRule(glossary: Self.glossary).findings(in: edition)) == [
        "1: glossary: write 'メモリ' instead of 'メモリー' (ja, glossary.md:3)",
        "3: glossary: write '程式碼' instead of '代碼' (ja, glossary.md:4)",
        "11: glossary: write 'メモリ' instead of 'メモリー' (ja, glossary.md:3)",
        "13: glossary: write 'メモリ' instead of 'メモリー' (ja, glossary.md:3)",
      ])
  }

  @Test func anEditionIsMatchedOnlyAgainstItsLanguagesRows() throws {
    let edition = try WordingTestEdition.make(Self.spec, language: "zh-Hant")
    #expect(
      WordingTestEdition.lines(GlossaryRule(glossary: Self.glossary).findings(in: edition)) == [
        "3: glossary: write '程式碼' instead of '代碼' (zh-Hant, glossary.md:4)"
      ])
    let en = try WordingTestEdition.make(Self.spec, language: "en")
    #expect(GlossaryRule(glossary: Self.glossary).findings(in: en).isEmpty)
  }

  @Test func aURLInACommentIsNotWording() throws {
    let spec = """
      # 見本

      ```swift check=c
      // 詳細は https://example.com/メモリー/page を参照 (メモリー)
      /* <https://example.com/メモリー> */
      expect(true)
      ```
      """
    let edition = try WordingTestEdition.make(spec)
    #expect(
      WordingTestEdition.lines(GlossaryRule(glossary: Self.glossary).findings(in: edition)) == [
        "4: glossary: write 'メモリ' instead of 'メモリー' (ja, glossary.md:3)"
      ])
  }
}
