import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// How a report's platform and toolchain become the environment a merge groups shards by, and how it is named.
struct RunEnvironmentTests {
  @Test(arguments: [
    ("Linux 6.1.0 x86_64 (Debian GNU/Linux 12 (bookworm)), 2 CPUs", "Linux", "x86_64", "Linux x86_64"),
    ("Darwin 24.1.0 arm64 (Version 15.1 (Build 24B83)), 3 CPUs", "Darwin", "arm64", "macOS arm64"),
    ("Linux", "Linux", nil, "Linux"),
    ("Linux 6.1.0", "Linux", nil, "Linux"),
    ("", "", nil, nil),
  ])
  func readsTheKernelNameAndArchitecture(_ platform: String, _ system: String, _ architecture: String?, _ name: String?)
  {
    let report = RunReport(
      toolchain: "Swift version 6.3.1", platform: platform, startedAt: "2025-01-02T03:04:05Z", command: [], checks: [],
      specErrors: [])
    let environment = RunEnvironment(report)
    #expect(environment == RunEnvironment(system: system, architecture: architecture, toolchain: "Swift version 6.3.1"))
    #expect(environment.description == [name, "Swift version 6.3.1"].compactMap { $0 }.joined(separator: ", "))
  }

  @Test func leavesOutTheKernelReleaseProcessorsAndSystemVersion() {
    let reports = [
      "Linux 6.5.0-1025-azure x86_64 (Ubuntu 22.04.4 LTS), 2 CPUs",
      "Linux 6.8.0-1017-azure x86_64 (Ubuntu 24.04), 4 CPUs",
    ].map {
      RunReport(
        toolchain: "Swift version 6.1.2", platform: $0, startedAt: "2025-01-02T03:04:05Z", command: [], checks: [],
        specErrors: [])
    }
    #expect(RunEnvironment(reports[0]) == RunEnvironment(reports[1]))
  }
}
