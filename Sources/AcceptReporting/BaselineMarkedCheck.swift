import AcceptExecution

/// One check as `acceptance.json` holds it: every field of its result and, when it did not go as expected in a run
/// compared with a baseline, its standing in `baseline` (`new`, `already-failing` or `new-no-baseline`).
struct BaselineMarkedCheck: Codable {
  /// The result.
  var result: CheckResult
  /// The standing, or nil for a check without one.
  var standing: BaselineStanding?

  private enum CodingKeys: String, CodingKey {
    case baseline
  }

  /// Creates the entry of `result` with `standing`.
  init(_ result: CheckResult, standing: BaselineStanding?) {
    self.result = result
    self.standing = standing
  }

  /// Encodes the result's fields and, beside them in the same object, the standing.
  func encode(to encoder: any Encoder) throws {
    try result.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(standing, forKey: .baseline)
  }

  /// Decodes a result and its standing, which reports written without a baseline do not hold.
  init(from decoder: any Decoder) throws {
    result = try CheckResult(from: decoder)
    standing = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(
      BaselineStanding.self, forKey: .baseline)
  }
}
