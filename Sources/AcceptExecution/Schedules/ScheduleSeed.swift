import AcceptProtocol

/// The seed of one schedule: a decimal `UInt64`, written as a JSON string because a JSON number (a double) cannot
/// hold every `UInt64`.
package struct ScheduleSeed: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The seed's value.
  package var value: UInt64

  /// Creates a seed.
  package init(_ value: UInt64) { self.value = value }

  /// Parses decimal digits, or nil for anything else (a sign, spaces, a value above `UInt64.max`).
  package init?(parsing text: String) {
    guard let value = AcceptScheduleRequest.seed(text) else { return nil }
    self.value = value
  }

  /// The seed in decimal.
  package var description: String { String(value) }

  /// The seed of schedule `index` (0-based) of a run whose base seed is `base`: number `index` of the protocol's
  /// SplitMix64 generator seeded with `base`, the generator the scheduler draws its choices from.
  package static func derived(from base: ScheduleSeed, index: Int) -> ScheduleSeed {
    ScheduleSeed(AcceptSplitMix64.number(index, seed: base.value))
  }

  /// Encodes the seed as a decimal string.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }

  /// Decodes a seed from a decimal string.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let seed = ScheduleSeed(parsing: text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "a schedule seed is a decimal UInt64, not '\(text)'")
    }
    self = seed
  }
}
