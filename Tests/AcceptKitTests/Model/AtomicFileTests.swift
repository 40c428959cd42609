import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Replacing a file at once: permissions kept, a symbolic link kept and its target written, nothing left behind.
struct AtomicFileTests {
  @Test func replacesTheBytesAndKeepsThePermissions() throws {
    let package = try ScratchPackage(["spec.md": Array("old\n".utf8)])
    let path = "\(package.root)/spec.md"
    try FileManager.default.setAttributes([.posixPermissions: 0o604], ofItemAtPath: path)
    try AtomicFile.replace(path, with: Data("new\r\n".utf8))
    #expect(try package.read("spec.md") == "new\r\n")
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber
    #expect(mode?.intValue == 0o604)
    #expect(try FileManager.default.contentsOfDirectory(atPath: package.root) == ["spec.md"])
  }

  @Test func writesThroughASymbolicLink() throws {
    let package = try ScratchPackage(["real.md": Array("old\n".utf8)])
    try FileManager.default.createSymbolicLink(atPath: "\(package.root)/link.md", withDestinationPath: "real.md")
    try AtomicFile.replace("\(package.root)/link.md", with: Data("new\n".utf8))
    #expect(try package.read("real.md") == "new\n")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: "\(package.root)/link.md") == "real.md")
  }

  @Test func saysWhyAMissingFileCannotBeReplacedAndLeavesNothing() throws {
    let package = try ScratchPackage()
    let path = "\(package.root)/missing.md"
    #expect(
      throws: AtomicFile.Failure.failed(
        step: "read the permissions of", path: path, reason: "No such file or directory")
    ) {
      try AtomicFile.replace(path, with: Data("x".utf8))
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: package.root) == [])
  }
}
