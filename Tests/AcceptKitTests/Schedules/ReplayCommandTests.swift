import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

@Suite("ReplayCommand: the command that replays one schedule of one check")
struct ReplayCommandTests {
  @Test func namesTheCheckTheLanguageAndTheSeed() {
    #expect(
      ReplayCommand(root: "Acceptance").text(
        spec: "bounded-map", check: "peak", language: "zh-Hant", seed: ScheduleSeed(12),
        plan: SchedulePlan(count: 9, base: ScheduleSeed(1)))
        == "accept run Acceptance --spec bounded-map --check peak --lang zh-Hant --seed 12")
  }

  @Test func carriesPctsDepthTheSanitizerAndQuotesARootWithSpaces() {
    #expect(
      ReplayCommand(root: "My Specs/Acceptance", sanitizer: .thread).text(
        spec: "s", check: "c", language: "ja", seed: ScheduleSeed(UInt64.max),
        plan: SchedulePlan(replaying: ScheduleSeed(3), strategy: .pct, depth: 4))
        == "accept run 'My Specs/Acceptance' --spec s --check c --lang ja --seed 18446744073709551615 --strategy pct "
        + "--depth 4 --sanitize thread")
  }

  @Test func carriesTheSubjectsAndALanguageSetOtherThanTheDefault() {
    let command = ReplayCommand(root: "Acceptance", subjects: ["boundedMap=my map.swift"], languages: ["en"])
    #expect(
      command.text(
        spec: "s", check: "c", language: "en", seed: ScheduleSeed(1), plan: SchedulePlan(replaying: ScheduleSeed(1)))
        == "accept run Acceptance --spec s --check c --lang en --seed 1 --subject 'boundedMap=my map.swift' "
        + "--languages en")
  }

  @Test func aPatchSubjectIsNamedNotPassedToAcceptRun() {
    let command = ReplayCommand(
      root: "Acceptance", subjects: ["boundedMap=Acceptance/counterexamples/bounded-map/x.patch", "other=o.swift"])
    #expect(
      command.text(
        spec: "s", check: "c", language: "ja", seed: ScheduleSeed(1), plan: SchedulePlan(replaying: ScheduleSeed(1)))
        == "accept run Acceptance --spec s --check c --lang ja --seed 1 --subject other=o.swift (with the code "
        + "patched by boundedMap=Acceptance/counterexamples/bounded-map/x.patch: accept run cannot take a patch, so "
        + "apply it to a copy of the file and pass that with --subject NAME=FILE)")
  }

  @Test func asksTheProgramToWaitHalfTheChecksLimitForOutsideWork() {
    let plan = SchedulePlan(replaying: ScheduleSeed(4))
    #expect(plan.request([ScheduleSeed(4)], wait: 15).text == "strategy=random;depth=3;seeds=4;wait=15.0")
    #expect(CheckRunner.outsideWait(30) == 15 && CheckRunner.outsideWait(0.2) == 0.5)
  }
}
