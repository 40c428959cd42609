import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// `accept sync` with every line ending the scanner knows: it rewrites the right lines, keeps each file's endings
/// and converges (after one sync the bindings hold and a second sync changes nothing).
struct SourceSynchronizerLineEndingsTests {
  private static let spec = """
    # Sync\rA paragraph\rwith lone CRs.

    ```swift source=Sources/A.swift
    stale
    ```
    After the fence.

    ```swift check=a
    expect(true)
    ```

    """

  /// Synchronizes `markdown` against a package holding `source` as `Sources/A.swift`, checks convergence.
  private func sync(_ markdown: String, source: String) throws -> (text: String, changed: Int) {
    let package = try ScratchPackage(["Sources/A.swift": Array(source.utf8)])
    let synchronizer = SourceSynchronizer(packageRoot: package.root)
    let result = try synchronizer.synchronize(try SpecText.edition(markdown), text: markdown).get()
    let edition = try SpecText.edition(result.text)
    #expect(SourceBindingChecker(packageRoot: package.root, replaced: []).check(edition).isEmpty)
    let again = try synchronizer.synchronize(edition, text: result.text).get()
    #expect(again.changed == 0)
    #expect(again.text == result.text)
    return result
  }

  @Test func rewritesTheBlockBelowLinesEndedByALoneCR() throws {
    let result = try sync(Self.spec, source: "let a = 1\nlet b = 2\n")
    #expect(result.changed == 1)
    #expect(result.text == Self.spec.replacingOccurrences(of: "stale\n", with: "let a = 1\nlet b = 2\n"))
  }

  @Test(arguments: ["\r", "\r\n"])
  func keepsTheMarkdownFilesEndings(_ ending: String) throws {
    let markdown = Self.spec.replacingOccurrences(of: "\n", with: ending)
    let result = try sync(markdown, source: "let a = 1\nlet b = 2\n")
    #expect(
      result.text == markdown.replacingOccurrences(of: "stale\(ending)", with: "let a = 1\(ending)let b = 2\(ending)"))
  }

  @Test(arguments: [
    "let a = 1\nlet b = 2", "let a = 1\r\nlet b = 2\r\n", "let a = 1\rlet b = 2\r", "let a = 1\nlet b = 2\n",
  ])
  func convergesWhateverTheSourcesEndings(_ source: String) throws {
    let result = try sync(Self.spec, source: source)
    #expect(result.text == Self.spec.replacingOccurrences(of: "stale\n", with: "let a = 1\nlet b = 2\n"))
  }

  @Test func bindsByteForByteNotByCanonicalEquivalence() throws {
    let decomposed = "let word = \"cafe\u{301}\"\n"
    let markdown = Self.spec.replacingOccurrences(of: "stale\n", with: "let word = \"caf\u{E9}\"\n")
    let package = try ScratchPackage(["Sources/A.swift": Array(decomposed.utf8)])
    let checker = SourceBindingChecker(packageRoot: package.root, replaced: [])
    let errors = checker.check(try SpecText.edition(markdown))
    #expect(errors.count == 1, "the block's bytes differ from the file's")
    #expect(errors.first?.description.contains("at line 6 the source has") == true)
    let result = try sync(markdown, source: decomposed)
    #expect(result.changed == 1)
    #expect(Array(result.text.utf8) == Array(Self.spec.replacingOccurrences(of: "stale\n", with: decomposed).utf8))
  }

  @Test func keepsAByteOrderMarkAndNULBytesOutsideTheBlock() throws {
    let markdown = "\u{FEFF}" + Self.spec.replacingOccurrences(of: "After", with: "A\u{0}fter")
    let result = try sync(markdown, source: "let a = 1\n")
    #expect(result.text == markdown.replacingOccurrences(of: "stale\n", with: "let a = 1\n"))
  }

  @Test func refusesASourceLineThatWouldCloseTheFence() throws {
    let package = try ScratchPackage(["Sources/A.swift": Array("let s = \"\"\"\n```\n\"\"\"\n".utf8)])
    let result = SourceSynchronizer(packageRoot: package.root).synchronize(
      try SpecText.edition(Self.spec), text: Self.spec)
    #expect(
      result.failureDescription
        == "Acceptance/ja/sample.md:5: error: sync cannot rewrite this block from Sources/A.swift: the rewritten "
        + "file would not hold the source's code (its line 2 would close the fence); edit this one by hand")
  }
}
