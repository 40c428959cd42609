// The validated concurrency limit: configuration text becomes a limit or a typed error, never a trap.
//
// The type lives between the region markers below so that the acceptance spec can quote it verbatim.

// region: ConcurrencyLimit
/// A concurrency limit that is known to be above zero, made from configuration input that may be wrong.
///
/// `boundedMap(_:limit:operation:)` traps on a limit of zero or below, because such a limit in code is a bug.
/// A limit read from a file, an environment variable or a command line is input, and input is validated: parse it
/// into a `ConcurrencyLimit` and report the typed error, then pass `value` on.
public struct ConcurrencyLimit: Sendable, Hashable, CustomStringConvertible {
  /// Why a value is not a usable limit; every case carries the offending value.
  public enum Error: Swift.Error, Sendable, Hashable, CustomStringConvertible {
    /// The text is not a whole number in plain decimal digits (empty, letters, spaces around it...).
    case notAnInteger(String)
    /// The text is a whole number that does not fit in `Int`.
    case outOfRange(String)
    /// The number is zero or negative.
    case notPositive(Int)

    /// A one-line explanation that quotes the offending value.
    public var description: String {
      switch self {
      case .notAnInteger(let text): "concurrency limit \"\(text)\" is not a whole number"
      case .outOfRange(let text): "concurrency limit \"\(text)\" is out of range (\(Int.min) to \(Int.max))"
      case .notPositive(let value): "concurrency limit \(value) must be at least 1"
      }
    }
  }

  /// The limit, always at least 1.
  public let value: Int

  /// Creates a limit from an integer; throws `notPositive` for zero or below.
  public init(_ value: Int) throws(ConcurrencyLimit.Error) {
    guard value > 0 else { throw .notPositive(value) }
    self.value = value
  }

  /// Parses configuration text such as `"3"`: optional sign and decimal digits only, no surrounding spaces.
  public init(parsing text: String) throws(ConcurrencyLimit.Error) {
    guard let number = Int(text) else {
      throw Self.isWholeNumber(text) ? .outOfRange(text) : .notAnInteger(text)
    }
    try self.init(number)
  }

  /// Whether `text` is an optional sign followed by ASCII digits, the shape `Int(_:)` reads when it fits.
  private static func isWholeNumber(_ text: String) -> Bool {
    let digits = text.first == "+" || text.first == "-" ? text.dropFirst() : Substring(text)
    return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
  }

  /// The limit as decimal text.
  public var description: String { String(value) }
}
// endregion: ConcurrencyLimit
