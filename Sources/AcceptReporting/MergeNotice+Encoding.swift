/// A merge notice as a merged `acceptance.json` records it for its readers: its level, its kind, the sentence the
/// command prints and, for a missing shard, the shard and its environment. The kit never reads these back: it finds
/// the notices again from the runs.
extension MergeNotice: Encodable {
  private enum CodingKeys: String, CodingKey {
    case level, kind, message, shard, shardCount, environment
  }

  /// Encodes the notice: `{"level": "error", "kind": "missing-shard", "message": ..., "shard": 3, ...}`.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(isError ? "error" : "warning", forKey: .level)
    try container.encode(description, forKey: .message)
    switch self {
    case .missingShard(let index, let count, let environment):
      try container.encode("missing-shard", forKey: .kind)
      try container.encode(index, forKey: .shard)
      try container.encode(count, forKey: .shardCount)
      try container.encode(environment.description, forKey: .environment)
    case .differentToolchains:
      try container.encode("different-toolchains", forKey: .kind)
    }
  }
}
