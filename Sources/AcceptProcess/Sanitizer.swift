/// A sanitizer the check programs can be built with (`--sanitize`); any report it prints fails the check.
package enum Sanitizer: String, Sendable, CaseIterable {
  /// ThreadSanitizer: data races.
  case thread
  /// AddressSanitizer: memory errors.
  case address

  /// The compiler flag that turns it on.
  package var flag: String { "-sanitize=\(rawValue)" }
}
