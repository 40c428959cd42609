import Foundation

/// Whether terminal output is coloured: only on a terminal, and never when `NO_COLOR` is set.
package struct TerminalStyle: Sendable {
  /// Whether to emit colour codes.
  package var colour: Bool

  /// Creates a style with colour on or off.
  package init(colour: Bool) { self.colour = colour }

  /// Colour when standard output is a terminal and `NO_COLOR` is unset or empty.
  package static func detect(environment: [String: String]) -> TerminalStyle {
    let noColour = !(environment["NO_COLOR"] ?? "").isEmpty
    return TerminalStyle(colour: isatty(STDOUT_FILENO) == 1 && !noColour)
  }

  /// `text` in green.
  package func good(_ text: String) -> String { paint(text, "32") }
  /// `text` in red.
  package func bad(_ text: String) -> String { paint(text, "31") }
  /// `text` in yellow.
  package func note(_ text: String) -> String { paint(text, "33") }
  /// `text` in bold.
  package func strong(_ text: String) -> String { paint(text, "1") }

  private func paint(_ text: String, _ code: String) -> String {
    colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
