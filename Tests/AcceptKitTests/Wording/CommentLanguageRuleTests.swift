import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

@Suite("CommentLanguageRule: English comments in the blocks of a translated edition")
struct CommentLanguageRuleTests {
  static let spec = """
    # S

    ```swift name=bound source=Sources/X.swift
    // This comment comes from the bound file.
    let a = 1
    ```

    ```swift check=c
    // Check that the sum holds.
    // 合計が成り立つことを確かめる (the sum holds)
    // swift-format-ignore: NeverForceUnwrap
    // MARK: - Helpers for the check
    // region: the quoted part of it
    // endregion: the quoted part of it
    // accept: equivalent relational-boundary: both sides are the same here
    // swiftlint:disable force_unwrapping for this line
    // OK
    /* A block comment
       in plain English */
    let b = 2  // x is an ID of it
    expect(b == 2)
    ```
    """

  @Test func englishCommentsOfUnboundBlocksAreFoundAtTheirLines() throws {
    let edition = try WordingTestEdition.make(Self.spec, language: "zh-Hans")
    let message =
      "comment in English in the zh-Hans edition; write it in the edition's language (blocks bound with source= keep "
      + "their file's comments)"
    #expect(
      WordingTestEdition.lines(CommentLanguageRule().findings(in: edition)) == [
        "9: \(message)", "18: \(message)", "20: \(message)",
      ])
  }

  @Test(arguments: ["en", "en-GB", "EN", "En-us"])
  func englishEditionsAreNotChecked(_ language: String) throws {
    #expect(CommentLanguageRule().findings(in: try WordingTestEdition.make(Self.spec, language: language)).isEmpty)
  }

  @Test(arguments: [
    ("Check that the sum holds.", true), ("two words", false), ("a b c d e", false), ("x is an ID", true),
    ("合計 is the sum here", false), ("MARK: - Helpers for it", false), ("swift-format-ignore-file", false),
    ("https://example.com/docs/page", false), ("参照 <https://example.com/some/long/path>", false),
    ("see https://example.com/docs", false), ("read the docs at https://example.com", true),
  ])
  func aCommentIsEnglishWithThreeWordsAndNoOtherLetters(_ body: String, _ english: Bool) {
    #expect(CommentLanguageRule.isInEnglish(body) == english)
  }
}
