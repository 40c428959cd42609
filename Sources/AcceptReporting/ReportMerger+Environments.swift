/// The sharded runs of a merge, grouped by the environment they ran in.
extension ReportMerger {
  /// One environment's sharded runs.
  struct ShardGroup<Item> {
    /// The environment the runs share.
    var environment: RunEnvironment
    /// The runs, each with its shard, in the order they were given.
    var members: [(item: Item, shard: Shard)]
  }

  /// The items whose report (read by `report`) holds a shard, grouped by `RunEnvironment`, groups in order of first
  /// appearance; unsharded items are left out.
  static func shardGroups<Item>(_ items: [Item], report: (Item) -> RunReport) -> [ShardGroup<Item>] {
    var groups: [ShardGroup<Item>] = []
    var position: [RunEnvironment: Int] = [:]
    for item in items {
      let run = report(item)
      guard let shard = run.shard else { continue }
      let environment = RunEnvironment(run)
      if let index = position[environment] {
        groups[index].members.append((item, shard))
      } else {
        position[environment] = groups.count
        groups.append(ShardGroup(environment: environment, members: [(item, shard)]))
      }
    }
    return groups
  }
}
