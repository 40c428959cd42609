import AcceptExecution
import AcceptSpec
import Foundation

/// A broken implementation kept to prove a spec rejects it: `ROOT/counterexamples/SPEC/NAME.patch`, a unified diff
/// of one package file whose preamble names the block it replaces (`replaces: BLOCK`), or `NAME.swift`, a whole
/// replacement whose first line is `// replaces: BLOCK`.
struct Counterexample {
  /// The spec it is run against.
  var spec: String
  /// The file's name.
  var fileName: String
  /// The replacement it stands for.
  var subject: Subject
  /// What is weak about it but does not stop it: each hunk of its patch that applied away from its header's line.
  var warnings: [SpecWarning] = []

  /// Every counterexample under `root`, both kinds sorted together by spec and file name, or a located error for
  /// each file that cannot stand for a block. `specs` tell which blocks are bound to which files, for patches.
  static func find(in root: String, specs: [Spec], packageRoot: String, only selected: [String] = [])
    -> [Result<Counterexample, SpecError>]
  {
    let base = "\(root)/counterexamples"
    let folders = ((try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []).sorted()
      .filter { selected.isEmpty || selected.contains($0) }
    let bindings = Dictionary(specs.map { ($0.name, Self.bindings(of: $0)) }, uniquingKeysWith: { a, _ in a })
    return folders.flatMap { spec in
      let files = ((try? FileManager.default.contentsOfDirectory(atPath: "\(base)/\(spec)")) ?? [])
        .filter { $0.hasSuffix(".swift") || $0.hasSuffix(".patch") }.sorted()
      return files.map { file in
        let path = "\(base)/\(spec)/\(file)"
        let text = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        guard file.hasSuffix(".patch") else { return load(spec: spec, file: file, path: path, text: text) }
        return loadPatch(
          spec: spec, file: file, path: path, text: text, packageRoot: packageRoot, bindings: bindings[spec] ?? [:])
      }
    }
  }

  /// The `source=` binding of each named definition block of the spec's first edition.
  private static func bindings(of spec: Spec) -> [String: SourceBinding] {
    let blocks = spec.editions.first?.blocks ?? []
    return Dictionary(
      blocks.compactMap { block in block.attributes.name.flatMap { name in block.attributes.source.map { (name, $0) } }
      },
      uniquingKeysWith: { a, _ in a })
  }

  private static func load(spec: String, file: String, path: String, text: String) -> Result<Counterexample, SpecError>
  {
    let first = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
    let prefix = "// replaces:"
    guard first.hasPrefix(prefix) else {
      let message = "a counterexample's first line must be '// replaces: <definition block name>'"
      return .failure(SpecError(.sourceBinding(message), at: SourceLocation(file: path, line: 1)))
    }
    let name = first.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
    return .success(
      Counterexample(spec: spec, fileName: file, subject: Subject(name: name, path: path, code: text)))
  }

  private static func loadPatch(
    spec: String, file: String, path: String, text: String, packageRoot: String, bindings: [String: SourceBinding]
  ) -> Result<Counterexample, SpecError> {
    do {
      let patch = try PatchFile(parsing: text)
      let made = try PatchedCode.make(patch, packageRoot: packageRoot, binding: bindings[patch.replaces])
      let warnings = made.offsets.map { offset in
        SpecWarning(
          location: SourceLocation(file: path, line: offset.headerLine),
          message: "this hunk applied at line \(offset.found) of \(patch.path), \(Self.lines(offset.lines)) the "
            + "line \(offset.stated) its header names; check that it still changes what it meant to, then update the "
            + "patch")
      }
      return .success(
        Counterexample(
          spec: spec, fileName: file, subject: Subject(name: patch.replaces, path: path, code: made.code),
          warnings: warnings))
    } catch {
      return .failure(SpecError(.unusablePatch(error.description), at: SourceLocation(file: path, line: error.line)))
    }
  }

  /// "3 lines below" or "1 line above".
  private static func lines(_ count: Int) -> String {
    "\(abs(count)) line\(abs(count) == 1 ? "" : "s") \(count > 0 ? "below" : "above")"
  }
}
