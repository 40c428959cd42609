import AcceptMarkdown

/// The heading each check of an edition stands under: the nearest heading above its opening fence, at any level.
struct CheckHeadings: Sendable {
  /// The headings of the edition, in document order, with their fragments.
  let anchors: [HeadingAnchor]
  /// Each check (ignored ones too), in document order, with the heading above it, if any.
  let checks: [(check: SpecCheck, heading: HeadingAnchor?)]

  /// Reads the headings of `edition`.
  init(_ edition: WordingEdition) {
    let anchors = edition.tree.headingAnchors
    self.anchors = anchors
    checks = edition.edition.checks.map { check in
      (check, anchors.last { $0.line < check.location.line })
    }
  }

  /// The heading of the check `id`, or nil when it has none or the edition has no such check.
  func heading(of id: String) -> HeadingAnchor? {
    checks.first { $0.check.id == id }?.heading
  }

  /// The checks after the first under each heading, with the first: a check that shares its heading.
  var sharing: [(check: SpecCheck, first: SpecCheck, heading: HeadingAnchor)] {
    var firsts: [Int: SpecCheck] = [:]
    return checks.compactMap { check, heading in
      guard let heading else { return nil }
      guard let first = firsts[heading.node] else {
        firsts[heading.node] = check
        return nil
      }
      return (check, first, heading)
    }
  }
}
