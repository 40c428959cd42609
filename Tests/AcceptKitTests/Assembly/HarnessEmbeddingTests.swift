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
  private static let folder = URL(fileURLWithPath: Repository.root).appendingPathComponent(
    "Sources/AcceptHarness")

  @Test func theEmbeddedTextIsTheTargetsFilesAsTheyStand() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    #expect(
      HarnessSource.files.map(\.name) == names,
      "the harness's files changed: run scripts/embed-harness.py")
    for (name, text) in HarnessSource.files {
      let file = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
      #expect(file == text + "\n", "\(name) drifted from its embedded text: run scripts/embed-harness.py")
    }
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
      "AcceptExecutorFactory",
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
