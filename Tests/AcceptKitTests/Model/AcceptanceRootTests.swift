import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Finding the nearest `Acceptance` folder, as a path relative to the folder the search starts from.
struct AcceptanceRootTests {
  @Test func findsTheFolderHereOrAboveAsARelativePath() throws {
    let package = try ScratchPackage([
      "Acceptance/en/a.md": Array("x\n".utf8), "Sources/A/B/c.swift": Array("x\n".utf8),
    ])
    #expect(AcceptanceRoot.find(from: package.root) == "Acceptance")
    #expect(AcceptanceRoot.find(from: "\(package.root)/Sources") == "../Acceptance")
    #expect(AcceptanceRoot.find(from: "\(package.root)/Sources/A/B") == "../../../Acceptance")
  }

  @Test func takesOnlyAFolderNamedAcceptance() throws {
    let package = try ScratchPackage([
      "inner/Acceptance": Array("a file, not a folder\n".utf8), "Acceptance/en/a.md": [],
    ])
    #expect(AcceptanceRoot.find(from: "\(package.root)/inner") == "../Acceptance")
  }

  @Test func stopsAtTheNearestPackageFolder() throws {
    let outer = try ScratchPackage([
      "Acceptance/en/a.md": [], "Package.swift": [], "Examples/Inner/Package.swift": [],
      "Examples/Inner/Sources/I/i.swift": [],
    ])
    #expect(AcceptanceRoot.find(from: "\(outer.root)/Examples/Inner/Sources/I") == nil)
    #expect(AcceptanceRoot.find(from: "\(outer.root)/Examples/Inner") == nil)
    #expect(AcceptanceRoot.find(from: "\(outer.root)/Examples") == "../Acceptance")
    try outer.write("Examples/Inner/Acceptance/en/b.md", [])
    #expect(AcceptanceRoot.find(from: "\(outer.root)/Examples/Inner/Sources/I") == "../../Acceptance")
  }
}
