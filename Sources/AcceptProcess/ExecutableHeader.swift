import Foundation

/// The first bytes of a file that the platform can execute: ELF on Linux, Mach-O on Apple platforms.
package enum ExecutableHeader {
  /// The headers a compiled check program may start with.
  static var magics: [[UInt8]] {
    #if canImport(Darwin)
      return [[0xCF, 0xFA, 0xED, 0xFE], [0xCE, 0xFA, 0xED, 0xFE], [0xCA, 0xFE, 0xBA, 0xBE]]
    #else
      return [[0x7F, 0x45, 0x4C, 0x46]]
    #endif
  }

  /// Whether the file at `path` starts with one of the platform's executable headers.
  package static func isValid(_ path: String) -> Bool {
    guard let handle = FileHandle(forReadingAtPath: path) else { return false }
    defer { try? handle.close() }
    guard let head = try? handle.read(upToCount: 4) else { return false }
    return magics.contains { Array(head) == $0 }
  }
}
