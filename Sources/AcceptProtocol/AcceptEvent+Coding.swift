import Foundation

/// An event as one JSON object: `kind` names the case, and the case's fields stand beside it. Seeds are decimal
/// texts, since a JSON number (a double) cannot hold every `UInt64`.
extension AcceptEvent: Codable {
  /// The `kind` of each case.
  public enum Kind: String, Codable, CaseIterable, Sendable {
    case failure
    case record
    case mark
    case scheduleStart = "schedule-start"
    case scheduleEnd = "schedule-end"
    case scheduleHandoff = "schedule-handoff"
    case complete
    case leftover
  }

  /// The event's kind.
  public var kind: Kind {
    switch self {
    case .failure: .failure
    case .record: .record
    case .mark: .mark
    case .scheduleStart: .scheduleStart
    case .scheduleEnd: .scheduleEnd
    case .scheduleHandoff: .scheduleHandoff
    case .complete: .complete
    case .leftover: .leftover
    }
  }

  enum Field: String, CodingKey {
    case kind, failure, file, line, message, late, helperFile, helperLine, relation, subject, expected, actual
    case key, value, type, lane, event, time
    case seed, strategy, depth, steps, trace, reached, failures, outside, timers, phase, left, jobs, seconds
  }

  /// The value of `phase` on the end of PCT's calibrating run.
  static let calibrationPhase = "calibration"

  /// Encodes the event as its kind and its fields.
  public func encode(to encoder: any Encoder) throws {
    var fields = encoder.container(keyedBy: Field.self)
    try fields.encode(kind, forKey: .kind)
    switch self {
    case .failure(let failure): try failure.encode(into: &fields)
    case .record(let key, let value):
      try fields.encode(key, forKey: .key)
      try fields.encode(value, forKey: .value)
      try fields.encode(value.typeName, forKey: .type)
    case .mark(let lane, let event, let time):
      try fields.encode(lane, forKey: .lane)
      try fields.encode(event, forKey: .event)
      try fields.encode(time, forKey: .time)
    case .scheduleStart(let seed, let time):
      try fields.encode(String(seed), forKey: .seed)
      try fields.encode(time, forKey: .time)
    case .scheduleEnd(let end): try end.encode(into: &fields)
    case .scheduleHandoff(let left): try fields.encode(left, forKey: .left)
    case .complete: break
    case .leftover(let jobs, let timers, let seconds):
      try fields.encode(jobs, forKey: .jobs)
      try fields.encode(timers, forKey: .timers)
      try fields.encode(seconds, forKey: .seconds)
    }
  }

  /// Decodes an event; a missing field, a field of the wrong type or an unknown kind is an error.
  public init(from decoder: any Decoder) throws {
    let fields = try decoder.container(keyedBy: Field.self)
    switch try fields.decode(Kind.self, forKey: .kind) {
    case .failure: self = .failure(try Failure(from: fields))
    case .record:
      let key = try fields.decode(String.self, forKey: .key)
      self = .record(key: key, value: try Self.recordValue(fields))
    case .mark:
      self = .mark(
        lane: try fields.decode(String.self, forKey: .lane), event: try fields.decode(String.self, forKey: .event),
        time: try fields.decode(Double.self, forKey: .time))
    case .scheduleStart:
      self = .scheduleStart(seed: try Self.seed(fields), time: try fields.decode(Double.self, forKey: .time))
    case .scheduleEnd: self = .scheduleEnd(try ScheduleEnd(from: fields))
    case .scheduleHandoff: self = .scheduleHandoff(left: try fields.decode(Int.self, forKey: .left))
    case .complete: self = .complete
    case .leftover:
      self = .leftover(
        jobs: try fields.decode(Int.self, forKey: .jobs), timers: try fields.decode(Int.self, forKey: .timers),
        seconds: try fields.decode(Double.self, forKey: .seconds))
    }
  }

  /// A record's value, read by its declared type: JSON writes 2.0 as 2, and a number that is not finite as its text.
  private static func recordValue(_ fields: KeyedDecodingContainer<Field>) throws -> AcceptRecordValue {
    let type = try fields.decode(String.self, forKey: .type)
    switch type {
    case "int": return .int(try fields.decode(Int.self, forKey: .value))
    case "bool": return .bool(try fields.decode(Bool.self, forKey: .value))
    case "string": return .string(try fields.decode(String.self, forKey: .value))
    case "double":
      if let number = try? fields.decode(Double.self, forKey: .value) { return .double(number) }
      let text = try fields.decode(String.self, forKey: .value)
      guard let number = AcceptRecordValue.nonFinite(text) else {
        throw DecodingError.dataCorruptedError(
          forKey: .value, in: fields, debugDescription: "a double record is a number, nan, inf or -inf, not '\(text)'")
      }
      return .double(number)
    default:
      throw DecodingError.dataCorruptedError(
        forKey: .type, in: fields, debugDescription: "a record's type is int, double, bool or string, not '\(type)'")
    }
  }

  /// A seed, written as a decimal text.
  static func seed(_ fields: KeyedDecodingContainer<Field>) throws -> UInt64 {
    let text = try fields.decode(String.self, forKey: .seed)
    guard let seed = AcceptScheduleRequest.seed(text) else {
      throw DecodingError.dataCorruptedError(
        forKey: .seed, in: fields, debugDescription: "a seed is a decimal UInt64, not '\(text)'")
    }
    return seed
  }

  /// The event as one line of the event file: its JSON object, keys sorted, and a line break.
  public func line() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    var data = try encoder.encode(self)
    data.append(0x0A)
    return data
  }

  /// The event on one line of the event file, without its line break.
  public init(line: some StringProtocol) throws {
    self = try JSONDecoder().decode(AcceptEvent.self, from: Data(line.utf8))
  }
}

extension AcceptEvent.Failure {
  fileprivate func encode(into fields: inout KeyedEncodingContainer<AcceptEvent.Field>) throws {
    try fields.encode(kind.rawValue, forKey: .failure)
    try fields.encode(file, forKey: .file)
    try fields.encode(line, forKey: .line)
    try fields.encode(message, forKey: .message)
    try fields.encode(late, forKey: .late)
    if let helper {
      try fields.encode(helper.file, forKey: .helperFile)
      try fields.encode(helper.line, forKey: .helperLine)
    }
    if let comparison {
      try fields.encode(comparison.relation, forKey: .relation)
      try fields.encode(comparison.subject, forKey: .subject)
      try fields.encode(comparison.expected, forKey: .expected)
      try fields.encode(comparison.actual, forKey: .actual)
    }
  }

  fileprivate init(from fields: KeyedDecodingContainer<AcceptEvent.Field>) throws {
    let name = try fields.decode(String.self, forKey: .failure)
    guard let kind = AcceptFailureKind(rawValue: name) else {
      throw DecodingError.dataCorruptedError(
        forKey: .failure, in: fields, debugDescription: "no failure is of the kind '\(name)'")
    }
    self.init(
      kind: kind, file: try fields.decode(String.self, forKey: .file), line: try fields.decode(Int.self, forKey: .line),
      message: try fields.decode(String.self, forKey: .message), late: try fields.decode(Bool.self, forKey: .late))
    if fields.contains(.helperFile) || fields.contains(.helperLine) {
      helper = Place(
        file: try fields.decode(String.self, forKey: .helperFile),
        line: try fields.decode(Int.self, forKey: .helperLine))
    }
    if fields.contains(.relation) {
      comparison = AcceptComparison(
        relation: try fields.decode(AcceptComparison.Relation.self, forKey: .relation),
        subject: try fields.decode(String.self, forKey: .subject),
        expected: try fields.decode(String.self, forKey: .expected),
        actual: try fields.decode(String.self, forKey: .actual))
    }
  }
}

extension AcceptEvent.ScheduleEnd {
  fileprivate func encode(into fields: inout KeyedEncodingContainer<AcceptEvent.Field>) throws {
    try fields.encode(String(seed), forKey: .seed)
    try fields.encode(strategy, forKey: .strategy)
    try fields.encode(depth, forKey: .depth)
    try fields.encode(steps, forKey: .steps)
    try fields.encode(trace, forKey: .trace)
    try fields.encode(reached, forKey: .reached)
    try fields.encode(failures, forKey: .failures)
    try fields.encode(outside, forKey: .outside)
    try fields.encode(timers, forKey: .timers)
    if calibration { try fields.encode(AcceptEvent.calibrationPhase, forKey: .phase) }
  }

  fileprivate init(from fields: KeyedDecodingContainer<AcceptEvent.Field>) throws {
    self.init(
      seed: try AcceptEvent.seed(fields), strategy: try fields.decode(AcceptStrategy.self, forKey: .strategy),
      depth: try fields.decode(Int.self, forKey: .depth), steps: try fields.decode(Int.self, forKey: .steps),
      trace: try fields.decode(String.self, forKey: .trace), reached: try fields.decode(Bool.self, forKey: .reached),
      failures: try fields.decode(Int.self, forKey: .failures), outside: try fields.decode(Int.self, forKey: .outside),
      timers: try fields.decode(Int.self, forKey: .timers),
      calibration: try fields.decodeIfPresent(String.self, forKey: .phase) == AcceptEvent.calibrationPhase)
  }
}
