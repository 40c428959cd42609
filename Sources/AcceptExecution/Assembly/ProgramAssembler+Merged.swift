import AcceptSpec
import Foundation

extension ProgramAssembler {
  /// The prefix of the function that holds a merged check.
  static let checkFunctionPrefix = "acceptCheck_"
  /// The type a merged check's function returns, after the check's last line only.
  static let checkEndType = "AcceptHarness.CheckEnd"

  /// One program holding `checks` of `edition` (in document order), each as a main-actor function, after the
  /// definition blocks the first of them sees (the planner merges only checks with no definition between them that
  /// sees only the checks below it, so each sees exactly what its standalone program holds); the program runs the
  /// check whose id is its first argument.
  package func mergedProgram(for edition: SpecEdition, checks: [SpecCheck]) -> CheckProgram {
    var files = [edition.path]
    var source = HarnessSource.text
    source += "\n// Spec \(edition.spec), \(edition.language) edition: \(checks.count) checks merged\n"
    if let first = checks.first { source += definitionsSection(for: first, in: edition, files: &files) }
    for check in checks { source += checkFunction(check, in: edition) }
    source += dispatcher(checks, in: edition)
    return CheckProgram(source: source, files: files, linkage: linkage(edition))
  }

  /// The Swift name of the function that holds check `id`.
  static func functionName(_ id: String) -> String {
    checkFunctionPrefix + id.replacingOccurrences(of: "-", with: "_")
  }

  /// The check's code as the body of a main-actor async throwing function named after the check.
  func checkFunction(_ check: SpecCheck, in edition: SpecEdition) -> String {
    let id = check.id
    // The function returns a value only its last line gives, so a bare `return` in the check's own code (which
    // would skip its later clauses, and which top-level code cannot hold) does not compile merged either.
    var text = "\n@MainActor func \(Self.functionName(id))() async throws -> \(Self.checkEndType) {\n"
    text += section("check \(id)", check.block.code, edition.path, line: check.block.codeLines.first)
    return text + "return .reached\n}\n"
  }

  /// A call of the check's function that turns an error thrown out of it into a failure at the check's fence; for an
  /// async check, a run of every schedule the runner asks for through `ACCEPT_SCHEDULE`.
  static func guardedCall(_ check: SpecCheck, in edition: SpecEdition) -> String {
    let name = functionName(check.id)
    let place = "file: \(literal(edition.path)), line: \(check.location.line)"
    let plain = "do { _ = try await \(name)() } catch { AcceptHarness.uncaught(error, \(place)) }"
    guard check.block.awaits else { return plain }
    // An async check explores its schedules in this one process when the runner asks for them.
    return "if AcceptScheduler.requested { AcceptScheduler.explore(\(place), \(name)) } else { \(plain) }"
  }

  /// Writes the top-level switch that calls the check function named by the program's first argument.
  private func dispatcher(_ checks: [SpecCheck], in edition: SpecEdition) -> String {
    var text = "\n// Runs the check named by the first argument.\n"
    text += "switch CommandLine.arguments.dropFirst().first ?? \"\" {\n"
    for check in checks {
      text += "case \(Self.literal(check.id)):\n"
      text += "  \(Self.enterCall(check, in: edition))\n  \(Self.guardedCall(check, in: edition))\n"
      // As in a program of its own: a check that does not await ends with `finishCall`'s blocking wait.
      if let end = Self.endCall(check, async: check.block.awaits) { text += "  \(end)\n" }
    }
    text += "default: fatalError(\"accept: no check named \\(CommandLine.arguments.dropFirst().first ?? \"\")\")\n"
    text += "}\n"
    return text + HarnessSource.finishCall + "\n"
  }
}
