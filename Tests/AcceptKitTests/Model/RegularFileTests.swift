import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading files that must be regular: FIFOs, devices and folders are refused at once, never waited on.
struct RegularFileTests {
  /// Reads `path` on another thread and gives up after ten seconds, so that a read that blocks fails the test.
  static func boundedRead(_ path: String) -> Result<Data, RegularFile.Failure>? {
    let done = DispatchSemaphore(value: 0)
    let box = Collected<Result<Data, RegularFile.Failure>>()
    Thread.detachNewThread {
      box.append(Result { () throws(RegularFile.Failure) in try RegularFile.read(path) })
      done.signal()
    }
    guard done.wait(timeout: .now() + 10) == .success else { return nil }
    return box.all.first
  }

  @Test func readsARegularFile() throws {
    let package = try ScratchPackage(["a.txt": Array("text\r\n".utf8)])
    #expect(try RegularFile.read("\(package.root)/a.txt") == Data("text\r\n".utf8))
  }

  @Test func refusesAFIFOWithoutWaitingForAWriter() throws {
    let package = try ScratchPackage()
    let fifo = "\(package.root)/pipe"
    try #require(mkfifo(fifo, 0o600) == 0)
    let result = try #require(Self.boundedRead(fifo), "reading a FIFO blocked")
    #expect(result == .failure(.notRegular(path: fifo, kind: "a FIFO")))
    #expect(
      "\(RegularFile.Failure.notRegular(path: fifo, kind: "a FIFO"))" == "'\(fifo)' is a FIFO, not a regular file")
  }

  @Test func refusesADeviceAndAFolder() throws {
    let package = try ScratchPackage()
    #expect(Self.boundedRead("/dev/null") == .failure(.notRegular(path: "/dev/null", kind: "a character device")))
    #expect(Self.boundedRead(package.root) == .failure(.notRegular(path: package.root, kind: "a folder")))
  }

  @Test func saysWhyAMissingFileCannotBeOpened() throws {
    let package = try ScratchPackage()
    let missing = "\(package.root)/missing"
    #expect(Self.boundedRead(missing) == .failure(.cannotOpen(path: missing, reason: "No such file or directory")))
  }
}
