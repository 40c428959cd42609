import AcceptTestSupport
import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Exploring a check under schedules, against a shell script that keeps the program's side of the protocol
/// (`ACCEPT_SCHEDULE` in, schedule events out) and fails, traps or hangs at the seed a test names, so that every
/// verdict of the runner is decided by the script and never by timing.
@Suite(.timeLimit(.minutes(5)))
struct CheckRunnerSchedulesTests {
  /// The stand-in program: runs every listed seed with an argument (a merged program); counts its starts in
  /// `$STARTS` (and the starts that were asked for schedules in `$STARTS.asked`); at `$FAIL_SEED` does `$FAIL_HOW`
  /// (only the first time with `$FAIL_ONCE`); with `$HANDOFF` it ends after each schedule that has seeds after it,
  /// saying how many it leaves (or `$HANDOFF_LEFT`), as a program does after one that took jobs from outside the
  /// scheduler.
  private static let script = #"""
    #!/bin/sh
    echo start >> "$STARTS"
    [ -n "$EXIT_AT_ONCE" ] && exit "$EXIT_AT_ONCE"
    [ -n "$ACCEPT_SCHEDULE" ] && echo asked >> "$STARTS.asked"
    seeds=$(printf '%s' "$ACCEPT_SCHEDULE" | sed -n 's/.*seeds=\([0-9,]*\).*/\1/p' | tr ',' ' ')
    [ "$IGNORE_SCHEDULE" = 1 ] && seeds=""
    count=$(echo $seeds | wc -w | tr -d ' ')
    for seed in $seeds; do
      trace="trace-$seed"
      [ "$TRACE_VARIES" = 1 ] && trace="trace-$seed-$(wc -l < "$STARTS" | tr -d ' ')"
      printf '{"kind":"schedule-start","seed":"%s","time":0}\n' "$seed" >> "$ACCEPT_EVENTS"
      failures=0
      if [ "$seed" = "$FAIL_SEED" ] && { [ "$FAIL_ONCE" != 1 ] || [ ! -e "$STARTS.failed" ]; }; then
        touch "$STARTS.failed"
        case "$FAIL_HOW" in
          hang) sleep 300 ;;
          trap) kill -TRAP $$ ;;
          outside)
            printf '{"kind":"failure","failure":"outside-wait","file":"f.md","late":false,"line":7,"message":"waiting outside the scheduler"}\n' >> "$ACCEPT_EVENTS"
            exit 1 ;;
          *)
            printf '{"kind":"failure","failure":"expectation","file":"f.md","late":false,"line":9,"message":"a race"}\n' >> "$ACCEPT_EVENTS"
            failures=1 ;;
        esac
      fi
      printf '{"kind":"schedule-end","seed":"%s","strategy":"random","depth":3,"steps":5,"trace":"%s","reached":true,"failures":%s,"outside":%s,"timers":0}\n' \
        "$seed" "$trace" "$failures" "${OUTSIDE:-0}" >> "$ACCEPT_EVENTS"
      [ "$failures" = 1 ] && exit 1
      if [ "$HANDOFF" = 1 ] && [ "$count" -gt 1 ]; then
        printf '{"kind":"schedule-handoff","left":%s}\n{"kind":"complete"}\n' "${HANDOFF_LEFT:-$((count - 1))}" \
          >> "$ACCEPT_EVENTS"
        exit 0
      fi
      [ -z "$1" ] && break
    done
    printf '{"kind":"complete"}\n' >> "$ACCEPT_EVENTS"
    """#

  private static let markdown = """
    ```swift check=racy
    await Task.yield()
    ```

    ```swift check=expected expect=fail
    await Task.yield()
    ```
    """

  /// A folder with the script and the file that counts its starts, removed when the test ends.
  private struct Bench {
    let folder: TemporaryFolder
    let binary: String
    var starts: String { "\(folder.path)/starts" }

    init() throws {
      folder = try TemporaryFolder.make(prefix: "accept-schedules-test")
      binary = try ExecutableScript.write(CheckRunnerSchedulesTests.script, to: "\(folder.path)/check")
    }

    /// How many times the script started.
    var startCount: Int {
      ((try? String(contentsOfFile: starts, encoding: .utf8)) ?? "").split(separator: "\n").count
    }

    /// Runs check `check` under `plan` as a merged program (`merged`) or on its own, with `environment` for the
    /// script.
    func run(
      _ check: String = "racy", merged: Bool, plan: SchedulePlan, limit: Double = 20,
      _ environment: [String: String] = [:]
    ) throws -> CheckEvidence {
      let edition = try SpecText.edition(CheckRunnerSchedulesTests.markdown, path: "A/ja/s.md", spec: "s")
      let index = try #require(edition.check(check))
      var runner = CheckRunner(
        compiler: SwiftCompiler(path: "/bin/false"), assembler: ProgramAssembler(), defaultTimeout: limit,
        environment: environment.merging(["STARTS": starts, "PATH": "/usr/bin:/bin"]) { given, _ in given })
      runner.schedules = plan
      runner.replay = ReplayCommand(root: "Acceptance")
      return runner.execute(binary, argument: merged ? check : nil, edition, index, [])
    }
  }

  private static let plan = SchedulePlan(count: 4, base: ScheduleSeed(7))
  private static var seeds: [ScheduleSeed] { plan.seeds }

  @Test func passesWhenEverySchedulePassesAndSaysHowManyRan() throws {
    let bench = try Bench()
    defer { bench.folder.remove() }
    let result = try bench.run(merged: true, plan: Self.plan)
    #expect(result.outcome == .passed && result.ok, "\(result.failures)")
    #expect(result.schedules?.explored == 4 && result.schedules?.planned == 4)
    #expect(result.schedules?.failingSeed == nil && result.schedules?.replay == nil)
    #expect(result.schedules?.baseSeed == ScheduleSeed(7))
    #expect(bench.startCount == 1, "a merged program runs every schedule in one process")
  }

  @Test func aCheckInTopLevelFormRunsOnceWithoutBeingAskedForSchedules() throws {
    let bench = try Bench()
    defer { bench.folder.remove() }
    let result = try bench.run(merged: false, plan: Self.plan, ["FAIL_SEED": "\(Self.seeds[0])"])
    #expect(result.outcome == .passed && result.schedules == nil, "\(result.failures)")
    #expect(bench.startCount == 1)
    #expect(!FileManager.default.fileExists(atPath: bench.starts + ".asked"), "its program was asked for schedules")
  }

  @Test func aFailingScheduleNamesItsSeedIsReplayedAndPrintsTheCommand() throws {
    let bench = try Bench()
    defer { bench.folder.remove() }
    let seed = Self.seeds[2]
    let result = try bench.run(merged: true, plan: Self.plan, ["FAIL_SEED": "\(seed)"])
    #expect(result.outcome == .failed && !result.ok)
    #expect(result.schedules?.failingSeed == seed && result.schedules?.explored == 3)
    #expect(result.schedules?.trace == "trace-\(seed)")
    #expect(result.schedules?.replay?.reproduced == true)
    #expect(
      result.failures.map(\.message) == [
        "a race",
        "schedule 3 of 4 (seed \(seed)) failed; replay it: accept run Acceptance --spec s --check racy --lang ja "
          + "--seed \(seed)",
        "replayed seed \(seed): same schedule (trace trace-\(seed)), same failure (failed)",
      ])
    #expect(bench.startCount == 2, "the exploration stops at the failing seed, then one replay")
  }

  @Test func aReplayAlongAnotherTraceSaysItDiverged() throws {
    let bench = try Bench()
    defer { bench.folder.remove() }
    let seed = Self.seeds[0]
    let result = try bench.run(merged: true, plan: Self.plan, ["FAIL_SEED": "\(seed)", "TRACE_VARIES": "1"])
    #expect(result.schedules?.replay?.reproduced == false)
    #expect(
      result.schedules?.replay?.detail
        == "replayed seed \(seed): the replay diverged (trace trace-\(seed)-2, the schedule's trace-\(seed)-1; both "
        + "failed)")
  }

  @Test func aReplayThatPassesSaysItDivergedAndNeverThatItReproduced() throws {
    let bench = try Bench()
    defer { bench.folder.remove() }
    let seed = Self.seeds[1]
    let result = try bench.run(merged: true, plan: Self.plan, ["FAIL_SEED": "\(seed)", "FAIL_ONCE": "1"])
    #expect(result.outcome == .failed)
    #expect(
      result.schedules?.replay
        == ReplayVerdict(
          reproduced: false, detail: "replayed seed \(seed): the replay diverged (it passed; the schedule failed)"))
  }

  @Test func aScheduleThatNeverEndsIsTheFailingOneAndTheLimitCoversEverySchedule() throws {
    let bench = try Bench()
    defer { bench.folder.remove() }
    let seed = Self.seeds[1]
    let result = try bench.run(
      merged: true, plan: Self.plan, limit: 0.5, ["FAIL_SEED": "\(seed)", "FAIL_HOW": "hang"])
    #expect(result.outcome == .timeout)
    #expect(result.schedules?.failingSeed == seed && result.schedules?.trace == nil)
    #expect(
      result.failures.contains { $0.message == "timed out after 2s (timeout=2)" }, "0.5s for each of 4 schedules")
    #expect(
      result.failures.contains {
        $0.message == "the limit is 0.5s for each schedule, so this process that runs 4 schedules had 2.0s"
      })
    #expect(result.schedules?.replay?.detail.contains("neither run reached the schedule's end") == true)
  }

  @Test func aTrapBeforeTheEndIsACrashAtThatSeed() throws {
    let bench = try Bench()
    defer { bench.folder.remove() }
    let seed = Self.seeds[3]
    let result = try bench.run(merged: true, plan: Self.plan, ["FAIL_SEED": "\(seed)", "FAIL_HOW": "trap"])
    #expect(result.outcome == .crashed, "\(result.failures) \(result.output)")
    #expect(result.schedules?.failingSeed == seed && result.schedules?.explored == 4)
  }

  @Test func waitingOutsideTheSchedulerFailsWithItsOwnKind() throws {
    let bench = try Bench()
    defer { bench.folder.remove() }
    let seed = Self.seeds[0]
    let result = try bench.run(merged: true, plan: Self.plan, ["FAIL_SEED": "\(seed)", "FAIL_HOW": "outside"])
    #expect(result.outcome == .failed && !result.ok)
    #expect(result.failures.first?.kind == .outsideWait)
    #expect(result.failures.first?.message == "waiting outside the scheduler")
    #expect(result.schedules?.failingSeed == seed)
  }

  @Test func jobsFromOutsideTheSchedulerAreNamedBesideTheFailure() throws {
    let bench = try Bench()
    defer { bench.folder.remove() }
    let seed = Self.seeds[0]
    let result = try bench.run(merged: true, plan: Self.plan, ["FAIL_SEED": "\(seed)", "OUTSIDE": "2"])
    #expect(result.schedules?.outsideJobs == 2)
    #expect(result.failures.last?.message.hasPrefix("2 job(s) came from a thread outside the scheduler") == true)
  }

  @Test func anExpectedFailureIsNotReplayed() throws {
    let bench = try Bench()
    defer { bench.folder.remove() }
    let seed = Self.seeds[0]
    let result = try bench.run("expected", merged: true, plan: Self.plan, ["FAIL_SEED": "\(seed)"])
    #expect(result.ok && result.schedules?.failingSeed == seed && result.schedules?.replay == nil)
    #expect(result.failures.map(\.message) == ["a race"])
    #expect(bench.startCount == 1)
  }

  @Test func aProgramThatRunsNoScheduleIsNeverAPass() throws {
    let bench = try Bench()
    defer { bench.folder.remove() }
    let result = try bench.run(merged: true, plan: Self.plan, ["IGNORE_SCHEDULE": "1"])
    #expect(result.outcome == .error && !result.ok)
    #expect(result.failures.last?.message.contains("ran 0 of the 4 schedules") == true)
  }

  @Test func pctReplayCommandsCarryTheStrategyAndDepth() throws {
    let bench = try Bench()
    defer { bench.folder.remove() }
    let plan = SchedulePlan(replaying: ScheduleSeed(99), strategy: .pct, depth: 5)
    let result = try bench.run(merged: true, plan: plan, ["FAIL_SEED": "99"])
    #expect(
      result.failures.contains {
        $0.message.hasSuffix("--seed 99 --strategy pct --depth 5")
      })
  }

  @Test func seedsHandedOnAfterOutsideWorkRunInFreshProcessesUntilAllRan() throws {
    let bench = try Bench()
    defer { bench.folder.remove() }
    let result = try bench.run(merged: true, plan: Self.plan, ["HANDOFF": "1"])
    #expect(result.outcome == .passed && result.ok, "\(result.failures)")
    #expect(result.schedules?.explored == 4)
    #expect(bench.startCount == 4, "one process for each schedule that handed the rest on")
  }

  @Test func aProgramThatStopsShortNamingAnotherNumberOfSeedsLeftIsNotContinued() throws {
    let bench = try Bench()
    defer { bench.folder.remove() }
    let result = try bench.run(merged: true, plan: Self.plan, ["HANDOFF": "1", "HANDOFF_LEFT": "1"])
    #expect(result.outcome == .error && !result.ok)
    #expect(bench.startCount == 1, "a hand-off that does not match the plan is not followed")
    #expect(
      result.failures.last?.message
        == "the program passed but ran 1 of the 4 schedules it was asked for to their end (1 started); the check was "
        + "not explored, so nothing was judged")
  }

  @Test func aFailureAfterAHandOffIsTheFailingSchedule() throws {
    let bench = try Bench()
    defer { bench.folder.remove() }
    let seed = Self.seeds[2]
    let result = try bench.run(merged: true, plan: Self.plan, ["HANDOFF": "1", "FAIL_SEED": "\(seed)"])
    #expect(result.outcome == .failed && !result.ok)
    #expect(result.schedules?.failingSeed == seed && result.schedules?.explored == 3)
    #expect(bench.startCount == 4, "three processes up to the failing seed, then its replay")
  }

  @Test func aProgramThatStartsNoScheduleAndFailsIsAnErrorNotARejection() throws {
    let bench = try Bench()
    defer { bench.folder.remove() }
    let result = try bench.run(merged: true, plan: Self.plan, ["IGNORE_SCHEDULE": "1", "EXIT_AT_ONCE": "70"])
    #expect(result.outcome == .error && !result.ok)
    #expect(
      result.failures.last?.message
        == "the program started none of the 4 schedules it was asked for, so nothing was judged")
  }
}
