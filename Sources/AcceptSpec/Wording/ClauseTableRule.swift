/// The clause table rule: in an edition with a clause table, every check (ignored ones too) is listed in one, and a
/// cell of a table's id columns that looks like a check id names one of the edition's checks.
struct ClauseTableRule: Sendable {
  /// The findings in `edition`.
  func findings(in edition: WordingEdition) -> [WordingFinding] {
    let checks = edition.edition.checks
    let ids = Set(checks.map(\.id))
    let tables = ClauseTable.tables(in: edition.tree, ids: ids)
    guard let first = tables.first else { return [] }
    let listed = tables.reduce(into: Set<String>()) { $0.formUnion($1.listedIDs) }
    let missing = checks.filter { !listed.contains($0.id) }.map { check in
      WordingFinding(at: check.location, "check '\(check.id)' is not in the clause table (table at line \(first.line))")
    }
    let unknown = tables.flatMap { table in
      table.cells.filter { table.idColumns.contains($0.column) && !ids.contains($0.text) && Self.looksLikeID($0.text) }
        .map { WordingFinding(at: edition.at($0.line), "'\($0.text)' names no check of this spec") }
    }
    return missing + unknown
  }

  /// Whether `text` looks like a check id: `[a-z0-9][a-z0-9-]*` with at least one `-`.
  static func looksLikeID(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    let allowed = { (byte: UInt8) in (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) }
    guard let head = bytes.first, allowed(head) else { return false }
    return bytes.allSatisfy { allowed($0) || $0 == UInt8(ascii: "-") } && bytes.contains(UInt8(ascii: "-"))
  }
}
