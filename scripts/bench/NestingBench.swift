// Renders one deeply nested Markdown document the way the review page does and prints the seconds it took.
// Built by scripts/bench-nesting.sh together with the sources of AcceptKit, against AcceptMarkdown; not part of the
// package.
// Usage: bench quotes|lists|markers|brackets|links|emphasis COUNT
import AcceptMarkdown
import Foundation

/// The document of `kind` nested `count` levels deep.
func document(_ kind: String, _ count: Int) -> String? {
  switch kind {
  case "quotes": return String(repeating: ">", count: count) + " deep\n"
  case "lists": return (0..<count).map { String(repeating: " ", count: 2 * $0) + "- item \($0)\n" }.joined()
  case "markers": return String(repeating: "- ", count: count) + "x\n"
  case "brackets": return String(repeating: "[", count: count) + "a" + String(repeating: "]", count: count) + "\n"
  case "links": return String(repeating: "[", count: count) + "a" + String(repeating: "](u)", count: count) + "\n"
  case "emphasis": return String(repeating: "*a ", count: count) + String(repeating: "b* ", count: count) + "\n"
  default: return nil
  }
}

/// The seconds between two instants.
func seconds(_ from: ContinuousClock.Instant, _ to: ContinuousClock.Instant) -> String {
  let parts = (to - from).components
  return String(format: "%.3f", Double(parts.seconds) + Double(parts.attoseconds) / 1e18)
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let count = Int(arguments[2]), let text = document(arguments[1], count) else {
  FileHandle.standardError.write(Data("usage: bench quotes|lists|markers|brackets|links|emphasis COUNT\n".utf8))
  exit(64)
}
let start = ContinuousClock.now
let tree = MarkdownParser.parse(text)
let afterParse = ContinuousClock.now
let html = PageMarkdown(tree: tree).html
let end = ContinuousClock.now
print(
  "bytes=\(text.utf8.count) parse=\(seconds(start, afterParse)) render=\(seconds(afterParse, end)) html=\(html.utf8.count)"
)
