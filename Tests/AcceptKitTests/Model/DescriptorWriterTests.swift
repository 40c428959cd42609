import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Writing a whole buffer to a descriptor: every byte arrives, and a failed write says so with `errno`.
struct DescriptorWriterTests {
  @Test(arguments: [0, 1, 100_000])
  func writesEveryByteThroughAPipe(count: Int) async throws {
    let pipe = Pipe()
    let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0) }
    // A reader drains the pipe while the writer fills it, so a buffer larger than the pipe's needs several writes.
    let reader = Task.detached { pipe.fileHandleForReading.readDataToEndOfFile() }
    let written = bytes.withUnsafeBytes {
      DescriptorWriter.writeAll($0, to: pipe.fileHandleForWriting.fileDescriptor)
    }
    try pipe.fileHandleForWriting.close()
    #expect(written)
    #expect(Array(await reader.value) == bytes)
  }

  @Test func reportsAFailedWriteWithItsError() {
    let written = Array("text".utf8).withUnsafeBytes { DescriptorWriter.writeAll($0, to: -1) }
    #expect(!written)
    #expect(errno == EBADF)
  }
}
