import Foundation

/// A bounded wait for what a test cannot be told about (another process's state): the poll only bounds the wait, and
/// a condition still false at the deadline fails the test that asked.
public enum Poll {
  /// Waits up to `seconds` until `condition` holds, looking every 20 ms; returns whether it did.
  public static func until(seconds: Double, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if condition() { return true }
      usleep(20_000)
    }
    return condition()
  }
}
