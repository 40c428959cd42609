/// The typed attributes of a `swift` block, parsed from the rest of its info string.
public struct BlockAttributes: Hashable, Sendable {
  /// The check id (`check=`), or nil for a definition block.
  public var check: String?
  /// The definition block's name (`name=`).
  public var name: String?
  /// The source binding (`source=`).
  public var source: SourceBinding?
  /// What the check is expected to do (`expect=`, default `pass`).
  public var expect: Expectation = .pass
  /// The check's time limit in seconds (`timeout=`), or nil for the run's default.
  public var timeout: Double?
  /// Whether the block is shown but never compiled (`ignore`).
  public var ignore = false
  /// Whether `accept run --schedules` runs the check once instead of under every schedule (`schedules=off`).
  public var schedulesOff = false

  /// Creates attributes with every default.
  public init() {}

  /// Whether the block is a check rather than a definition.
  public var isCheck: Bool { check != nil }
}
