extension PageHeader {
  /// What the review counts once per check: how many failed and held, in how many editions, and how many programs
  /// ran them ("9 checks failed, 17 held, in 3 editions, 1 program each"). The per-edition totals that the terminal,
  /// the JSON and the JUnit report give follow it as a second figure. Ignored checks ran no program and are not
  /// counted.
  var headlineHTML: String {
    let results = index.review.runs.flatMap(\.report.checks).filter { $0.outcome != .ignored }
    // Whether each check (spec and id) went as expected in every edition and run.
    let checks = Dictionary(results.map { ($0.spec + "\u{0}" + $0.check, $0.ok) }) { $0 && $1 }
    let failed = checks.values.filter { !$0 }.count
    let editions = Set(results.map(\.language)).count
    let programs = results.filter { $0.sharedWith == nil }.count
    let perRun = Set(
      index.review.runs.indices.flatMap { run in
        index.review.runs[run].report.checks.filter { $0.outcome != .ignored }.map {
          "\(run)\u{0}\($0.spec)\u{0}\($0.check)"
        }
      }
    ).count
    var html =
      failed == 0
      ? PageText.span(.headlineAllHeld, count: checks.count)
      : PageText.span(.headlineFailed, values: [String(failed), String(checks.count - failed)])
    html += PageText.span(.headlineEditions, count: editions)
    html += programs == perRun ? PageText.span(.headlineOneEach) : PageText.span(.headlinePrograms, count: programs)
    return html
  }
}
