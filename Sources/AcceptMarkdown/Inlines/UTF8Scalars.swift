/// Reads single Unicode scalars out of UTF-8 bytes around an offset, for the flanking rules of delimiter runs.
enum UTF8Scalars {
  /// The scalar that starts at `offset`, or nil at the end or on a malformed sequence.
  static func scalar(in bytes: [UInt8], at offset: Int) -> Unicode.Scalar? {
    guard offset < bytes.count else { return nil }
    var end = offset + 1
    while end < bytes.count, end - offset < 4, isContinuation(bytes[end]) { end += 1 }
    return decode(bytes[offset..<end])
  }

  /// The scalar that ends just before `offset`, or nil at the start or on a malformed sequence.
  static func scalar(in bytes: [UInt8], before offset: Int) -> Unicode.Scalar? {
    guard offset > 0 else { return nil }
    var start = offset - 1
    while start > 0, offset - start < 4, isContinuation(bytes[start]) { start -= 1 }
    return decode(bytes[start..<offset])
  }

  private static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }

  private static func decode(_ bytes: ArraySlice<UInt8>) -> Unicode.Scalar? {
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
    return scalar
  }
}
