/// The checks of a merge: the same run never twice, shards of one count in each environment, every shard of each
/// environment present, one toolchain.
extension ReportMerger {
  /// One run read for a merge, with the input folder it was read from (a merged report's runs share one).
  struct InputRun {
    /// The folder named on the command line.
    var input: String
    /// The run.
    var run: ReviewReport.Run
  }

  /// Throws when two runs have the same run id, when sharded runs of one environment disagree on the number of
  /// shards (runs of two environments may be cut into different numbers of shards) or on what their run selected
  /// (`SelectionFingerprint`), or when one environment holds the same shard twice.
  static func checkDistinct(_ runs: [InputRun]) throws(Problem) {
    var seen: [RunID: String] = [:]
    for entry in runs {
      guard let id = entry.run.report.runId else { continue }
      if let first = seen[id] { throw .duplicateRun(id: id, first: first, second: entry.input) }
      seen[id] = entry.input
    }
    for group in shardGroups(runs, report: \.run.report) {
      let first = group.members[0]
      if let other = group.members.first(where: { $0.shard.count != first.shard.count }) {
        throw .shardCountsDiffer(
          first: first.item.input, count: first.shard.count, second: other.item.input, otherCount: other.shard.count,
          environment: group.environment)
      }
      // Shards of one run selected the same checks from the same files with the same command.
      for member in group.members.dropFirst() {
        let (one, other) = (first.item.run.report.selection, member.item.run.report.selection)
        guard one != other else { continue }
        let differences =
          one.flatMap { mine in other.map { mine.differences(from: $0) } }
          ?? ["only one of them records what its run selected (a report of an older accept)"]
        throw .shardsOfDifferentRuns(first: first.item.input, second: member.item.input, differences: differences)
      }
      var holder: [Int: String] = [:]
      for member in group.members {
        if let first = holder[member.shard.index] {
          throw .shardTwice(
            index: member.shard.index, count: member.shard.count, first: first, second: member.item.input,
            environment: group.environment)
        }
        holder[member.shard.index] = member.item.input
      }
    }
  }

  /// The shards missing from the sharded runs of each environment of the merged `runs`, then the first pair of runs
  /// whose toolchains differ: the one rule behind `ReviewReport.notices`, which the page, `acceptance.json` and the
  /// command's messages all show.
  static func notices(of runs: [ReviewReport.Run]) -> [MergeNotice] {
    var notices: [MergeNotice] = []
    for group in shardGroups(runs, report: \.report) {
      let count = group.members[0].shard.count
      let present = Set(group.members.map(\.shard.index))
      notices += (1...count).filter { !present.contains($0) }.map {
        .missingShard(index: $0, count: count, environment: group.environment)
      }
    }
    let labels = ReviewReport.labels(of: runs)
    if let first = runs.first, let other = runs.firstIndex(where: { $0.report.toolchain != first.report.toolchain }) {
      notices.append(
        .differentToolchains(
          first: first.report.toolchain, firstSource: labels[0], second: runs[other].report.toolchain,
          secondSource: labels[other]))
    }
    return notices
  }
}
