import Foundation
import Testing

@testable import StepQueue

@Suite("StagingFile")
final class StagingFileTests {
  private let directory: URL

  init() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("staging-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: directory)
  }

  private func listing() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  @Test("the staging file is private, hidden and next to the artifact")
  func location() {
    let artifact = directory.appendingPathComponent("convert")
    let first = StagingFile(for: artifact)
    let second = StagingFile(for: artifact)
    #expect(first.url.deletingLastPathComponent().path == directory.path)
    #expect(first.url.lastPathComponent.hasPrefix(".convert."))
    #expect(first.url.lastPathComponent.hasSuffix(".staging"))
    #expect(first.url != second.url)
  }

  @Test("written chunks are committed by a rename that leaves no staging file")
  func writeAndCommit() throws {
    let staging = StagingFile(for: directory.appendingPathComponent("convert"))
    var chunks = [Data("a".utf8), Data("b".utf8)]
    try staging.write { chunks.isEmpty ? nil : chunks.removeFirst() }
    #expect(try listing() == [staging.url.lastPathComponent])
    try staging.commit()
    #expect(try listing() == ["convert"])
    #expect(try Data(contentsOf: staging.artifact) == Data("ab".utf8))
  }

  @Test("a throwing producer leaves the staging file for the step to discard")
  func throwingProducer() throws {
    struct Broken: Error {}
    let staging = StagingFile(for: directory.appendingPathComponent("convert"))
    #expect(throws: Broken.self) { try staging.write { throw Broken() } }
    #expect(try listing() == [staging.url.lastPathComponent])
    staging.discard()
    #expect(try listing().isEmpty)
  }

  @Test("discarding removes the staging file and nothing else")
  func discardOnlyOwnFile() throws {
    for name in ["neighbour", ".other.staging"] {
      try Data("kept".utf8).write(to: directory.appendingPathComponent(name))
    }
    let staging = StagingFile(for: directory.appendingPathComponent("convert"))
    try staging.write { nil }
    staging.discard()
    staging.discard()
    #expect(try listing() == [".other.staging", "neighbour"])
  }
}
