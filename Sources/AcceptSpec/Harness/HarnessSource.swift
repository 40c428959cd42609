/// The Swift source of the harness that opens every assembled check program.
///
/// The harness is the `AcceptHarness` target (`Sources/AcceptHarness`): plain Swift that needs only Foundation, which
/// `swift build` type-checks and whose parts are tested in-process. Its files' text is embedded here, after the text
/// of the `AcceptProtocol` target it speaks to the kit with (`HarnessSource+Files.swift`, written by
/// `scripts/embed-harness.py`), so a program printed by `accept show` runs as it is with `swift main.swift`. It talks
/// to the runner through the file named by the `ACCEPT_EVENTS` environment variable (one `AcceptEvent` per line);
/// without that variable it only prints to standard error. The public surface
/// is documented in `Docs/writing-specs.md` and must stay in step with it.
package enum HarnessSource {
  /// The marker line that starts the harness section of a program.
  static let beginMarker = "// ===== accept harness (begin) ====="
  /// The marker line that ends the harness section of a program.
  static let endMarker = "// ===== accept harness (end) ====="

  /// The names the harness declares at top level for the checks, read from its own declarations; a block or
  /// subject that declares one of them would take the place of the harness's in the checks' calls (a `fail(_:)` of
  /// an implementation, for example).
  package static let names = Set(TopLevelNames.declared(in: files.map(\.text).joined(separator: "\n")))

  /// The statement appended after a check's own statements; it waits, blocking and bounded, for the work the check
  /// left unless `settleCall` already did, and turns failed expectations into exit status 1.
  package static let finishCall = "AcceptHarness.finish()"

  /// The statement that ends a check whose code awaits, before `finishCall`: it waits on the main actor, bounded,
  /// for the work the check left on the concurrency runtime, and reports what is still left.
  package static let settleCall = "await AcceptHarness.settle()"

  /// The statement that ends a check marked `leftover=allowed`, before `finishCall`: its end does not wait.
  package static let leftoverAllowedCall = "AcceptHarness.allowLeftover()"

  /// The statement after the harness's files, before any check code: the harness's first work in every program.
  static let entryCall = "AcceptHarness.begin()"

  /// What stands between the two marker lines of a program compiled against the prebuilt harness module
  /// (`HarnessModule`): Foundation, which the embedded text imports for the checks too, the module, and the entry call.
  static func moduleText(_ module: String) -> String {
    beginMarker + "\n// The harness: the module \(module), built by the kit from the same files\nimport Foundation\n"
      + "@testable import \(module)\n" + entryCall + "\n" + endMarker + "\n"
  }

  /// `source` with its embedded harness text replaced by `moduleText(module)`, or unchanged when it does not start
  /// with the harness text.
  package static func importing(_ module: String, in source: String) -> String {
    guard source.hasPrefix(text) else { return source }
    return moduleText(module) + source.dropFirst(text.count)
  }

  /// The full harness text, between its two marker lines: the files in name order, then the entry call.
  package static let text =
    beginMarker + "\n" + files.map { $0.text + "\n" }.joined(separator: "\n") + "\n" + entryCall + "\n" + endMarker
    + "\n"
}
