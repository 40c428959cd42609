import Foundation

/// The identity of one `accept run`: a UUID made when the run starts and kept in its `acceptance.json`, so that
/// `accept report merge` can tell two copies of one run from two runs.
package struct RunID: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The UUID.
  package var uuid: UUID

  /// Creates a fresh, random run id.
  package init() { uuid = UUID() }

  /// Creates the run id `uuid`.
  package init(uuid: UUID) { self.uuid = uuid }

  /// The UUID in its usual upper-case text form.
  package var description: String { uuid.uuidString }

  /// Reads the UUID text.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let uuid = UUID(uuidString: text) else {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(text)' is not a UUID")
    }
    self.uuid = uuid
  }

  /// Writes the UUID text.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(uuid.uuidString)
  }
}
