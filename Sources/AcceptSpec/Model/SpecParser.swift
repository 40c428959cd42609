import AcceptMarkdown

/// Turns one Markdown file into a spec edition: finds its `swift` blocks, parses their attributes and checks ids.
package struct SpecParser: Sendable {
  /// The spec's name.
  package var spec: String
  /// The language folder the file belongs to.
  package var language: String
  /// The file's display path, used in every location.
  package var path: String

  /// Creates a parser for one file.
  package init(spec: String, language: String, path: String) {
    self.spec = spec
    self.language = language
    self.path = path
  }

  /// Parses the file's bytes; returns the edition, or every error found in it.
  package func parse(_ bytes: [UInt8]) -> Result<SpecEdition, SpecErrors> {
    switch TextDecoding.decode(bytes) {
    case .failure(let invalid): return .failure(SpecErrors([SpecError(.notUTF8, at: at(invalid.line))]))
    case .success(let text): return parse(text: text)
    }
  }

  /// Parses the file's text; returns the edition, or every error found in it.
  package func parse(text: String) -> Result<SpecEdition, SpecErrors> {
    var (blocks, errors) = readBlocks(text)
    errors += uniquenessErrors(blocks)
    if !blocks.contains(where: { $0.kind == .check }) && errors.isEmpty {
      errors.append(SpecError(.noChecks, at: at(1)))
    }
    guard errors.isEmpty else { return .failure(SpecErrors(errors)) }
    return .success(SpecEdition(spec: spec, language: language, path: path, blocks: blocks))
  }

  /// The edition of the file's blocks that parse on their own, leaving out each block with an error, as a file with
  /// errors still has prose and comments to read (`accept lint`'s wording rules); never fails.
  package func readableEdition(text: String) -> SpecEdition {
    SpecEdition(spec: spec, language: language, path: path, blocks: readBlocks(text).blocks)
  }

  /// Each `swift` block of the text that parses, and the error of each one that does not, in document order.
  private func readBlocks(_ text: String) -> (blocks: [SpecBlock], errors: [SpecError]) {
    var errors: [SpecError] = []
    var blocks: [SpecBlock] = []
    for fenced in MarkdownScanner.fencedCodeBlocks(in: text) where Self.isSwift(fenced.info) {
      do {
        blocks.append(try block(from: fenced))
      } catch {
        errors.append(error)
      }
    }
    return (blocks, errors)
  }

  /// Whether an info string's first word is `swift`.
  static func isSwift(_ info: String) -> Bool {
    info.split(whereSeparator: \.isWhitespace).first == "swift"
  }

  private func block(from fenced: FencedCodeBlock) throws(SpecError) -> SpecBlock {
    let location = at(fenced.line)
    let attributes = try AttributeParser(location: location).parse(fenced.info)
    guard fenced.closed else { throw SpecError(.unclosedFence, at: location) }
    return SpecBlock(
      attributes: attributes, code: fenced.code, location: location, contentLine: fenced.contentLine,
      info: fenced.info)
  }

  private func uniquenessErrors(_ blocks: [SpecBlock]) -> [SpecError] {
    var checks: [String: Int] = [:]
    var names: [String: Int] = [:]
    var errors: [SpecError] = []
    for block in blocks {
      let line = block.location.line
      if let id = block.attributes.check?.id {
        if let first = checks[id] { errors.append(SpecError(.duplicateCheck(id, first: first), at: block.location)) }
        checks[id] = checks[id] ?? line
      }
      if let name = block.attributes.name {
        if let first = names[name] { errors.append(SpecError(.duplicateName(name, first: first), at: block.location)) }
        names[name] = names[name] ?? line
      }
    }
    return errors
  }

  private func at(_ line: Int) -> SourceLocation { SourceLocation(file: path, line: line) }
}
