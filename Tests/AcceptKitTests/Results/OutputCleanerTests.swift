import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Folding a crash's stack trace out of the output shown in reports.
struct OutputCleanerTests {
  @Test func foldsTheFramesOfAStackTrace() {
    let output = """
      before the trap
      Check/runner.md:6: Precondition failed: odd value 3
      Current stack trace:
      0    libswiftCore.so                    0x00007f0c5b1b3f9d _swift_stdlib_reportFatalErrorInFile + 109
      1    libswiftCore.so                    0x00007f0c5aeb3e65 <unavailable> + 1400421
      12   check                              0x000055f7b0a2c0a9 <unavailable> + 4265
      after the trace
      """
    #expect(
      OutputCleaner.clean(output) == """
        before the trap
        Check/runner.md:6: Precondition failed: odd value 3
        (stack trace of 3 frames left out)
        after the trace
        """)
  }

  @Test func foldsATraceAtTheEnd() {
    #expect(
      OutputCleaner.clean("x\nCurrent stack trace:\n0 a 0x1 f\n1 b 0x2 g\n")
        == "x\n(stack trace of 2 frames left out)\n")
    #expect(OutputCleaner.clean("Current stack trace:") == "(stack trace of 0 frames left out)")
  }

  @Test func keepsOutputWithoutATrace() {
    let output = "1 line starts with a digit 0x10\n\n  indented\n"
    #expect(OutputCleaner.clean(output) == output)
  }
}
