/// Parses the inline content of a leaf block into an `InlineTree`, as CommonMark 0.31.2 reads inlines.
package enum InlineParser {
  /// The inlines of `input`, with reference links resolved against `definitions`.
  ///
  /// The parse never fails: what is not a construct is text. It takes time close to linear in the length of the
  /// text and does not recurse per level of nesting, so deeply nested brackets or emphasis are safe.
  package static func parse(_ input: InlineInput, definitions: LinkDefinitions) -> InlineTree {
    var reader = InlineReader(input, definitions: definitions)
    return reader.read()
  }
}
