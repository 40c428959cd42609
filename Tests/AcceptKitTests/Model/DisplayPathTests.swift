import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Paths shown to the user: relative to the current folder when inside it.
struct DisplayPathTests {
  private let current = FileManager.default.currentDirectoryPath

  @Test func showsTheCurrentFolderAsADot() {
    #expect(DisplayPath.relative(current) == ".")
  }

  @Test func shortensPathsInsideTheCurrentFolder() {
    #expect(DisplayPath.relative("\(current)/Acceptance/ja/tour.md") == "Acceptance/ja/tour.md")
    #expect(DisplayPath.relative("Acceptance/./ja/../ja/tour.md") == "Acceptance/ja/tour.md")
  }

  @Test func keepsPathsOutsideTheCurrentFolder() {
    #expect(DisplayPath.relative("/definitely/elsewhere/file.md") == "/definitely/elsewhere/file.md")
    #expect(DisplayPath.relative(current + "-sibling/x") == current + "-sibling/x")
  }
}
