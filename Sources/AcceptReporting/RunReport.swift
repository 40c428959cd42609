import AcceptExecution

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
  /// What the run selected before it took its shard, so that `report merge` can tell the shards of one run; nil in
  /// reports written before fingerprints existed.
  package var selection: SelectionFingerprint?
  /// The signal that stopped the run before every selected check finished, or nil for a run that went to its end.
  package var interruption: RunInterruption?
  /// The schedules every async check was explored under (`--schedules`, `--seed`), or nil for a run without them.
  package var schedules: SchedulePlan?
  /// The run compared with an earlier report (`--baseline DIR`), or nil for a run without a baseline.
  package var baseline: BaselineComparison?

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
  private enum CodingKeys: String, CodingKey {
    case toolchain, platform, startedAt, command, checks, specErrors, documents, runId, shard, selection, interruption,
      schedules
    case baseline
  }

  /// Decodes a report; `command`, `documents`, `runId`, `shard`, `interruption`, `schedules` and `baseline` may be
  /// missing from reports written before they existed (`shard` is also missing from an unsharded run's report,
  /// `baseline` from a run without one). A baseline's standings are read from the checks that hold them.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let checks = try container.decode([BaselineMarkedCheck].self, forKey: .checks)
    self.init(
      toolchain: try container.decode(String.self, forKey: .toolchain),
      platform: try container.decode(String.self, forKey: .platform),
      startedAt: try container.decode(String.self, forKey: .startedAt),
      command: try container.decodeIfPresent([String].self, forKey: .command) ?? [],
      checks: checks.map(\.result),
      specErrors: try container.decodeIfPresent([CheckFailure].self, forKey: .specErrors) ?? [])
    documents = try container.decodeIfPresent([SpecDocument].self, forKey: .documents) ?? []
    runId = try container.decodeIfPresent(RunID.self, forKey: .runId)
    shard = try container.decodeIfPresent(Shard.self, forKey: .shard)
    selection = try container.decodeIfPresent(SelectionFingerprint.self, forKey: .selection)
    interruption = try container.decodeIfPresent(RunInterruption.self, forKey: .interruption)
    schedules = try container.decodeIfPresent(SchedulePlan.self, forKey: .schedules)
    baseline = try container.decodeIfPresent(BaselineComparison.self, forKey: .baseline)
    baseline?.standings = Dictionary(
      checks.compactMap { entry in entry.standing.map { (CheckKey(entry.result), $0) } },
      uniquingKeysWith: { first, _ in first })
  }

  /// Encodes every field, each check with its standing against the baseline when it has one; the fields that are
  /// nil are left out.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(toolchain, forKey: .toolchain)
    try container.encode(platform, forKey: .platform)
    try container.encode(startedAt, forKey: .startedAt)
    try container.encode(command, forKey: .command)
    let marked = checks.map { BaselineMarkedCheck($0, standing: baseline?.standing(of: $0)) }
    try container.encode(marked, forKey: .checks)
    try container.encode(specErrors, forKey: .specErrors)
    try container.encode(documents, forKey: .documents)
    try container.encodeIfPresent(runId, forKey: .runId)
    try container.encodeIfPresent(shard, forKey: .shard)
    try container.encodeIfPresent(selection, forKey: .selection)
    try container.encodeIfPresent(interruption, forKey: .interruption)
    try container.encodeIfPresent(schedules, forKey: .schedules)
    try container.encodeIfPresent(baseline, forKey: .baseline)
  }
}
