/// Everything a run produced, as written to `acceptance.json`: the environment, every check's result and the spec
/// errors.
package struct RunReport: Sendable, Codable, Equatable {
  /// The first line of `swiftc --version`.
  package var toolchain: String
  /// The operating system, kernel and processor count.
  package var platform: String
  /// When the run started, in ISO 8601.
  package var startedAt: String
  /// The command line that started the run.
  package var command: [String]
  /// Every check in every language, in spec, language and document order.
  package var checks: [CheckResult]
  /// The spec errors found by lint; a broken spec's checks do not appear in `checks`.
  package var specErrors: [CheckFailure]
  /// The Markdown text of every edition whose checks ran, so that a report can show prose beside results.
  package var documents: [SpecDocument] = []
  /// The run's identity, made when it started; nil in reports written before run ids existed.
  package var runId: RunID?
  /// The part of the checks this run ran (`--shard K/N`); nil for a run of every selected check.
  package var shard: Shard?
  /// The signal that stopped the run before every selected check finished, or nil for a run that went to its end.
  package var interruption: RunInterruption?
  /// The schedules every async check was explored under (`--schedules`, `--seed`), or nil for a run without them.
  package var schedules: SchedulePlan?

  /// Creates a report.
  package init(
    toolchain: String, platform: String, startedAt: String, command: [String], checks: [CheckResult],
    specErrors: [CheckFailure]
  ) {
    self.toolchain = toolchain
    self.platform = platform
    self.startedAt = startedAt
    self.command = command
    self.checks = checks
    self.specErrors = specErrors
  }

  /// The counts of the run.
  package var summary: RunSummary { RunSummary(checks: checks, specErrors: specErrors.count) }
}

extension RunReport {
  /// Decodes a report; `command`, `documents`, `runId`, `shard`, `interruption` and `schedules` may be missing from reports
  /// written before they existed (`shard` is also missing from an unsharded run's report).
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      toolchain: try container.decode(String.self, forKey: .toolchain),
      platform: try container.decode(String.self, forKey: .platform),
      startedAt: try container.decode(String.self, forKey: .startedAt),
      command: try container.decodeIfPresent([String].self, forKey: .command) ?? [],
      checks: try container.decode([CheckResult].self, forKey: .checks),
      specErrors: try container.decodeIfPresent([CheckFailure].self, forKey: .specErrors) ?? [])
    documents = try container.decodeIfPresent([SpecDocument].self, forKey: .documents) ?? []
    runId = try container.decodeIfPresent(RunID.self, forKey: .runId)
    shard = try container.decodeIfPresent(Shard.self, forKey: .shard)
    interruption = try container.decodeIfPresent(RunInterruption.self, forKey: .interruption)
    schedules = try container.decodeIfPresent(SchedulePlan.self, forKey: .schedules)
  }
}
