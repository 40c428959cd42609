@testable import AcceptMarkdown

/// Builds inline inputs for tests: each line starts at column 1 of consecutive lines from line 1, unless said.
enum InlineFixture {
  /// The input of `text`, its lines split at line feeds, the first on `line` at `column`, the others at column 1.
  static func input(_ text: String, line: Int = 1, column: Int = 1) -> InlineInput {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, text in
      InlineInput.Line(
        text: String(text), start: SourcePosition(line: line + index, column: index == 0 ? column : 1))
    }
    return InlineInput(lines: lines)
  }

  /// The HTML CommonMark writes for the inlines of `text`.
  static func html(
    _ text: String, definitions: LinkDefinitions = LinkDefinitions(), options: HTMLOptions = HTMLOptions(),
    hooks: InlineHooks = InlineHooks()
  ) -> String {
    InlineHTML.render(InlineParser.parse(input(text), definitions: definitions), options: options, hooks: hooks)
  }

  /// Definitions for `[home]` (with a title) and `[docs]`.
  static let definitions: LinkDefinitions = {
    var definitions = LinkDefinitions()
    definitions.add(label: "Home", LinkDefinition(destination: "/start", title: "Start page"))
    definitions.add(label: "docs", LinkDefinition(destination: "/docs/guide", title: nil))
    return definitions
  }()
}
