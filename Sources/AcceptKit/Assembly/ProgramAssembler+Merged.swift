import Foundation

extension ProgramAssembler {
  /// The prefix of the function that holds a merged check.
  static let checkFunctionPrefix = "acceptCheck_"

  /// One program holding the checks at `indices` of `edition`, each as a main-actor function, after the definition
  /// blocks above the first of them (the planner merges only checks with no definition between them, so each sees
  /// exactly what its standalone program holds); the program runs the check whose id is its first argument.
  public func mergedProgram(for edition: SpecEdition, checks indices: [Int]) -> CheckProgram {
    var files = [edition.path]
    var source = HarnessSource.text
    source += "\n// Spec \(edition.spec), \(edition.language) edition: \(indices.count) checks merged\n"
    for definition in edition.definitions(above: indices.first ?? 0) where !definition.attributes.ignore {
      let (text, file) = definitionSection(definition, in: edition)
      source += text
      if let file { files.append(file) }
    }
    for index in indices {
      let block = edition.blocks[index]
      let id = block.attributes.check ?? ""
      source += "\n@MainActor func \(Self.functionName(id))() async throws {\n"
      source += section("check \(id)", block.code, edition.path, line: block.contentLine)
      source += "}\n"
    }
    source += dispatcher(indices.map { edition.blocks[$0].attributes.check ?? "" })
    return CheckProgram(source: source, files: files)
  }

  /// The Swift name of the function that holds check `id`.
  static func functionName(_ id: String) -> String {
    checkFunctionPrefix + id.replacingOccurrences(of: "-", with: "_")
  }

  private func dispatcher(_ ids: [String]) -> String {
    var text = "\n// Runs the check named by the first argument.\n"
    text += "switch CommandLine.arguments.dropFirst().first ?? \"\" {\n"
    for id in ids { text += "case \(Self.literal(id)): try await \(Self.functionName(id))()\n" }
    text += "default: fatalError(\"accept: no check named \\(CommandLine.arguments.dropFirst().first ?? \"\")\")\n"
    text += "}\n"
    return text + HarnessSource.finishCall + "\n"
  }
}
