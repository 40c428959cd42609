import Testing

@testable import AcceptMarkdown

/// The fragments headings get, as GitHub gives them: lower case, punctuation left out, spaces as `-`, repeats told
/// apart with `-1`, `-2`.
struct HeadingAnchorTests {
  static let slugs: [(String, String)] = [
    ("Writing specs", "writing-specs"),
    (
      "Putting another implementation under the checks: `--subject` and counterexamples",
      "putting-another-implementation-under-the-checks---subject-and-counterexamples"
    ),
    ("A first example", "a-first-example"),
    ("snake_case and kebab-case", "snake_case-and-kebab-case"),
    ("What's new? (v2.0)", "whats-new-v20"),
    ("契约：限制什么，不限制什么", "契约限制什么不限制什么"),
    ("附錄", "附錄"),
    ("契約：何を制限し、何を制限しないか", "契約何を制限し何を制限しないか"),
    ("上限 3、入力 20 個", "上限-3入力-20-個"),
    ("データ（3 つ）・コード", "データ3-つコード"),
    ("`boundedMap`：同時実行数", "boundedmap同時実行数"),
    ("Ünïcödé Ärger", "ünïcödé-ärger"),
    ("emoji 🚀 gone", "emoji--gone"),
    ("  ", "--"),
  ]

  @Test(arguments: slugs)
  func sluggifiesAsGitHubDoes(_ text: String, _ slug: String) {
    #expect(HeadingSlug.slug(text) == slug)
  }

  @Test func anchorsEveryHeadingAtAnyDepthAndTellsRepeatsApart() {
    let tree = MarkdownParser.parse(
      """
      # Spec

      ## Checks

      > ### Checks
      >
      > - ## Checks-1

      Checks
      ------

      ## *Emphasis*, [a link](x) and ![an image](i.png) `code`
      """)
    let anchors = tree.headingAnchors
    #expect(
      anchors.map(\.fragment) == ["spec", "checks", "checks-1", "checks-1-1", "checks-2", "emphasis-a-link-and--code"])
    #expect(anchors.map(\.line) == [1, 3, 5, 7, 9, 12])
    #expect(anchors.map(\.level) == [1, 2, 3, 2, 2, 2])
    #expect(anchors.last?.text == "Emphasis, a link and  code")
  }
}
