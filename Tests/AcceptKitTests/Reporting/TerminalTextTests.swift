import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Control characters from a check are shown on the terminal, never obeyed.
struct TerminalTextTests {
  @Test(arguments: [
    ("\u{1B}[2J\u{1B}[31mred", "\\u{1B}[2J\\u{1B}[31mred"),
    ("\u{1B}]0;title\u{7}", "\\u{1B}]0;title\\u{7}"),
    ("\u{9B}31m C1 CSI", "\\u{9B}31m C1 CSI"),
    ("a\rb\u{0}c\u{7F}", "a\\u{D}b\\u{0}c\\u{7F}"),
    ("tab\tand\nnewline", "tab\tand\nnewline"),
    ("日本語 é", "日本語 é"),
  ])
  func showsControlCharacters(_ text: String, _ shown: String) {
    #expect(TerminalText.escape(text) == shown)
  }
}
