/// A measurement a check recorded with `record(_:_:)`: an integer, a number, a Boolean or a text.
///
/// JSON has no NaN or infinity, so a number that is not finite is written as the text `"nan"`, `"inf"` or `"-inf"`
/// (as Swift prints it). In the event file a record also names its type, which reads such a text back as a number
/// and a whole number back as a `double`; in a report the value stands bare.
public enum AcceptRecordValue: Hashable, Sendable, Codable, CustomStringConvertible {
  /// An integer.
  case int(Int)
  /// A floating-point number.
  case double(Double)
  /// A Boolean.
  case bool(Bool)
  /// A text.
  case string(String)

  /// The texts that stand for the numbers JSON cannot hold.
  static let nonFiniteTexts: [String: Double] = ["nan": .nan, "inf": .infinity, "-inf": -.infinity]

  /// The number that `text` stands for when it is `"nan"`, `"inf"` or `"-inf"`; nil for any other text.
  public static func nonFinite(_ text: String) -> Double? { nonFiniteTexts[text] }

  /// The name of the value's type in the event file: `int`, `double`, `bool` or `string`.
  public var typeName: String {
    switch self {
    case .int: "int"
    case .double: "double"
    case .bool: "bool"
    case .string: "string"
    }
  }

  /// Decodes the value from a bare JSON value, preferring Bool, then Int, then Double, then String; the texts
  /// `"nan"`, `"inf"` and `"-inf"` are read as numbers.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .int(value)
    } else if let value = try? container.decode(Double.self) {
      self = .double(value)
    } else {
      let text = try container.decode(String.self)
      self = Self.nonFinite(text).map(AcceptRecordValue.double) ?? .string(text)
    }
  }

  /// Encodes the value as a bare JSON value; a number that is not finite as its text.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .int(let value): try container.encode(value)
    case .double(let value) where !value.isFinite: try container.encode(description)
    case .double(let value): try container.encode(value)
    case .bool(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    }
  }

  /// The value as it is printed in reports; a number that is not finite as `nan`, `inf` or `-inf`.
  public var description: String {
    switch self {
    case .int(let value): return String(value)
    case .double(let value) where value.isNaN: return "nan"
    case .double(let value): return String(value)
    case .bool(let value): return String(value)
    case .string(let value): return value
    }
  }
}
