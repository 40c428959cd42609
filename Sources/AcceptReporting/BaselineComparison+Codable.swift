import AcceptExecution

/// The report-level part of a comparison in `acceptance.json`: `{"path", "runIds", "fixed"}`. Each standing is
/// kept on its check instead (`BaselineMarkedCheck`), and `RunReport`'s decoding puts them back.
extension BaselineComparison: Codable {
  private enum CodingKeys: String, CodingKey {
    case path, runIds, fixed
  }

  /// Encodes the baseline's path, its run ids and the fixed checks.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(path, forKey: .path)
    try container.encode(runIds, forKey: .runIds)
    try container.encode(fixed, forKey: .fixed)
  }

  /// Decodes the report-level part; the standings stay empty until the report's checks supply them.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      path: try container.decode(String.self, forKey: .path),
      runIds: try container.decodeIfPresent([RunID].self, forKey: .runIds) ?? [], standings: [:],
      fixed: try container.decodeIfPresent([CheckKey].self, forKey: .fixed) ?? [])
  }
}
