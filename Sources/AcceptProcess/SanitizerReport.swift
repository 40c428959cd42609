/// Finds the first report of ThreadSanitizer, AddressSanitizer or LeakSanitizer in a program's standard error.
package enum SanitizerReport {
  private static let markers = ["WARNING: ThreadSanitizer:", "ERROR: AddressSanitizer:", "ERROR: LeakSanitizer:"]

  /// The first report's headline, as a failure message, or nil when no sanitizer spoke.
  package static func first(in output: String) -> String? {
    for line in output.split(separator: "\n") {
      if let marker = markers.first(where: { line.contains($0) }) {
        let text = line.drop { $0 == "=" || $0.isNumber || $0 == " " }
        return "sanitizer report: " + (text.isEmpty ? marker : String(text))
      }
    }
    return nil
  }
}
