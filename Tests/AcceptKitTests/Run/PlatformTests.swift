import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// The machine description kept in reports.
struct PlatformTests {
  @Test func namesTheSystemTheProcessorsAndTheirCount() {
    let description = Platform.description
    #expect(description.hasSuffix(", \(ProcessInfo.processInfo.activeProcessorCount) CPUs"))
    #if os(Linux)
      #expect(description.hasPrefix("Linux "))
    #endif
    #expect(!description.contains("\0"))
  }
}
