import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Splitting a path without NSString, which traps on a one-character last component on Foundation 6.3.1.
struct PathSplitTests {
  @Test func splitsOffTheLastComponent() {
    #expect(PathSplit.parent(of: "w") == "")
    #expect(PathSplit.parent(of: "a/w") == "a")
    #expect(PathSplit.parent(of: "a//w/") == "a")
    #expect(PathSplit.parent(of: "/w") == "/")
    #expect(PathSplit.parent(of: "/") == "/")
    #expect(PathSplit.parent(of: "../x/report") == "../x")
  }

  @Test func namesTheLastComponent() {
    #expect(PathSplit.name(of: "w") == "w")
    #expect(PathSplit.name(of: "/tmp/w") == "w")
    #expect(PathSplit.name(of: "a//w/") == "w")
    #expect(PathSplit.name(of: "/") == "/")
    #expect(PathSplit.name(of: "/usr/bin/swiftc") == "swiftc")
  }

  @Test func aFileWithAOneCharacterNameIsReplaced() throws {
    let package = try ScratchPackage(["w": Array("old\n".utf8)])
    try AtomicFile.replace("\(package.root)/w", with: Data("new\n".utf8))
    #expect(try package.read("w") == "new\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: package.root) == ["w"])
  }
}
