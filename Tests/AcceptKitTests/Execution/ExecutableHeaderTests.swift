import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Telling a file the platform can execute from one it cannot, by its first bytes.
struct ExecutableHeaderTests {
  @Test func acceptsAnExecutableOfThePlatform() {
    #expect(ExecutableHeader.isValid("/bin/sh"))
  }

  @Test(arguments: ["#!/bin/sh\necho hi\n", "\u{7F}E", ""])
  func refusesAFileWithoutTheHeader(contents: String) throws {
    let folder = try TemporaryFolder.make(prefix: "header")
    defer { folder.remove() }
    #expect(!ExecutableHeader.isValid(try folder.write(contents, to: "check")))
  }

  @Test func refusesAMissingFile() {
    #expect(!ExecutableHeader.isValid("/nonexistent/check"))
  }
}
