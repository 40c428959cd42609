/// How a result's program was built, read back from the result's build text (`CheckResult.build`), so that the page
/// can say it in the reader's language and tell a program taken from the cache from a measured compile.
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

  /// Reads a result's build text; an empty text is no build.
  init?(_ text: String) {
    guard !text.isEmpty else { return nil }
    cached = text.contains("cached")
    let suffix = ", cached"
    let base = text.hasSuffix(suffix) ? String(text.dropLast(suffix.count)) : text
    kind = Self.kind(base, whole: text)
  }

  private static func kind(_ base: String, whole: String) -> Kind {
    if base == "alone" { return .alone }
    if base == "merged (1 check, for its schedules)" { return .mergedForSchedules }
    if base.hasPrefix("merged ("), base.hasSuffix(" checks)"),
      let count = Int(base.dropFirst("merged (".count).dropLast(" checks)".count))
    {
      return .merged(checks: count)
    }
    let shared = (prefix: "same program as ", suffix: ", compiled and run once")
    if base.hasPrefix(shared.prefix), base.hasSuffix(shared.suffix),
      base.count > shared.prefix.count + shared.suffix.count
    {
      return .shared(language: String(base.dropFirst(shared.prefix.count).dropLast(shared.suffix.count)))
    }
    return .other(whole)
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
