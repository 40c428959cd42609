import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

@Suite("Glossary: reading the tables of glossary.md and the errors of its rows")
struct GlossaryParsingTests {
  static let text = """
    # Glossary

    Prose outside tables is for people; | this | is | not | a table |.

    | language | use | avoid | note |
    | --- | --- | --- | --- |
    | ja | `コンパイラー` | コンパイラ | compiler |
    | zh-Hant, zh-Hans | 並行 | 並發、并发, 并行 | two editions |
    | ja | メモリ | | shields only |

    | term | meaning |
    | --- | --- |
    | language | not a glossary table |

    | Language | Use | AVOID |
    | --- | --- | --- |
    | ja | ユーザー | ユーザ |
    """

  @Test func readsEveryTableWithLanguageUseAndAvoidColumns() {
    let (glossary, errors) = Glossary.parse(Self.text, path: "A/glossary.md")
    #expect(errors.isEmpty)
    #expect(
      glossary.rows == [
        GlossaryRow(line: 7, languages: ["ja"], use: "コンパイラー", avoid: ["コンパイラ"]),
        GlossaryRow(line: 8, languages: ["zh-Hant", "zh-Hans"], use: "並行", avoid: ["並發", "并发", "并行"]),
        GlossaryRow(line: 9, languages: ["ja"], use: "メモリ", avoid: []),
        GlossaryRow(line: 17, languages: ["ja"], use: "ユーザー", avoid: ["ユーザ"]),
      ])
  }

  @Test func aRowAppliesToEveryLanguageItNames() {
    let (glossary, _) = Glossary.parse(Self.text, path: "A/glossary.md")
    #expect(glossary.matcher(for: "zh-Hans")?.matches(in: "并发").first?.form.role == .avoid(use: "並行"))
    #expect(glossary.matcher(for: "zh-Hant")?.matches(in: "並發").first?.form.role == .avoid(use: "並行"))
    #expect(glossary.matcher(for: "ja")?.matches(in: "並發").isEmpty == true)
    #expect(glossary.matcher(for: "en") == nil)
  }

  @Test func rowsWithoutUseOrLanguageAreErrorsAtTheirLines() {
    let text = "| language | use | avoid |\n| --- | --- | --- |\n| ja |  | x |\n|  | y | z |\n| ja | w | v |\n"
    let (glossary, errors) = Glossary.parse(text, path: "A/glossary.md")
    #expect(
      errors.map(\.description) == [
        "A/glossary.md:3: error: glossary: the row has no 'use' form",
        "A/glossary.md:4: error: glossary: the row names no language",
      ])
    #expect(glossary.rows.map(\.line) == [5])
  }

  @Test func aFormUsedInOneRowAndAvoidedInAnotherNamesBothLines() {
    let text = """
      | language | use | avoid |
      | --- | --- | --- |
      | ja | メモリ | メモリー |
      | zh-Hant | メモリー | x |
      | ja | メモリー | y |
      | ja | z | メモリ |
      """
    let (glossary, errors) = Glossary.parse(text, path: "g.md")
    #expect(
      errors.map(\.description) == [
        "g.md:5: error: glossary: 'メモリー' is used at line 5 and avoided at line 3 for ja; a form is either used or "
          + "avoided",
        "g.md:6: error: glossary: 'メモリ' is used at line 3 and avoided at line 6 for ja; a form is either used or "
          + "avoided",
      ])
    #expect(glossary.rows.map(\.line) == [3, 4], "the same form in another language is no conflict")
  }

  @Test func oneAvoidedFormWithTwoUsedFormsIsAnError() {
    let text = """
      | language | use | avoid |
      | --- | --- | --- |
      | ja | 一つひとつ | 一つ一つ |
      | ja | 1 つ | 一つ一つ |
      | ja | 1 つ | 一つ |
      | ja | 1 つ | 一つ |
      """
    let (_, errors) = Glossary.parse(text, path: "g.md")
    #expect(
      errors.map(\.description) == [
        "g.md:4: error: glossary: '一つ一つ' is avoided for '一つひとつ' at line 3 and for '1 つ' here (ja); an avoided "
          + "form has one form to write instead"
      ])
  }

  @Test func aTableThatNamesTwoOfTheThreeColumnsIsAnErrorAtItsHeader() {
    let text = """
      | langauge | use | avoid |
      | --- | --- | --- |
      | ja | メモリ | メモリー |

      | Language | use | note |
      | --- | --- | --- |
      | ja | ユーザー | user |

      | term | use |
      | --- | --- |
      | x | y |
      """
    let (glossary, errors) = Glossary.parse(text, path: "g.md")
    #expect(
      errors.map(\.description) == [
        "g.md:1: error: glossary: the table has 'use' and 'avoid' columns but no 'language' column, so none of its "
          + "rows is read",
        "g.md:5: error: glossary: the table has 'language' and 'use' columns but no 'avoid' column, so none of its "
          + "rows is read",
      ])
    #expect(glossary.rows.isEmpty)
  }

  @Test func aHeaderThatIsNoTableIsAnErrorAtItsLine() {
    let text = """
      Prose about language, use and avoid | is for people.

      | language | use | avoid
      | --- | --- |
      | ja | メモリ | メモリー |
      """
    let (glossary, errors) = Glossary.parse(text, path: "g.md")
    #expect(
      errors.map(\.description) == [
        "g.md:3: error: glossary: the line names the columns 'language', 'use' and 'avoid' but is not read as a "
          + "table: the delimiter row under it needs one cell per column (| --- | --- | --- |)"
      ])
    #expect(glossary.rows.isEmpty)
  }
}
