import AcceptReporting

/// The line `accept mutate` prints for a mutant as it ends.
enum MutationLine {
  /// `killed   FILE:LINE:COL operator 'original' → 'replacement' by CHECK`, `SURVIVED ...`, and so on.
  static func text(_ record: MutantRecord, cached: Bool) -> String {
    let place =
      "\(record.file):\(record.line):\(record.column) \(record.operator) "
      + "'\(record.original)' → '\(record.replacement)'"
    let note = cached ? " (cached)" : ""
    switch record.outcome {
    case .killed: return "killed     \(place) by \(record.killedBy ?? "?")\(note)"
    case .timeout: return "timeout    \(place) by \(record.killedBy ?? "?") (ran out of time)\(note)"
    case .survived: return "SURVIVED   \(place)\(note)"
    case .equivalent: return "equivalent \(place): \(record.reason ?? "")"
    case .unviable: return "unviable   \(place): does not compile: \(record.reason ?? "")\(note)"
    case .unjudged: return "ERROR      \(place): not judged: \(record.reason ?? "")"
    }
  }
}
