import Testing

@testable import AcceptKit

/// Joining package-relative paths without leaving the package.
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
}
