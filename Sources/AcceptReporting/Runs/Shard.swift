import AcceptExecution

/// One of N deterministic parts of a run's checks (`--shard K/N`), for N parallel CI jobs.
///
/// Checks are dealt by spec and check id in plan order, so every language of a check lands in the same shard and the
/// N shards together hold every check exactly once.
package struct Shard: Sendable, Equatable {
  /// The 1-based index of this shard.
  package var index: Int
  /// How many shards there are.
  package var count: Int

  /// Creates a shard; `index` must lie in `1...count`.
  package init?(index: Int, count: Int) {
    guard count > 0, (1...count).contains(index) else { return nil }
    self.index = index
    self.count = count
  }

  /// Parses `K/N`.
  package init?(parsing text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
    self.init(index: index, count: count)
  }

  /// The jobs of this shard, keeping their order.
  package func select(_ jobs: [CheckJob]) -> [CheckJob] {
    var order: [String: Int] = [:]
    for job in jobs where order[job.shardKey] == nil { order[job.shardKey] = order.count }
    return jobs.filter { (order[$0.shardKey] ?? 0) % count == index - 1 }
  }
}

extension CheckJob {
  /// The spec and check id, the same in every language.
  var shardKey: String { "\(edition.spec)#\(check.id)" }
}
