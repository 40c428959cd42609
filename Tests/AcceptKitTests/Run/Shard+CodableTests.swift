import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// A shard in `acceptance.json`: `{"count": N, "index": K}`, with the same limits as `--shard K/N`.
struct ShardCodableTests {
  @Test func isWrittenAsIndexAndCountAndReadBack() throws {
    let shard = try #require(Shard(index: 2, count: 3))
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(shard)
    #expect(String(decoding: data, as: UTF8.self) == #"{"count":3,"index":2}"#)
    #expect(try JSONDecoder().decode(Shard.self, from: data) == shard)
  }

  @Test(arguments: [
    #"{"index": 0, "count": 2}"#, #"{"index": 3, "count": 2}"#, #"{"index": 1}"#, #"{"index": 1, "count": 0}"#,
  ])
  func refusesAShardThatCannotExist(_ json: String) {
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Shard.self, from: Data(json.utf8)) }
  }
}
