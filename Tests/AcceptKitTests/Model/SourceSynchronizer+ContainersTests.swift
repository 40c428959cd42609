import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// `accept sync` on bound blocks inside block quotes and list items, nested in every way: each new line is written
/// as its container prefix followed by the code line, the file reads back as the source's code and a second sync
/// changes nothing.
struct SourceSynchronizerContainersTests {
  /// A stale spec around one bound block, and the text sync must write.
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let stale: [String]
    let synchronized: [String]
    var testDescription: String { name }
  }

  /// The source every case is synchronized from: an indented line and a blank line among its lines.
  private static let source = "let a = 1\n\n  let b = 2\n"

  private static let bound = "```swift source=Sources/A.swift"

  static let cases: [Case] = [
    Case(
      name: "block quote", stale: ["> \(bound)", "> stale", "> ```"],
      synchronized: ["> \(bound)", "> let a = 1", ">", ">   let b = 2", "> ```"]),
    Case(
      name: "bullet list item, content indentation 2", stale: ["- \(bound)", "  stale", "  ```"],
      synchronized: ["- \(bound)", "  let a = 1", "", "    let b = 2", "  ```"]),
    Case(
      name: "bullet list item, content indentation 4", stale: ["-   \(bound)", "    stale", "    ```"],
      synchronized: ["-   \(bound)", "    let a = 1", "", "      let b = 2", "    ```"]),
    Case(
      name: "ordered list item, content indentation 4", stale: ["1.  \(bound)", "    stale", "    ```"],
      synchronized: ["1.  \(bound)", "    let a = 1", "", "      let b = 2", "    ```"]),
    Case(
      name: "ordered list item, content indentation 3, text after the block",
      stale: ["1. Before:", "", "   \(bound)", "   stale", "   ```", "", "   After.", "2. Next."],
      synchronized: [
        "1. Before:", "", "   \(bound)", "   let a = 1", "", "     let b = 2", "   ```", "", "   After.", "2. Next.",
      ]),
    Case(
      name: "list item inside a block quote", stale: ["> - \(bound)", ">   stale", ">   ```"],
      synchronized: ["> - \(bound)", ">   let a = 1", ">", ">     let b = 2", ">   ```"]),
    Case(
      name: "block quote inside a list item", stale: ["- > \(bound)", "  > stale", "  > ```"],
      synchronized: ["- > \(bound)", "  > let a = 1", "  >", "  >   let b = 2", "  > ```"]),
    Case(
      name: "three levels deep", stale: ["> 1. > \(bound)", ">    > stale", ">    > ```"],
      synchronized: ["> 1. > \(bound)", ">    > let a = 1", ">    >", ">    >   let b = 2", ">    > ```"]),
    Case(
      name: "shrinking the code",
      stale: ["> - \(bound)", ">   one", ">", ">   two", ">   three", ">   four", ">   ```"],
      synchronized: ["> - \(bound)", ">   let a = 1", ">", ">     let b = 2", ">   ```"]),
    Case(
      name: "an empty block: the closing fence's prefix", stale: ["- > \(bound)", "  > ```"],
      synchronized: ["- > \(bound)", "  > let a = 1", "  >", "  >   let b = 2", "  > ```"]),
    Case(
      name: "an empty block whose closing fence is indented: the opening line's prefix",
      stale: ["1.  \(bound)", "     ```"],
      synchronized: ["1.  \(bound)", "    let a = 1", "", "      let b = 2", "     ```"]),
    Case(
      name: "a fence indented inside a block quote", stale: [">   \(bound)", ">   stale", ">   ```"],
      synchronized: [">   \(bound)", ">   let a = 1", ">", ">     let b = 2", ">   ```"]),
    Case(
      name: "content lines with different block quote prefixes: the closing fence's prefix",
      stale: ["> \(bound)", ">stale", "> more", "> ```"],
      synchronized: ["> \(bound)", "> let a = 1", ">", ">   let b = 2", "> ```"]),
    Case(
      name: "a tab that the list item's indentation ends inside", stale: ["- \(bound)", "\tstale", "  ```"],
      synchronized: ["- \(bound)", "  let a = 1", "", "    let b = 2", "  ```"]),
    Case(
      name: "a tab after the block quote marker", stale: [">\t\(bound)", ">\tstale", ">\t```"],
      synchronized: [">\t\(bound)", ">\tlet a = 1", ">", ">\t  let b = 2", ">\t```"]),
  ]

  /// Wraps a case's lines in a spec: a heading before, a check after, every line ended by `ending`.
  private static func spec(_ lines: [String], ending: String) -> String {
    (["# Containers", ""] + lines + ["", "```swift check=a", "expect(true)", "```"]).map { $0 + ending }.joined()
  }

  @Test(arguments: cases, ["\n", "\r\n"])
  func rewritesTheBlockWithItsContainerPrefixes(_ example: Case, ending: String) throws {
    let package = try ScratchPackage(["Sources/A.swift": Array(Self.source.utf8)])
    let synchronizer = SourceSynchronizer(packageRoot: package.root)
    let stale = Self.spec(example.stale, ending: ending)
    let result = try synchronizer.synchronize(try SpecText.edition(stale), text: stale).get()
    #expect(result.changed == 1)
    #expect(result.text == Self.spec(example.synchronized, ending: ending))
    let edition = try SpecText.edition(result.text)
    #expect(edition.blocks.first?.code == Self.source)
    #expect(SourceBindingChecker(packageRoot: package.root, replaced: []).check(edition).isEmpty)
    let again = try synchronizer.synchronize(edition, text: result.text).get()
    #expect(again.changed == 0)
    #expect(again.text == result.text)
  }
}
