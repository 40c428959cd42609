import Foundation

/// `mutation.json` in a report folder: the report encoded as `acceptance.json` is, and read back.
extension MutationReport {
  /// The name of the file in a report folder.
  package static let fileName = "mutation.json"

  /// Encodes the report as `mutation.json` holds it: pretty-printed, keys sorted, slashes unescaped.
  package func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self)
  }

  /// Reads `folder/mutation.json`; nil when the folder holds none, an error naming the file when it cannot be
  /// read or is not a mutation report.
  package static func read(folder: String) throws(MutationReportError) -> MutationReport? {
    let path = "\(folder)/\(fileName)"
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
      return nil
    } catch {
      throw .unreadable(path: path, reason: Self.reason(error))
    }
    do {
      return try JSONDecoder().decode(MutationReport.self, from: data)
    } catch {
      throw .invalid(path: path, reason: Self.reason(error))
    }
  }

  /// A short account of a read or decoding error: the decoding context's description when there is one.
  private static func reason(_ error: any Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context), DecodingError.keyNotFound(_, let context),
      DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      let place = context.codingPath.map(\.stringValue).joined(separator: ".")
      return place.isEmpty ? context.debugDescription : "\(place): \(context.debugDescription)"
    default:
      return (error as NSError).localizedDescription
    }
  }
}
