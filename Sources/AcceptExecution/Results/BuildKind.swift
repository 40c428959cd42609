/// How a check's program was built: merged with other checks or on its own, taken from the cache or compiled, or
/// the identical program of another language, compiled and run once for both.
package enum BuildKind: Hashable, Sendable {
  /// One program for `checks` checks of an edition (one check: merged on its own, for its schedules).
  case merged(checks: Int, cached: Bool)
  /// A program of its own.
  case alone(cached: Bool)
  /// The identical program of the edition in `language`, compiled and run once for both.
  case shared(with: String)
  /// A text another version of the kit wrote into a report, kept as it is.
  case other(String)

  /// The text reports hold and the terminal shows: `merged (21 checks), cached`, `alone`,
  /// `same program as ja, compiled and run once`, ...
  package var text: String {
    switch self {
    case .merged(let checks, let cached):
      let base = checks == 1 ? "merged (1 check, for its schedules)" : "merged (\(checks) checks)"
      return base + (cached ? Self.cachedSuffix : "")
    case .alone(let cached): return "alone" + (cached ? Self.cachedSuffix : "")
    case .shared(let language): return "\(Self.sharedPrefix)\(language)\(Self.sharedSuffix)"
    case .other(let text): return text
    }
  }

  /// Whether the program came from the cache, so that its compile time is no measurement.
  package var cached: Bool {
    switch self {
    case .merged(_, let cached), .alone(let cached): return cached
    case .shared: return false
    case .other(let text): return text.contains("cached")
    }
  }

  /// The language whose identical program was compiled and run for this one, if it was another one.
  package var sharedWith: String? {
    if case .shared(let language) = self { return language }
    return nil
  }

  /// Reads the text `text` (the inverse of `text`); a text no kit of this version writes is `.other`.
  package init(text: String) {
    let cached = text.hasSuffix(Self.cachedSuffix)
    let base = cached ? String(text.dropLast(Self.cachedSuffix.count)) : text
    if base == "alone" {
      self = .alone(cached: cached)
    } else if base == "merged (1 check, for its schedules)" {
      self = .merged(checks: 1, cached: cached)
    } else if base.hasPrefix("merged ("), base.hasSuffix(" checks)"),
      case let digits = base.dropFirst("merged (".count).dropLast(" checks)".count), let count = Int(digits),
      count > 1, String(count) == digits
    {
      self = .merged(checks: count, cached: cached)
    } else if !cached, text.hasPrefix(Self.sharedPrefix), text.hasSuffix(Self.sharedSuffix),
      text.count > Self.sharedPrefix.count + Self.sharedSuffix.count
    {
      self = .shared(with: String(text.dropFirst(Self.sharedPrefix.count).dropLast(Self.sharedSuffix.count)))
    } else {
      self = .other(text)
    }
  }

  private static let cachedSuffix = ", cached"
  private static let sharedPrefix = "same program as "
  private static let sharedSuffix = ", compiled and run once"
}
