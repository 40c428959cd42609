import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

@Suite("SanitizerReport: a sanitizer's report fails the check")
struct SanitizerReportTests {
  @Test(arguments: [
    (
      "==================\nWARNING: ThreadSanitizer: data race (pid=12)\n  Write of size 8\n",
      "sanitizer report: WARNING: ThreadSanitizer: data race (pid=12)"
    ),
    (
      "=================================================================\n==7==ERROR: AddressSanitizer: heap-use-after-free on address 0x1\n",
      "sanitizer report: ERROR: AddressSanitizer: heap-use-after-free on address 0x1"
    ),
  ])
  func findsTheHeadline(output: String, message: String) {
    #expect(SanitizerReport.first(in: output) == message)
  }

  @Test func quietOutputHasNoReport() {
    #expect(SanitizerReport.first(in: "record peak = 3\nall good\n") == nil)
  }
}
