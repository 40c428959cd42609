import Foundation
import Testing

/// Compares text against a golden file under `Fixtures/Golden`; with `ACCEPT_RECORD_GOLDEN=1` in the environment
/// it rewrites the golden file instead, so that an intended change is one re-run away.
enum GoldenFile {
  /// Whether this run re-records golden files.
  static var isRecording: Bool { ProcessInfo.processInfo.environment["ACCEPT_RECORD_GOLDEN"] == "1" }

  /// Records an issue unless `actual` equals the golden file `name` byte for byte.
  static func check(_ actual: String, matches name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let path = FixturePaths.golden(name)
    if isRecording {
      do {
        try Data(actual.utf8).write(to: URL(fileURLWithPath: path))
      } catch {
        Issue.record("cannot record \(path): \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      Issue.record(
        "no golden file \(path); run with ACCEPT_RECORD_GOLDEN=1 to record it", sourceLocation: sourceLocation)
      return
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard actual != expected else { return }
    Issue.record(
      "differs from \(name) (re-record with ACCEPT_RECORD_GOLDEN=1): \(firstDifference(actual, expected))",
      sourceLocation: sourceLocation)
  }

  /// The first line where the two texts differ, for a short failure message.
  static func firstDifference(_ actual: String, _ expected: String) -> String {
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(actualLines.count, expectedLines.count) {
      let got = index < actualLines.count ? String(actualLines[index]) : "(end of text)"
      let wanted = index < expectedLines.count ? String(expectedLines[index]) : "(end of text)"
      if got != wanted { return "line \(index + 1) is '\(got)', the golden file has '\(wanted)'" }
    }
    return "the texts differ"
  }
}
