/// A 128-bit content hash (two FNV-1a lanes with different offsets), written as 32 hex digits: a cache key, not a
/// security measure.
package enum ContentHash {
  /// The hash of the UTF-8 bytes of `parts`, each part delimited so that ("ab","c") and ("a","bc") differ.
  package static func of(_ parts: [String]) -> String { of(bytes: parts.map { Array($0.utf8) }) }

  /// The hash of `parts` as raw bytes (file contents), each part delimited as in `of(_:)`.
  package static func of(bytes parts: [[UInt8]]) -> String {
    var first: UInt64 = 0xcbf2_9ce4_8422_2325
    var second: UInt64 = 0x6c62_272e_07bb_0142
    let prime: UInt64 = 0x0000_0100_0000_01b3
    for part in parts {
      for byte in part + [0xFF] {
        first = (first ^ UInt64(byte)) &* prime
        second = (second ^ UInt64(byte)) &* prime
        second = (second << 7) | (second >> 57)
      }
    }
    return hex(first) + hex(second)
  }

  private static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
