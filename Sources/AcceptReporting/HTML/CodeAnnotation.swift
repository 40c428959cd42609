/// What the review report adds to one fenced code block: lines to highlight and HTML to show after the block.
struct CodeAnnotation: Equatable, Sendable {
  /// The 1-based source lines to highlight as failures (the lines of failed expectations of a check that did not
  /// go as expected).
  var highlightedLines: Set<Int> = []
  /// The 1-based source lines of failures a check expects (`expect=fail` or `expect=compile-error`), highlighted
  /// in a calmer colour.
  var expectedLines: Set<Int> = []
  /// HTML shown right after the block (a check's results).
  var after = ""
  /// Whether the block is a check that held in every run here, so that the page folds its code by default.
  var held = false
}
