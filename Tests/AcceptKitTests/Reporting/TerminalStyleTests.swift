import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Colour codes, and when they are used.
struct TerminalStyleTests {
  @Test func paintsOnlyWithColourOn() {
    let on = TerminalStyle(colour: true)
    #expect(on.good("a") == "\u{1B}[32ma\u{1B}[0m")
    #expect(on.bad("a") == "\u{1B}[31ma\u{1B}[0m")
    #expect(on.note("a") == "\u{1B}[33ma\u{1B}[0m")
    #expect(on.strong("a") == "\u{1B}[1ma\u{1B}[0m")
    let off = TerminalStyle(colour: false)
    #expect([off.good("a"), off.bad("a"), off.note("a"), off.strong("a")] == ["a", "a", "a", "a"])
  }

  @Test func neverColoursWithNOCOLOROrWithoutATerminal() {
    #expect(!TerminalStyle.detect(environment: ["NO_COLOR": "1"]).colour)
    if isatty(STDOUT_FILENO) == 0 {
      #expect(!TerminalStyle.detect(environment: [:]).colour)
    }
  }
}
