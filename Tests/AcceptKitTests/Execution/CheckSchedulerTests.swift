import Testing

@testable import AcceptKit

/// Handing jobs to workers: every result once, in job order, reported as it ends.
struct CheckSchedulerTests {
  @Test(arguments: [1, 2, 8])
  func returnsEveryResultInJobOrder(workers: Int) throws {
    var markdown = ""
    for index in 0..<7 { markdown += "```swift check=c\(index) ignore\n```\n" }
    let edition = try SpecText.edition(markdown)
    let runner = CheckRunner(
      compiler: SwiftCompiler(path: "/nonexistent/swiftc"), assembler: ProgramAssembler(), defaultTimeout: 1,
      environment: [:])
    let jobs = edition.blocks.indices.reversed().map { CheckJob(edition: edition, index: $0) }
    let finished = Collected<String>()
    let results = CheckScheduler(runner: runner, workers: workers).run(jobs) { result in
      finished.append(result.check)
    }
    #expect(results.map(\.check) == ["c6", "c5", "c4", "c3", "c2", "c1", "c0"])
    #expect(finished.all.sorted() == (0..<7).map { "c\($0)" })
    #expect(jobs.first?.block.attributes.check == "c6")
  }

  @Test func runsNothingWithoutJobsAndAtLeastOneWorker() {
    let runner = CheckRunner(
      compiler: SwiftCompiler(path: "/nonexistent/swiftc"), assembler: ProgramAssembler(), defaultTimeout: 1,
      environment: [:])
    let scheduler = CheckScheduler(runner: runner, workers: 0)
    #expect(scheduler.workers == 1)
    #expect(scheduler.run([]) { _ in }.isEmpty)
  }
}
