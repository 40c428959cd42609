/// A timestamped event a check marked on a lane of its timeline with `mark(_:_:)`.
public struct TimelineMark: Hashable, Sendable, Codable {
  /// The lane, for example `op-3` or `test`.
  public var lane: String
  /// The event, for example `start`, `end` or `cancel-requested`.
  public var event: String
  /// Seconds since the check's program started.
  public var time: Double

  /// Creates a mark.
  public init(lane: String, event: String, time: Double) {
    self.lane = lane
    self.event = event
    self.time = time
  }
}
