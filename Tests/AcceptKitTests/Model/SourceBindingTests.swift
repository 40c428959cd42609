import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Parsing and printing `source=` values.
struct SourceBindingTests {
  @Test(
    arguments: [
      ("Sources/A.swift", "Sources/A.swift", nil),
      ("Sources/A.swift#body", "Sources/A.swift", "body"),
      ("Sources/A.swift#a#b", "Sources/A.swift", "a#b"),
      ("#body", "", "body"),
      ("A.swift#", "A.swift", ""),
    ] as [(String, String, String?)])
  func splitsThePathAndTheRegion(_ text: String, _ path: String, _ region: String?) {
    let binding = SourceBinding(parsing: text)
    #expect(binding == SourceBinding(path: path, region: region))
    #expect(binding.text == text)
  }
}
