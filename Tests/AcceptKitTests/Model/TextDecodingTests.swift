import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Decoding spec files as UTF-8.
struct TextDecodingTests {
  @Test func decodesUTF8Text() throws {
    let text = "繁體 简体 日本語\n✓\r\n"
    #expect(try TextDecoding.decode(Array(text.utf8)).get() == text)
  }

  static let invalid: [(before: String, invalid: [UInt8], line: Int)] = [
    ("", [0x80], 1), ("a\nb\n", [0xC0, 0x80], 3), ("\n\n\n", [0xF8], 4), ("ok\n", [0xF0, 0x9F, 0x98], 2),
  ]

  @Test(arguments: invalid)
  func findsTheLineOfTheFirstInvalidByte(_ file: (before: String, invalid: [UInt8], line: Int)) {
    guard case .failure(let invalid) = TextDecoding.decode(Array(file.before.utf8) + file.invalid) else {
      Issue.record("decoded invalid bytes")
      return
    }
    #expect(invalid.line == file.line)
  }
}
