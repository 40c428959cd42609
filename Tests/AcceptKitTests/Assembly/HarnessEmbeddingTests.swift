import AcceptTestSupport
import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// The harness's text that every check program holds is the `AcceptHarness` target's files, as
/// `scripts/embed-harness.py` embedded them, and the names it reserves come from its own declarations.
struct HarnessEmbeddingTests {
  /// The folders whose files a program holds, in order: the protocol's, then the harness's.
  private static let folders = ["AcceptProtocol", "AcceptHarness"]

  @Test func theEmbeddedTextIsTheTargetsFilesAsTheyStand() throws {
    var expected: [(name: String, text: String)] = []
    for folder in Self.folders {
      let path = "\(Repository.root)/Sources/\(folder)"
      for name in try FileManager.default.contentsOfDirectory(atPath: path).filter({ $0.hasSuffix(".swift") }).sorted()
      {
        let file = try String(contentsOfFile: "\(path)/\(name)", encoding: .utf8)
        // In a program the protocol's files stand in the same main.swift, so a harness file's import of it is left out.
        let lines = file.split(separator: "\n", omittingEmptySubsequences: false).filter {
          $0 != "import AcceptProtocol"
        }
        expected.append(("\(folder)/\(name)", lines.joined(separator: "\n")))
      }
    }
    #expect(
      HarnessSource.files.map(\.name) == expected.map(\.name),
      "the harness's files changed: run scripts/embed-harness.py")
    for (name, text) in expected {
      let embedded = HarnessSource.files.first { $0.name == name }?.text
      #expect(
        embedded.map { $0 + "\n" } == text, "\(name) drifted from its embedded text: run scripts/embed-harness.py")
    }
    #expect(!HarnessSource.files.contains { $0.text.contains("import AcceptProtocol") })
  }

  @Test func aProgramHoldsEveryFileThenTheEntryCallBetweenTheMarkers() {
    let text = HarnessSource.text
    #expect(text.hasPrefix(HarnessSource.beginMarker + "\n"))
    #expect(text.hasSuffix("\n" + HarnessSource.entryCall + "\n" + HarnessSource.endMarker + "\n"))
    for (_, file) in HarnessSource.files { #expect(text.contains(file)) }
  }

  @Test func reservesTheNamesTheHarnessDeclaresAtTopLevel() {
    let names = HarnessSource.names
    for name in [
      "expect", "fail", "record", "elapsed", "mark", "seconds", "Gate", "Probe", "Locked", "Signal", "withTimeout",
      "WaitTimedOut", "AcceptHarness", "AcceptScheduler", "AcceptQueue", "AcceptMainQueue", "AcceptPoolQueue",
      "AcceptExecutorFactory", "AcceptEvent", "AcceptEnvironment", "AcceptScheduleRequest", "AcceptSplitMix64",
      "AcceptStrategy", "AcceptRecordValue", "AcceptComparison", "AcceptFailureKind",
    ] {
      #expect(names.contains(name), "\(name)")
    }
    // Names declared inside the harness's types are not reserved.
    #expect(!names.contains("Timer") && !names.contains("Counts") && !names.contains("Plan"))
  }
}

/// The guide names every name the harness reserves, so that a spec author can read them before choosing names.
struct HarnessReservedNamesTests {
  @Test func theGuideListsEveryNameTheHarnessDeclaresAtTopLevel() throws {
    let guide = try String(contentsOfFile: "\(Repository.root)/Docs/writing-specs.md", encoding: .utf8)
    let unlisted = HarnessSource.names.filter { !guide.contains("`\($0)`") }.sorted()
    #expect(unlisted.isEmpty, "Docs/writing-specs.md does not name \(unlisted)")
  }
}
