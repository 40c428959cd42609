import Foundation
import Testing

@testable import AcceptCLI

/// The default root: the `Acceptance` folder found from a subfolder, or a usage error that says which ROOT to pass.
@Suite("accept: finding the root", .serialized)
struct CommonOptionsTests {
  /// A package in a temporary folder with one spec in `Acceptance/en` and an empty `Sources/deep/er` folder.
  final class Package {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("accept-root-\(UUID())").path
    var subfolder: String { "\(root)/Sources/deep/er" }

    init() throws {
      try FileManager.default.createDirectory(atPath: "\(root)/Acceptance/en", withIntermediateDirectories: true)
      try FileManager.default.createDirectory(atPath: subfolder, withIntermediateDirectories: true)
      let spec = "# A\n\n```swift check=a\nexpect(1 + 1 == 2)\n```\n"
      try Data(spec.utf8).write(to: URL(fileURLWithPath: "\(root)/Acceptance/en/spec.md"))
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }
  }

  @Test func lintAndShowFindTheAcceptanceFolderFromASubfolder() throws {
    let package = try Package()
    let lint = CLIHarness.run(["lint", "--languages", "en"], in: package.subfolder)
    #expect(lint.status == 0, "\(lint.err)")
    #expect(
      lint.out
        == "1 spec(s) clean with 1 check(s) in all languages; 0 broken; 0 wording finding(s); "
        + "wording not checked against a glossary (no ../../../Acceptance/glossary.md)\n")
    let show = CLIHarness.run(["show", "spec#a", "--languages", "en"], in: package.subfolder)
    #expect(show.status == 0, "\(show.err)")
    #expect(show.out.contains("#sourceLocation(file: \"../../../Acceptance/en/spec.md\", line: 4)"))
  }

  @Test func saysWhichRootToPassWhenThereIsNoAcceptanceFolder() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("accept-noroot-\(UUID())").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try #require(
      AcceptanceRootProbe.nearest(from: folder) == nil, "a folder above \(folder) holds Acceptance; cannot test")
    let result = CLIHarness.run(["lint"], in: folder)
    let here = CLIHarness.inFolder(folder) { FileManager.default.currentDirectoryPath }
    #expect(result.status == 64)
    #expect(
      result.err
        == "error: no Acceptance folder in \(here) or any folder above it; pass ROOT, the folder that holds the "
        + "language folders, for example 'accept lint path/to/Acceptance'\nsee 'accept lint --help'\n")
  }
}

/// Looks for an `Acceptance` folder above a folder without the code under test, to guard the test's premise.
enum AcceptanceRootProbe {
  static func nearest(from folder: String) -> String? {
    var url = URL(fileURLWithPath: folder)
    while true {
      var isDirectory: ObjCBool = false
      let candidate = url.appendingPathComponent("Acceptance").path
      if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), isDirectory.boolValue {
        return candidate
      }
      guard url.path != "/" else { return nil }
      url.deleteLastPathComponent()
    }
  }
}
