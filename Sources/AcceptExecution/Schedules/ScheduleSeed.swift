/// The seed of one schedule: a decimal `UInt64`, written as a JSON string because a JSON number (a double) cannot
/// hold every `UInt64`.
package struct ScheduleSeed: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The seed's value.
  package var value: UInt64

  /// Creates a seed.
  package init(_ value: UInt64) { self.value = value }

  /// Parses decimal digits, or nil for anything else (a sign, spaces, a value above `UInt64.max`).
  package init?(parsing text: String) {
    guard !text.isEmpty, text.allSatisfy(\.isASCII), text.allSatisfy(\.isNumber), let value = UInt64(text) else {
      return nil
    }
    self.value = value
  }

  /// The seed in decimal.
  package var description: String { String(value) }

  /// The seed of schedule `index` (0-based) of a run whose base seed is `base`: output `index + 1` of a SplitMix64
  /// generator seeded with `base`, that is the SplitMix64 finaliser of `base &+ (index + 1) &* 0x9E3779B97F4A7C15`.
  package static func derived(from base: ScheduleSeed, index: Int) -> ScheduleSeed {
    var z = base.value &+ UInt64(index + 1) &* 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return ScheduleSeed(z ^ (z >> 31))
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
