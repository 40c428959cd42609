import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// The private folder each check gets.
struct TemporaryFolderTests {
  @Test func createsAPrivateFolderThatCanBeRemoved() throws {
    let folder = try TemporaryFolder.make(prefix: "accept-test")
    let attributes = try FileManager.default.attributesOfItem(atPath: folder.path)
    #expect((attributes[.posixPermissions] as? Int) == 0o700)
    #expect(URL(fileURLWithPath: folder.path).lastPathComponent.hasPrefix("accept-test-"))
    let file = try folder.write("text ✓\n", to: "main.swift")
    #expect(file == "\(folder.path)/main.swift")
    #expect(FileManager.default.contents(atPath: file) == Data("text ✓\n".utf8))
    let sub = try folder.subfolder("work")
    #expect(sub == "\(folder.path)/work")
    folder.remove()
    #expect(!FileManager.default.fileExists(atPath: folder.path))
  }

  @Test func reportsWhatCannotBeWritten() throws {
    let folder = try TemporaryFolder.make(prefix: "accept-test")
    defer { folder.remove() }
    #expect(throws: ExecutionError.fileSystem(path: "\(folder.path)/x", reason: "File exists")) {
      _ = try folder.subfolder("x")
      _ = try folder.subfolder("x")
    }
    #expect(throws: ExecutionError.self) { _ = try folder.write("x", to: "missing/file.swift") }
    #expect(throws: ExecutionError.self) { _ = try TemporaryFolder.make(prefix: "no/such/parent") }
  }
}
