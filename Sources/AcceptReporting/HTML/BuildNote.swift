import AcceptExecution

/// How a result's program was built (`CheckResult.build`), as the page says it: in the reader's language, telling a
/// program taken from the cache from a measured compile.
struct BuildNote: Equatable {
  /// What kind of build the text names.
  enum Kind: Equatable {
    /// One program for several checks of an edition (`merged (N checks)`).
    case merged(checks: Int)
    /// A merged program of one check, built so for its schedules.
    case mergedForSchedules
    /// A program of its own.
    case alone
    /// The identical program of another language, compiled and run once for both.
    case shared(language: String)
    /// A text the page does not know (an older or newer kit wrote it), shown as it is.
    case other(String)
  }

  /// What kind of build it was.
  var kind: Kind
  /// Whether the program came from the cache: the text says `cached`, so its compile time is no measurement.
  var cached: Bool

  /// The note of a result's build, or nil when there was none.
  init?(_ build: BuildKind?) {
    guard let build else { return nil }
    cached = build.cached
    switch build {
    case .merged(checks: 1, _): kind = .mergedForSchedules
    case .merged(let checks, _): kind = .merged(checks: checks)
    case .alone: kind = .alone
    case .shared(let language): kind = .shared(language: language)
    case .other(let text): kind = .other(text)
    }
  }

  /// The note as HTML, in English with its words marked for the page's language choice: `build: merged (21
  /// checks), cached`, as the text says it.
  var html: String {
    let text: String
    switch kind {
    case .merged(let checks): text = PageText.span(.buildMerged, count: checks)
    case .mergedForSchedules: text = PageText.span(.buildMergedOne)
    case .alone: text = PageText.span(.buildAlone)
    case .shared(let language): text = PageText.span(.buildShared, values: [language])
    case .other(let whole): return PageText.span(.buildOther, values: [whole])
    }
    return text + (cached ? PageText.span(.buildCached) : "")
  }
}
