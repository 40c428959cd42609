/// The rule that a check has a heading of its own, in an edition with a clause table: the nearest heading above the
/// check's fence has no other check under it, so that a reader and a link can reach each check by its heading.
struct CheckHeadingRule: Sendable {
  /// The findings in `edition`.
  func findings(in edition: WordingEdition) -> [WordingFinding] {
    let ids = Set(edition.edition.checks.map(\.id))
    guard !ClauseTable.tables(in: edition.tree, ids: ids).isEmpty else { return [] }
    let headings = CheckHeadings(edition)
    let orphans = headings.checks.filter { $0.heading == nil }.map { check, _ in
      WordingFinding(
        at: check.location, "check '\(check.id)' has no heading above it; give each check a heading of its own")
    }
    let sharing = headings.sharing.map { check, first, heading in
      WordingFinding(
        at: check.location,
        "check '\(check.id)' shares the heading '\(heading.text)' (line \(heading.line)) with check '\(first.id)'; "
          + "give each check a heading of its own")
    }
    return orphans + sharing
  }
}
