/// A shard in `acceptance.json`: `{"count": N, "index": K}`, checked on reading like `--shard K/N`.
extension Shard: Codable {
  private enum CodingKeys: String, CodingKey {
    case index, count
  }

  /// Reads a shard and checks that its index lies in `1...count`.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let index = try container.decode(Int.self, forKey: .index)
    let count = try container.decode(Int.self, forKey: .count)
    guard let shard = Shard(index: index, count: count) else {
      throw DecodingError.dataCorruptedError(
        forKey: .index, in: container, debugDescription: "shard \(index) of \(count) does not exist")
    }
    self = shard
  }

  /// Writes the index and the count.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(index, forKey: .index)
    try container.encode(count, forKey: .count)
  }
}
