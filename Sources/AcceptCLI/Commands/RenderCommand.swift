import AcceptMarkdown
import Foundation

/// `accept render FILE.md...`: the HTML that CommonMark (with GFM tables) makes of Markdown files.
struct RenderCommand: AcceptCommand {
  static let name = "render"
  static let summary = "print the HTML of Markdown files, as CommonMark renders them"
  static let help = """
    USAGE: accept render FILE... [--east-asian-line-breaks] [--no-tables] [--json]

    Prints the HTML of each FILE, in order, as the CommonMark reference renderers write it, with GFM tables.
    Every stage of the kit reads this same tree: the code blocks it runs, the review page, accept sync.

    OPTIONS:
      --east-asian-line-breaks  write a line break between two East Asian wide characters as nothing
      --no-tables               read tables as paragraphs, as plain CommonMark does
      --json                    print a JSON array of {"file", "html"} objects instead, one per FILE
    """

  var files: [String]
  var options = HTMLOptions()
  var parseOptions = MarkdownParser.Options()
  var json: Bool

  init(arguments: inout ArgumentList) throws(UsageError) {
    options.eastAsianLineBreaks = arguments.flag("--east-asian-line-breaks")
    parseOptions.tables = !arguments.flag("--no-tables")
    json = arguments.flag("--json")
    files = try arguments.positionals(known: ["--east-asian-line-breaks", "--no-tables", "--json"])
    guard !files.isEmpty else { throw UsageError("render needs at least one Markdown file", command: Self.name) }
  }

  func run(_ console: Console) -> Int32 {
    var rendered: [(file: String, html: String)] = []
    for file in files {
      guard let data = FileManager.default.contents(atPath: file) else {
        console.err("error: cannot read \(file)\n")
        return ExitStatus.usage
      }
      let tree = MarkdownParser.parse(String(decoding: data, as: UTF8.self), options: parseOptions)
      rendered.append((file, MarkdownHTML(options: options).render(tree)))
    }
    if json {
      let objects = rendered.map {
        "  {\"file\":" + BlocksJSON.quoted($0.file) + ",\"html\":" + BlocksJSON.quoted($0.html) + "}"
      }
      console.out(objects.isEmpty ? "[]\n" : "[\n" + objects.joined(separator: ",\n") + "\n]\n")
    } else {
      console.out(rendered.map(\.html).joined())
    }
    return ExitStatus.success
  }
}
