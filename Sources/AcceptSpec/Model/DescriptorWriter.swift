#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one loop that writes a whole buffer to a file descriptor, for the files and streams the kit writes itself.
package enum DescriptorWriter {
  /// Writes every byte of `bytes` to `descriptor`, again after an interrupted call (EINTR) and on from a partial
  /// write; returns false, with `errno` set by the failing call, when a write fails or writes nothing.
  package static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    var offset = 0
    while offset < bytes.count {
      let count = write(descriptor, base + offset, bytes.count - offset)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return false }
      offset += count
    }
    return true
  }
}
