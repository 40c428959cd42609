import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

@Suite("LinkRule: fragments name headings, paths name files, a check id links to its check's heading")
struct LinkRuleTests {
  static let spec = """
    # 契約

    | 条項 | チェック |
    | --- | --- |
    | 順序 | [`keeps-order`](#順序を保つ) |
    | 停止 | [`stops-early`](#順序を保つ) |

    [上](#契約)、[無い節](#無い節)、[%E5%A5%91%E7%B4%84](#%E5%A5%91%E7%B4%84)、[外](https://example.com/#x)。

    ## 順序を保つ

    ```swift check=keeps-order
    ```

    ## 早く止まる

    ```swift check=stops-early
    ```
    """

  @Test func reportsFragmentsThatNameNoHeadingAndIdsLinkedElsewhere() throws {
    let findings = LinkRule(targets: LinkTargets()).findings(in: try WordingTestEdition.make(Self.spec))
    #expect(
      WordingTestEdition.lines(findings) == [
        "6: the link around 'stops-early' goes to '#順序を保つ', not to its check's heading '#早く止まる'",
        "8: the link to '#無い節' goes to no heading of this file",
      ])
  }

  @Test func followsRelativePathsToFilesAndTheirHeadings() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("link-rule-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root.appendingPathComponent("ja"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: root.appendingPathComponent("docs"), withIntermediateDirectories: true)
    try Data("# Guide\n\n## Writing specs\n".utf8).write(to: root.appendingPathComponent("docs/guide.md"))
    let markdown = """
      # S

      [a](../docs/guide.md#writing-specs) [b](../docs/guide.md#reading) [c](../docs/missing.md) [d](../docs/)
      [e](../docs/guide.md?plain=1) [f](/absolute/path.md) [g](mailto:a@b.c) <https://example.com>

      ```swift check=a
      ```
      """
    let path = root.appendingPathComponent("ja/s.md").path
    let findings = LinkRule(targets: LinkTargets()).findings(in: try WordingTestEdition.make(markdown, path: path))
    #expect(
      WordingTestEdition.lines(findings) == [
        "3: the link to '../docs/guide.md#reading' goes to no heading of that file",
        "3: the link to '../docs/missing.md' goes to no file",
      ])
  }

  @Test func readsWhereALinkPoints() {
    #expect(LinkTarget("#a%20b") == .fragment("a b"))
    #expect(LinkTarget("x.md#y") == .file("x.md", fragment: "y"))
    #expect(LinkTarget("x.md?plain=1#y") == .file("x.md", fragment: "y"))
    #expect(LinkTarget("HTTPS://x") == nil)
    #expect(LinkTarget("/root.md") == nil)
    #expect(LinkTarget("") == nil)
    #expect(LinkTarget("?q") == nil)
  }

  @Test func resolvesPathsFromARelativeRootInsideTheWorkingDirectory() {
    #expect(LinkRule.resolve("../../Docs/a.md", from: "Acceptance/ja", in: "/work/pkg") == "/work/pkg/Docs/a.md")
    #expect(LinkRule.resolve("b.md", from: "/abs/ja", in: "/ignored") == "/abs/ja/b.md")
    #expect(LinkRule.resolve("../x/", from: "Specs/ja", in: "/p") == "/p/Specs/x")
  }
}
