import AcceptExecution

/// Whether a spec held as a whole: all its results went as expected, none of its editions has a spec error and none
/// of its selected checks was left unfinished by an interrupted run. The spec list, the spec's section (its
/// `data-held`, which "failed only" hides) and the failures-first summary all ask here.
extension ReviewIndex {
  /// The spec errors of `spec`: those in a file of one of its editions (a document's file, or a file named
  /// `<spec>.md`).
  func specErrors(of spec: String) -> [CheckFailure] {
    let files = Set(languages.compactMap { document(spec, $0)?.file })
    return review.specErrors.filter { error in
      files.contains(error.file) || error.file.split(separator: "/").last.map(String.init) == "\(spec).md"
    }
  }

  /// The checks of `spec` that an interrupted run selected but did not finish, in the runs' order.
  func unfinished(of spec: String) -> [CheckKey] {
    review.runs.compactMap(\.report.interruption).flatMap(\.unfinished).filter { $0.spec == spec }
  }

  /// Whether `spec` held: every result went as expected, no spec error and no unfinished check.
  func holds(_ spec: String) -> Bool {
    results(of: spec).allHeld && specErrors(of: spec).isEmpty && unfinished(of: spec).isEmpty
  }

  /// The counts of `spec` as HTML, each piece marked for the page's language choice: `N passed, N failed` with
  /// `, N spec error(s)` and `, N not finished` when there are any.
  func standingHTML(of spec: String) -> String {
    let errors = specErrors(of: spec).count
    let unfinished = unfinished(of: spec).count
    return PageHeader.totalsHTML(results(of: spec), specErrors: false)
      + (errors > 0 ? PageText.span(.totalsSpecErrors, count: errors) : "")
      + (unfinished > 0 ? PageText.span(.totalsUnfinished, count: unfinished) : "")
  }

  /// The counts of the results of `spec` in every language and run.
  private func results(of spec: String) -> RunSummary {
    RunSummary(checks: languages.flatMap { entries(spec, $0) }.map(\.result), specErrors: 0)
  }
}
