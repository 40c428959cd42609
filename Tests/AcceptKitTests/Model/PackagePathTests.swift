import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Joining package-relative paths without leaving the package, by `..` or through a symbolic link.
struct PackagePathTests {
  @Test(arguments: [
    (root: ".", path: "Sources/A.swift", joined: "Sources/A.swift"),
    (root: "", path: "Sources/A.swift", joined: "Sources/A.swift"),
    (root: "pkg", path: "Sources/A.swift", joined: "pkg/Sources/A.swift"),
    (root: "/abs/pkg", path: "./Sources//A.swift", joined: "/abs/pkg/Sources/A.swift"),
    (root: "pkg", path: "Sources/../Tests/B.swift", joined: "pkg/Tests/B.swift"),
  ])
  func joinsPathsInsideThePackage(_ root: String, _ path: String, _ joined: String) {
    #expect(PackagePath.join(root, path) == joined)
  }

  @Test(arguments: ["/etc/hosts", "~/notes.swift", "../outside.swift", "Sources/../../outside.swift", "", ".", "a/.."])
  func refusesPathsThatLeaveThePackage(_ path: String) {
    #expect(PackagePath.join("pkg", path) == nil)
  }

  /// A package with `Sources/A.swift`, a folder and a file outside it, and links to both from inside it.
  private func linkedPackage() throws -> (package: ScratchPackage, outside: ScratchPackage) {
    let package = try ScratchPackage(["Sources/A.swift": Array("a\n".utf8)])
    let outside = try ScratchPackage(["B.swift": Array("b\n".utf8)])
    let files = FileManager.default
    try files.createSymbolicLink(atPath: "\(package.root)/Linked", withDestinationPath: outside.root)
    try files.createSymbolicLink(atPath: "\(package.root)/B.swift", withDestinationPath: "\(outside.root)/B.swift")
    try files.createSymbolicLink(atPath: "\(package.root)/Inside", withDestinationPath: "Sources")
    return (package, outside)
  }

  @Test(arguments: ["Linked/B.swift", "B.swift"])
  func refusesALinkThatLeavesThePackage(_ path: String) throws {
    let (package, outside) = try linkedPackage()
    let result = withExtendedLifetime(outside) { PackagePath.resolve(package.root, path) }
    guard case .failure(.leavesThroughLink(path, let resolved)) = result else {
      Issue.record("expected a refusal, got \(result)")
      return
    }
    #expect(resolved.hasSuffix("/B.swift"))
    #expect(!resolved.hasPrefix(package.root))
  }

  @Test func followsALinkThatStaysInside() throws {
    let (package, _) = try linkedPackage()
    #expect(PackagePath.resolve(package.root, "Inside/A.swift") == .success("\(package.root)/Inside/A.swift"))
    #expect(
      PackagePath.resolve(package.root, "Sources/Missing.swift") == .success("\(package.root)/Sources/Missing.swift"))
    #expect(PackagePath.resolve(package.root, "../x.swift") == .failure(.notInside("../x.swift")))
  }
}
