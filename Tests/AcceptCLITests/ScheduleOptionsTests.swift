import AcceptKit
import Testing

@testable import AcceptCLI
@testable import AcceptExecution
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

@Suite("accept run --schedules, --seed, --strategy, --depth")
struct ScheduleOptionsTests {
  private func parse(_ words: [String]) throws(UsageError) -> SchedulePlan? {
    var arguments = ArgumentList(command: "run", arguments: words)
    let repeated = try arguments.positiveInteger("--repeat").map { $0 > 1 } ?? false
    return try ScheduleOptions.parse(&arguments, repeated: repeated)
  }

  @Test func noScheduleOptionsIsNoPlan() throws {
    #expect(try parse(["--repeat", "3"]) == nil)
  }

  @Test func schedulesWithASeedDeriveEverySeedFromIt() throws {
    let plan = try #require(try parse(["--schedules", "3", "--seed", "42"]))
    #expect(plan == SchedulePlan(count: 3, base: ScheduleSeed(42)))
    #expect(plan.strategy == .random && plan.depth == 3 && !plan.drawn)
  }

  @Test func schedulesWithoutASeedDrawOneAndSaySo() throws {
    let plan = try #require(try parse(["--schedules", "2", "--strategy", "pct", "--depth", "4"]))
    let base = try #require(plan.baseSeed)
    #expect(plan.drawn && plan.strategy == .pct && plan.depth == 4)
    #expect(plan.seeds == SchedulePlan(count: 2, base: base).seeds)
  }

  @Test func aSeedAloneReplaysExactlyThatSchedule() throws {
    let plan = try #require(try parse(["--seed", "18446744073709551615", "--strategy", "pct"]))
    #expect(plan.seeds == [ScheduleSeed(UInt64.max)] && plan.baseSeed == nil && plan.strategy == .pct)
  }

  @Test func aSeedAloneMayRepeatItsReplay() throws {
    #expect(try parse(["--seed", "5", "--repeat", "10"])?.seeds == [ScheduleSeed(5)])
  }

  @Test(arguments: [
    (
      ["--schedules", "10", "--repeat", "5"],
      "--schedules and --repeat do not go together: --schedules already runs each async check many times (once per "
        + "schedule); use one or the other"
    ),
    (["--strategy", "pct"], "--strategy needs --schedules N or --seed S: it says how schedules are chosen"),
    (["--depth", "2"], "--depth needs --schedules N or --seed S: it says how schedules are chosen"),
    (["--schedules", "4", "--depth", "2"], "--depth is the depth of --strategy pct; the random strategy has none"),
    (
      ["--schedules", "4", "--strategy", "pct", "--depth", "0"],
      "--depth takes a whole number of at least 1 (change points + 1), not '0'"
    ),
    (["--schedules", "4", "--strategy", "fair"], "--strategy takes random or pct, not 'fair'"),
    (["--schedules", "0"], "--schedules takes a positive whole number, not '0'"),
    (
      ["--schedules", "5001"],
      "--schedules takes at most 5000: the seeds go to each program in one environment variable, which Linux caps "
        + "at 128 KiB; run several base seeds instead"
    ),
    (["--seed", "-1"], "--seed takes a whole number from 0 to 18446744073709551615, not '-1'"),
    (
      ["--seed", "18446744073709551616"],
      "--seed takes a whole number from 0 to 18446744073709551615, not '18446744073709551616'"
    ),
  ])
  func badCombinationsAreUsageErrors(words: [String], message: String) {
    #expect(throws: UsageError(message, command: "run")) { try parse(words) }
  }

  @Test func theCommandReadsThePlanIntoItsOptions() throws {
    var arguments = ArgumentList(command: "run", arguments: ["Acceptance", "--schedules", "2", "--seed", "1"])
    let command = try RunCommand(arguments: &arguments)
    #expect(command.options.schedules == SchedulePlan(count: 2, base: ScheduleSeed(1)))
  }

  @Test func counterexamplesTakeTheSameOptions() throws {
    var arguments = ArgumentList(
      command: "counterexamples", arguments: ["Acceptance", "--schedules", "50", "--seed", "3", "--strategy", "pct"])
    let command = try CounterexamplesCommand(arguments: &arguments)
    #expect(command.options.schedules == SchedulePlan(count: 50, base: ScheduleSeed(3), strategy: .pct))
    var both = ArgumentList(command: "counterexamples", arguments: ["Acceptance", "--schedules", "5", "--repeat", "2"])
    #expect(throws: UsageError.self) { try CounterexamplesCommand(arguments: &both) }
  }
}
