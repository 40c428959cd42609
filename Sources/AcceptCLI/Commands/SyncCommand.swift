import AcceptKit
import Foundation

/// `accept sync`: rewrites every source-bound block, in every language, from its file.
struct SyncCommand: AcceptCommand {
  static let name = "sync"
  static let summary = "rewrite every source-bound block from its source file"
  static let help = """
    USAGE: accept sync [ROOT] [--languages A,B,C]

    Rewrites the code of every definition block with source=PATH[#REGION], in every language edition under ROOT
    (default: Acceptance), so that it equals the file or region again. Prints what it changed.
    """

  var common = CommonOptions()

  init(arguments: inout ArgumentList) throws(UsageError) {
    try common.parse(&arguments, subjects: false)
    common.root(from: try arguments.positionals(known: CommonOptions.names, atMost: 1))
  }

  func run(_ console: Console) -> Int32 {
    let loader = SpecLoader(root: common.root, languages: common.languages)
    let synchronizer = SourceSynchronizer(packageRoot: loader.packageRoot)
    var status = ExitStatus.success
    let names = Set(
      common.languages.flatMap { language in
        ((try? FileManager.default.contentsOfDirectory(atPath: "\(common.root)/\(language)")) ?? [])
          .filter { $0.hasSuffix(".md") }.map { String($0.dropLast(3)) }
      })
    for name in names.sorted() {
      for language in common.languages {
        let path = loader.path(spec: name, language: language)
        guard let data = FileManager.default.contents(atPath: path) else { continue }
        if !sync(path, spec: name, language: language, data: data, synchronizer, console) {
          status = ExitStatus.specError
        }
      }
    }
    return status
  }

  private func sync(
    _ path: String, spec: String, language: String, data: Data, _ synchronizer: SourceSynchronizer,
    _ console: Console
  ) -> Bool {
    let text = String(decoding: data, as: UTF8.self)
    let parsed = SpecParser(spec: spec, language: language, path: path).parse([UInt8](data))
    let outcome = parsed.flatMap { synchronizer.synchronize($0, text: text) }
    switch outcome {
    case .failure(let errors):
      console.err("\(errors)\n")
      return false
    case .success(let result) where result.changed > 0:
      do {
        try Data(result.text.utf8).write(to: URL(fileURLWithPath: path))
        console.out("\(path): rewrote \(result.changed) block(s)\n")
      } catch {
        console.err("\(path): error: cannot write: \(error)\n")
        return false
      }
      return true
    case .success:
      return true
    }
  }
}
