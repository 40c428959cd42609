import AcceptKit
import Foundation

/// A broken implementation kept to prove a spec rejects it: `ROOT/counterexamples/SPEC/NAME.swift`, whose first line
/// is `// replaces: BLOCK`.
struct Counterexample {
  /// The spec it is run against.
  var spec: String
  /// The file's name.
  var fileName: String
  /// The replacement it stands for.
  var subject: Subject

  /// Every counterexample under `root`, sorted by spec and file, or an error for each file without its header.
  static func find(in root: String) -> [Result<Counterexample, SpecError>] {
    let base = "\(root)/counterexamples"
    let specs = ((try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []).sorted()
    return specs.flatMap { spec in
      let files = ((try? FileManager.default.contentsOfDirectory(atPath: "\(base)/\(spec)")) ?? [])
        .filter { $0.hasSuffix(".swift") }.sorted()
      return files.map { load(spec: spec, file: $0, path: "\(base)/\(spec)/\($0)") }
    }
  }

  private static func load(spec: String, file: String, path: String) -> Result<Counterexample, SpecError> {
    let text = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
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
}
