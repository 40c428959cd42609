/// A measurement a check recorded with `record(_:_:)`: an integer, a number, a Boolean or a text.
public enum RecordValue: Hashable, Sendable, Codable, CustomStringConvertible {
  /// An integer.
  case int(Int)
  /// A floating-point number.
  case double(Double)
  /// A Boolean.
  case bool(Bool)
  /// A text.
  case string(String)

  /// Decodes the value from a bare JSON value, preferring Bool, then Int, then Double, then String.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .int(value)
    } else if let value = try? container.decode(Double.self) {
      self = .double(value)
    } else {
      self = .string(try container.decode(String.self))
    }
  }

  /// Encodes the value as a bare JSON value.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .int(let value): try container.encode(value)
    case .double(let value): try container.encode(value)
    case .bool(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    }
  }

  /// The value as it is printed in reports.
  public var description: String {
    switch self {
    case .int(let value): return String(value)
    case .double(let value): return String(value)
    case .bool(let value): return String(value)
    case .string(let value): return value
    }
  }
}
