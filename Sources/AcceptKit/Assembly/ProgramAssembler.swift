/// Builds a check's program: the harness, every definition block above the check, then the check's statements as
/// top-level code, each block under a `#sourceLocation` that points at its Markdown lines.
public struct ProgramAssembler: Sendable {
  /// Replacements for named definition blocks.
  public var subjects: [String: Subject]

  /// Creates an assembler with optional subjects.
  public init(subjects: [Subject] = []) {
    self.subjects = Dictionary(subjects.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last })
  }

  /// The program of the check block at `index` in `edition`.
  public func program(for edition: SpecEdition, checkAt index: Int) -> CheckProgram {
    let check = edition.blocks[index]
    var files = [edition.path]
    var source = HarnessSource.text
    source += "\n// Spec \(edition.spec), \(edition.language) edition, check \(check.attributes.check ?? "?")\n"
    for definition in edition.definitions(above: index) where !definition.attributes.ignore {
      let (text, file) = definitionSection(definition, in: edition)
      source += text
      if let file { files.append(file) }
    }
    source += checkSection(check, in: edition)
    return CheckProgram(source: source, files: files)
  }

  /// The check's code as top-level code and the call that ends it; an error thrown there traps with "Error raised
  /// at top level", which the runner reads as a thrown error, not a crash.
  func checkSection(_ check: SpecBlock, in edition: SpecEdition) -> String {
    section("check \(check.attributes.check ?? "")", check.code, edition.path, line: check.contentLine)
      + HarnessSource.finishCall + "\n"
  }

  /// A definition block's section, with its subject's code when one replaces it, and the subject's path.
  func definitionSection(_ definition: SpecBlock, in edition: SpecEdition) -> (text: String, subjectPath: String?) {
    if let name = definition.attributes.name, let subject = subjects[name] {
      return (
        section("definition \(name), replaced by \(subject.path)", subject.code, subject.path, line: 1), subject.path
      )
    }
    let title = definition.attributes.name.map { "definition \($0)" } ?? "definition"
    return (section(title, definition.code, edition.path, line: definition.contentLine), nil)
  }

  /// A block's code between a `#sourceLocation` that points at its first line and one that ends the mapping.
  func section(_ title: String, _ code: String, _ path: String, line: Int) -> String {
    var text = "\n// \(title) (\(path):\(line))\n"
    text += "#sourceLocation(file: \(Self.literal(path)), line: \(line))\n"
    text += code.hasSuffix("\n") || code.isEmpty ? code : code + "\n"
    text += "#sourceLocation()\n"
    return text
  }

  /// A Swift string literal holding `text`.
  static func literal(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
