import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// `accept sync`: stale source-bound blocks are rewritten from their region and nothing else in the file changes.
struct SourceSynchronizerTests {
  private let synchronizer = SourceSynchronizer(
    packageRoot: SpecLoader(root: FixturePaths.specs("bindings/Acceptance")).packageRoot)

  private static let greet = "  func greet(_ name: String) -> String {\n    \"Hello, \\(name)!\"\n  }\n"

  private static let stale = """
    # Sync

    Text  stays\tas it is.

    ```swift name=greeting source=Sources/Greeting.swift#greet
      func greet(_ name: String) -> String {
        "Hi!"
      }
    ```

    ```swift source=Sources/Greeting.swift#farewell
      func farewell(_ name: String) -> String {
        "Goodbye, \\(name)."
      }
    ```

    ~~~~swift source=Sources/Greeting.swift#greet
    old
    ~~~~

    ```swift check=a
    expect(true)
    ```

    """

  private static let synchronized = """
    # Sync

    Text  stays\tas it is.

    ```swift name=greeting source=Sources/Greeting.swift#greet
    \(greet)```

    ```swift source=Sources/Greeting.swift#farewell
      func farewell(_ name: String) -> String {
        "Goodbye, \\(name)."
      }
    ```

    ~~~~swift source=Sources/Greeting.swift#greet
    \(greet)~~~~

    ```swift check=a
    expect(true)
    ```

    """

  private func synchronize(_ text: String) throws -> (text: String, changed: Int) {
    try synchronizer.synchronize(try SpecText.edition(text), text: text).get()
  }

  @Test func rewritesStaleBlocksAndKeepsTheRestByteIdentical() throws {
    let result = try synchronize(Self.stale)
    #expect(result.changed == 2)
    #expect(result.text == Self.synchronized)
  }

  @Test func leavesAnUpToDateFileAsItIs() throws {
    let result = try synchronize(Self.synchronized)
    #expect(result.changed == 0)
    #expect(result.text == Self.synchronized)
  }

  @Test func keepsCRLFLineEndings() throws {
    let crlf = { (text: String) in text.replacingOccurrences(of: "\n", with: "\r\n") }
    let result = try synchronize(crlf(Self.stale))
    #expect(result.changed == 2)
    #expect(result.text == crlf(Self.synchronized))
  }

  @Test func keepsTheIndentationOfAnIndentedFence() throws {
    let text = "  ```swift source=Sources/Greeting.swift#greet\n  stale\n\n  ```\n\n```swift check=a\n```\n"
    let result = try synchronize(text)
    let indented = "    func greet(_ name: String) -> String {\n      \"Hello, \\(name)!\"\n    }\n"
    #expect(
      result.text == "  ```swift source=Sources/Greeting.swift#greet\n\(indented)  ```\n\n```swift check=a\n```\n")
  }

  @Test func rewritesNothingWhenABindingCannotBeResolved() throws {
    let text = "```swift source=Sources/Greeting.swift#nope\n```\n\n```swift check=a\n```\n"
    let result = synchronizer.synchronize(try SpecText.edition(text), text: text)
    #expect(
      result.failureDescription
        == "Acceptance/ja/sample.md:1: error: \(synchronizer.packageRoot)/Sources/Greeting.swift has no region 'nope' "
        + "(marked by '// region: nope' and '// endregion: nope')")
  }
}
