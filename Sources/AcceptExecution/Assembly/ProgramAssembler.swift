import AcceptProcess
import AcceptSpec

/// Builds a check's program: the harness, the definition blocks the check sees (those above it and those with
/// `scope=spec`, in document order), then the check's statements as top-level code, each block under a
/// `#sourceLocation` that points at its Markdown lines.
package struct ProgramAssembler: Sendable {
  /// Replacements for named definition blocks.
  package var subjects: [String: Subject]
  /// The package modules the programs import, and the definition blocks they serve; nil when no spec imports one.
  package var modules: ProgramModules?

  /// Creates an assembler with optional subjects.
  package init(subjects: [Subject] = [], modules: ProgramModules? = nil) {
    self.subjects = Dictionary(subjects.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last })
    self.modules = modules
  }

  /// The program of `check` of `edition`.
  package func program(for edition: SpecEdition, check: SpecCheck) -> CheckProgram {
    var files = [edition.path]
    var source = HarnessSource.text
    source += "\n// Spec \(edition.spec), \(edition.language) edition, check \(check.id)\n"
    source += definitionsSection(for: check, in: edition, files: &files)
    source += checkSection(check, in: edition)
    return CheckProgram(source: source, files: files, linkage: linkage(edition))
  }

  /// The modules' imports and every definition block `check` sees that no module serves, adding subjects' paths to
  /// `files`.
  func definitionsSection(for check: SpecCheck, in edition: SpecEdition, files: inout [String]) -> String {
    var source = modules?.importLines(edition) ?? ""
    for definition in edition.definitionIndices(for: check) {
      let block = edition.blocks[definition]
      if let target = modules?.servingTarget(edition, definition) {
        source +=
          "\n// definition \(block.attributes.name ?? "") (\(edition.path):\(block.codeLines.first)): module \(target)\n"
        continue
      }
      let (text, file) = definitionSection(block, in: edition)
      source += text
      if let file { files.append(file) }
    }
    return source
  }

  /// The flags and objects of the modules `edition` imports.
  func linkage(_ edition: SpecEdition) -> ModuleLinkage {
    modules?.linkages[edition.path] ?? ModuleLinkage()
  }

  /// The check's code as top-level code and the call that ends it; an error thrown there traps with "Error raised
  /// at top level", which the runner reads as a thrown error, not a crash.
  func checkSection(_ check: SpecCheck, in edition: SpecEdition) -> String {
    var text = Self.enterCall(check, in: edition) + "\n"
    text += section("check \(check.id)", check.block.code, edition.path, line: check.block.codeLines.first)
    if let end = Self.endCall(check, async: check.block.awaits) { text += end + "\n" }
    return text + HarnessSource.finishCall + "\n"
  }

  /// What ends the check before `finishCall`: nothing for a check whose top-level code does not await (`finishCall`
  /// waits, blocking, for the work it left), the main-actor wait for one that does, and for a check marked
  /// `leftover=allowed` the call that says its end does not wait.
  static func endCall(_ check: SpecCheck, async: Bool) -> String? {
    if check.role.leftoverAllowed { return HarnessSource.leftoverAllowedCall }
    return async ? HarnessSource.settleCall : nil
  }

  /// A definition block's section, with its subject's code when one replaces it, and the subject's path.
  func definitionSection(_ definition: SpecBlock, in edition: SpecEdition) -> (text: String, subjectPath: String?) {
    if let name = definition.attributes.name, let subject = subjects[name] {
      return (
        section("definition \(name), replaced by \(subject.path)", subject.code, subject.path, line: 1), subject.path
      )
    }
    let title = definition.attributes.name.map { "definition \($0)" } ?? "definition"
    return (section(title, definition.code, edition.path, line: definition.codeLines.first), nil)
  }

  /// The harness call that names the check's block (its Markdown file and code lines) before the check runs, so that a
  /// failure raised in a helper can be placed at the check's line that called it.
  static func enterCall(_ check: SpecCheck, in edition: SpecEdition) -> String {
    // An empty check still names one line, its closing fence, so that the harness's range is never empty.
    let span = check.block.codeLines
    let lines = "\(span.first)...\(span.first + max(span.count, 1) - 1)"
    return "AcceptHarness.enterCheck(file: \(literal(edition.path)), lines: \(lines))"
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
