import AcceptKit
import AcceptMarkdown
import Foundation

/// `accept blocks --json FILE...`: every fenced code block of any Markdown file, as CommonMark defines them.
struct BlocksCommand: AcceptCommand {
  static let name = "blocks"
  static let summary = "print every fenced code block of Markdown files as JSON"
  static let help = """
    USAGE: accept blocks --json FILE...

    Prints a JSON array with one object per fenced code block of each FILE, in file and document order:
    {"file", "line", "info", "code", "closed"}, where line is the 1-based line of the opening fence, code the
    content and closed false for a fence that runs to the end of its container.
    """

  var files: [String]

  init(arguments: inout ArgumentList) throws(UsageError) {
    guard arguments.flag("--json") else { throw UsageError("blocks prints JSON only: add --json", command: Self.name) }
    files = try arguments.positionals(known: ["--json"])
    guard !files.isEmpty else { throw UsageError("blocks needs at least one Markdown file", command: Self.name) }
  }

  func run(_ console: Console) -> Int32 {
    var scanned: [(file: String, blocks: [FencedCodeBlock])] = []
    for file in files {
      guard let data = FileManager.default.contents(atPath: file) else {
        console.err("error: cannot read \(file)\n")
        return ExitStatus.usage
      }
      scanned.append((file, MarkdownScanner.fencedCodeBlocks(in: String(decoding: data, as: UTF8.self))))
    }
    console.out(BlocksJSON.array(scanned))
    return ExitStatus.success
  }
}
