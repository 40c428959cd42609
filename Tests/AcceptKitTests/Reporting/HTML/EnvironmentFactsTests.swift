import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// The environment as the header shows it.
struct EnvironmentFactsTests {
  @Test(arguments: [
    (
      "Linux 6.1.0 x86_64 (Debian GNU/Linux 12 (bookworm)), 2 CPUs", "Debian GNU/Linux 12 (bookworm)",
      "Linux 6.1.0 x86_64", "2"
    ),
    (
      "Darwin 24.1.0 arm64 (Version 15.1 (Build 24B83)), 10 CPUs", "Version 15.1 (Build 24B83)", "Darwin 24.1.0 arm64",
      "10"
    ),
  ])
  func splitsThePlatform(_ platform: String, _ system: String, _ kernel: String, _ processors: String) {
    let (parsedSystem, parsedKernel, parsedProcessors) = EnvironmentFacts.split(platform: platform)
    #expect(parsedSystem == system && parsedKernel == kernel && parsedProcessors == processors)
  }

  @Test func keepsAPlatformItCannotSplit() {
    #expect(EnvironmentFacts.split(platform: "something else") == ("something else", nil, nil))
  }

  @Test func picksOutTheOptionsAndQuotesForAShell() {
    let command = [
      "accept", "run", "Acceptance", "--no-cache", "--subject", "map=it's.swift", "--repeat=3", "--spec", "tour",
    ]
    #expect(
      EnvironmentFacts.options(of: command) == [
        "--no-cache", "--subject 'map=it'\\''s.swift'", "--repeat=3", "--spec tour",
      ])
  }

  @Test func makesTheStartReadable() {
    let facts = EnvironmentFacts(SampleReport.report)
    #expect(facts.started == "2025-01-02 03:04:05 UTC")
    #expect(facts.short == "Swift 6.3.1 · Linux 6.1.0 x86_64 · 2 CPUs")
  }
}
