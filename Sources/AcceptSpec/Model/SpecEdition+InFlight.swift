import Foundation

extension SpecEdition {
  /// The event names that open an operation on a timeline, as the drawing reads them (`TimelineEventKind`).
  static let startEventNames = ["start", "started", "begin"]

  /// Whether `check` marks operations that open on its timeline, so that its drawing has an in-flight curve: its
  /// code calls `mark(lane, "start")` (or `started`, `begin`), or calls a function of a definition it sees whose
  /// body does.
  package func drawsInFlight(_ check: SpecCheck) -> Bool {
    if Self.marksStart(check.block.code) { return true }
    let helpers = definitions(for: check).flatMap { Self.startMarkingFunctions($0.code) }
    return helpers.contains { check.block.code.contains("\($0)(") }
  }

  /// Whether `check` records its in-flight limit, `record("limit", …)`, as the drawing reads it.
  package func recordsLimit(_ check: SpecCheck) -> Bool {
    check.block.code.contains("record(\"limit\",")
  }

  /// Whether `code` marks the start of an operation.
  static func marksStart(_ code: String) -> Bool {
    code.contains("mark(") && startEventNames.contains { code.contains(", \"\($0)\")") }
  }

  /// The names of the functions in `code` whose text, up to the next function, marks a start.
  static func startMarkingFunctions(_ code: String) -> [String] {
    code.components(separatedBy: "func ").dropFirst().compactMap { piece in
      let name = String(piece.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
      return !name.isEmpty && marksStart(piece) ? name : nil
    }
  }
}
