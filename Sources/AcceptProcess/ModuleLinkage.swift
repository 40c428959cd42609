import Foundation

/// What one program needs to import package modules: flags and object files for `swiftc`, and their hash.
package struct ModuleLinkage: Hashable, Sendable {
  /// The flags (`-I`, `-Xcc ...`) and object files added to the compile.
  package var flags: [String] = []
  /// A hash of every file the flags name, part of the program's cache key.
  package var fingerprint: String = ""

  /// Creates a linkage; with no arguments, the linkage of a program that imports no package module.
  package init(flags: [String] = [], fingerprint: String = "") {
    self.flags = flags
    self.fingerprint = fingerprint
  }

  /// This linkage and `other`'s: both sets of flags, and both fingerprints.
  package func adding(_ other: ModuleLinkage) -> ModuleLinkage {
    ModuleLinkage(flags: flags + other.flags, fingerprint: [fingerprint, other.fingerprint].joined(separator: "\n"))
  }
}
