import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// The run id: fresh for each run, written as its UUID text, read back only from a UUID.
struct RunIDTests {
  @Test func everyRunGetsADifferentId() {
    let ids = (1...100).map { _ in RunID() }
    #expect(Set(ids).count == 100)
  }

  @Test func isWrittenAsTheUUIDTextAndReadBack() throws {
    let uuid = try #require(UUID(uuidString: "0A1B2C3D-4E5F-4061-8293-A4B5C6D7E8F9"))
    let data = try JSONEncoder().encode([RunID(uuid: uuid)])
    #expect(String(decoding: data, as: UTF8.self) == #"["0A1B2C3D-4E5F-4061-8293-A4B5C6D7E8F9"]"#)
    #expect(try JSONDecoder().decode([RunID].self, from: data) == [RunID(uuid: uuid)])
    #expect(RunID(uuid: uuid).description == "0A1B2C3D-4E5F-4061-8293-A4B5C6D7E8F9")
  }

  @Test(arguments: [#"["run-1"]"#, #"[""]"#, "[7]"])
  func refusesWhatIsNotAUUID(_ json: String) {
    #expect(throws: DecodingError.self) { try JSONDecoder().decode([RunID].self, from: Data(json.utf8)) }
  }
}
