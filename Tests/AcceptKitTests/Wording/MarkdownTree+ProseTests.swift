import AcceptMarkdown
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

@Suite("MarkdownTree prose: the text the glossary reads, run by run and line by line")
struct MarkdownTreeProseTests {
  static func runs(_ text: String) -> [String] {
    MarkdownParser.parse(text).proseRuns(lines: SourceLines(text).lines).map { "\($0.line): \($0.text)" }
  }

  @Test func codeSpansRawHTMLAndAutolinksEndARunAndAreLeftOut() {
    #expect(
      Self.runs("前 `メモリー` 後 <b>メモリー</b> 末 <https://example.com/メモリー> 尾\n")
        == ["1: 前 ", "1:  後 ", "1: メモリー", "1:  末 ", "1:  尾"])
  }

  @Test func linkTextAndImageDescriptionsAreProseButDestinationsAndTitlesAreNot() {
    #expect(
      Self.runs("[メモ*リー*](https://x.example/メモリー \"メモリー\") と ![図のメモリー](メモリー.png)\n")
        == ["1: メモリー と 図のメモリー"])
  }

  @Test func aRunEndsAtTheEndOfItsLine() {
    #expect(Self.runs("メモ\nリー\n") == ["1: メモ", "2: リー"])
  }

  @Test func headingsNestedListsQuotesAndTableCellsAreRead() {
    let text = """
      # 見出しのメモリー

      > - 引用の中の
      >   - 入れ子のメモリー
      >
      >   > さらに引用

      | 列 | `code` |
      | --- | --- |
      | セル | **強調** |

      ```swift
      // コードブロックは散文ではない
      ```

          インデントされたコード

      <div>HTML ブロック</div>

      [参照]: https://example.com "タイトル"
      """
    #expect(
      Self.runs(text) == [
        "1: 見出しのメモリー", "3: 引用の中の", "4: 入れ子のメモリー", "6: さらに引用", "8: 列", "10: セル", "10: 強調",
      ])
  }
}
