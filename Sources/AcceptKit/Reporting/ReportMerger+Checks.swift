/// The checks of a merge: the same run never twice, shards of one count, every shard present, one toolchain.
extension ReportMerger {
  /// One run read for a merge, with the input folder it was read from (a merged report's runs share one).
  struct InputRun {
    /// The folder named on the command line.
    var input: String
    /// The run.
    var run: ReviewReport.Run
  }

  /// Throws when two runs have the same run id, or when sharded runs disagree on the number of shards.
  static func checkDistinct(_ runs: [InputRun]) throws(Problem) {
    var seen: [RunID: String] = [:]
    for entry in runs {
      guard let id = entry.run.report.runId else { continue }
      if let first = seen[id] { throw .duplicateRun(id: id, first: first, second: entry.input) }
      seen[id] = entry.input
    }
    let sharded = runs.filter { $0.run.report.shard != nil }
    guard let first = sharded.first, let count = first.run.report.shard?.count else { return }
    if let other = sharded.first(where: { $0.run.report.shard?.count != count }), let shard = other.run.report.shard {
      throw .shardCountsDiffer(first: first.input, count: count, second: other.input, otherCount: shard.count)
    }
  }

  /// The shards missing from the sharded runs of `review`, then the first pair of runs whose toolchains differ.
  public static func notices(_ review: ReviewReport) -> [MergeNotice] {
    let shards = review.runs.compactMap(\.report.shard)
    var notices: [MergeNotice] = []
    if let count = shards.first?.count {
      let present = Set(shards.map(\.index))
      notices += (1...count).filter { !present.contains($0) }.map { .missingShard(index: $0, count: count) }
    }
    let labels = review.labels
    if let first = review.runs.first,
      let other = review.runs.firstIndex(where: { $0.report.toolchain != first.report.toolchain })
    {
      notices.append(
        .differentToolchains(
          first: first.report.toolchain, firstSource: labels[0], second: review.runs[other].report.toolchain,
          secondSource: labels[other]))
    }
    return notices
  }
}
