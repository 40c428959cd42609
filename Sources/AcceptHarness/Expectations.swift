import AcceptProtocol
import Foundation

/// Checks one clause of a contract; a false condition is recorded with its Markdown location and the check
/// goes on, failing at the end. Returns the condition.
@discardableResult
func expect(
  _ condition: Bool, _ message: @autoclosure () -> String = "expectation failed",
  file: String = #filePath, line: Int = #line
) -> Bool {
  if !condition { AcceptHarness.fail(message(), file: file, line: line) }
  return condition
}

/// Checks that a value is at most a limit; a failure reads "expected <what> ≤ <limit>, was <value>", and the
/// reports keep the expected and the actual value apart. Returns whether it held.
@discardableResult
func expect<Value: Comparable>(
  _ actual: Value, atMost limit: Value, _ what: @autoclosure () -> String = "value",
  file: String = #filePath, line: Int = #line
) -> Bool {
  AcceptHarness.compare(actual <= limit, actual, .atMost, limit, what, file: file, line: line)
}

/// Checks that a value is at least a floor; a failure reads "expected <what> ≥ <floor>, was <value>".
@discardableResult
func expect<Value: Comparable>(
  _ actual: Value, atLeast floor: Value, _ what: @autoclosure () -> String = "value",
  file: String = #filePath, line: Int = #line
) -> Bool {
  AcceptHarness.compare(actual >= floor, actual, .atLeast, floor, what, file: file, line: line)
}

/// Checks that a value equals the expected one; a failure reads "expected <what> == <expected>, was <value>".
@discardableResult
func expect<Value: Equatable>(
  _ actual: Value, equals expected: Value, _ what: @autoclosure () -> String = "value",
  file: String = #filePath, line: Int = #line
) -> Bool {
  AcceptHarness.compare(actual == expected, actual, .equals, expected, what, file: file, line: line)
}

extension AcceptHarness {
  /// A value as a failure shows it: an optional as its value or `nil`, text quoted, anything else as it prints.
  static func shown(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      return mirror.children.first.map { shown($0.value) } ?? "nil"
    }
    return value is String || value is Substring ? String(reflecting: value) : String(describing: value)
  }

  /// Records a comparison that did not hold with its relation, expected and actual value kept apart for the
  /// reports. Returns whether it held.
  static func compare(
    _ held: Bool, _ actual: Any, _ relation: AcceptComparison.Relation, _ expected: Any, _ what: () -> String,
    file: String, line: Int
  ) -> Bool {
    if held { return true }
    let comparison = AcceptComparison(
      relation: relation, subject: what(), expected: shown(expected), actual: shown(actual))
    fail("expected \(comparison.expectation), was \(comparison.actual)", file: file, line: line, comparison: comparison)
    return false
  }
}

/// Records a failed clause unconditionally, with its Markdown location.
func fail(_ message: String, file: String = #filePath, line: Int = #line) {
  AcceptHarness.fail(message, file: file, line: line)
}

/// Attaches an integer measurement to the check in the reports.
func record(_ key: String, _ value: Int) { AcceptHarness.emitRecord(key, .int(value)) }
/// Attaches a floating-point measurement to the check in the reports.
func record(_ key: String, _ value: Double) { AcceptHarness.emitRecord(key, .double(value)) }
/// Attaches a Boolean measurement to the check in the reports.
func record(_ key: String, _ value: Bool) { AcceptHarness.emitRecord(key, .bool(value)) }
/// Attaches a text measurement to the check in the reports.
func record(_ key: String, _ value: String) { AcceptHarness.emitRecord(key, .string(value)) }

extension AcceptHarness {
  /// Prints a measurement and sends it to the runner.
  static func emitRecord(_ key: String, _ value: AcceptRecordValue) {
    FileHandle.standardError.write(Data("record \(key) = \(value)\n".utf8))
    emit(.record(key: key, value: value))
  }
}

/// Returns the seconds since the program started, on the monotonic clock.
func elapsed() -> Double {
  seconds(ContinuousClock.now - AcceptHarness.started)
}

/// Marks a timestamped event on a lane of the check's timeline (for example an operation's start and end).
func mark(_ lane: String, _ event: String) {
  AcceptHarness.emit(.mark(lane: lane, event: event, time: elapsed()))
}
