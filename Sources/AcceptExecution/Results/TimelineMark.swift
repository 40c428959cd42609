/// A timestamped event a check marked on a lane of its timeline with `mark(_:_:)`.
package struct TimelineMark: Hashable, Sendable, Codable {
  /// The lane, for example `op-3` or `test`.
  package var lane: String
  /// The event, for example `start`, `end` or `cancel-requested`.
  package var event: String
  /// Seconds since the check's program started.
  package var time: Double

  /// Creates a mark.
  package init(lane: String, event: String, time: Double) {
    self.lane = lane
    self.event = event
    self.time = time
  }
}
