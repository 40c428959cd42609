import AcceptKit
import AcceptSpec
import Foundation

/// `accept sync`: rewrites every source-bound block, in every language, from its file.
struct SyncCommand: AcceptCommand {
  static let name = "sync"
  static let summary = "rewrite every source-bound block from its source file"
  static let help = """
    USAGE: accept sync [ROOT] [--languages A,B,C] [--dry-run]

    Rewrites the code of every definition block with source=PATH[#REGION], in every language edition under ROOT
    (default: the Acceptance folder here or in the nearest folder above), so that it equals the file or region
    again. Prints what it changed. Every other line of a spec keeps its bytes and its line ending (LF, CRLF or
    CR); the rewritten lines take the line ending of the block's opening fence. Each file is replaced at once, by
    renaming a temporary file written next to it, and keeps its permissions. A block inside block quotes or list
    items keeps them: each new line starts with the container prefix of the block's lines ('> ', the list item's
    indentation), and a blank code line with that prefix without its trailing spaces ('>'). A block whose new text
    would not read back as its source (a line that closes the fence) is refused with its file:line, and that file
    is not written.

    OPTIONS:
      --dry-run   write nothing; print a unified diff (--- a/PATH, +++ b/PATH, @@ hunks with 3 lines of context)
                  of every change sync would make, which 'patch -p1' or 'git apply' can apply

    EXIT STATUS: 0 done (or nothing to do), 2 a spec error or a file that cannot be written, 64 a bad invocation.
    """

  var common = CommonOptions()
  /// Whether to print the changes as a diff instead of writing them.
  var dryRun = false

  init(arguments: inout ArgumentList) throws(UsageError) {
    try common.parse(&arguments, subjects: false)
    dryRun = arguments.flag("--dry-run")
    try common.root(
      from: try arguments.positionals(known: CommonOptions.names + ["--dry-run"], atMost: 1), command: Self.name)
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
        guard let data = try? RegularFile.read(path) else { continue }
        if !sync(path, spec: name, language: language, data: data, synchronizer, console) {
          status = ExitStatus.specError
        }
      }
    }
    return status
  }

  /// Synchronizes one file; returns false when it has errors or cannot be written.
  private func sync(
    _ path: String, spec: String, language: String, data: Data, _ synchronizer: SourceSynchronizer,
    _ console: Console
  ) -> Bool {
    let text = String(decoding: data, as: UTF8.self)
    let parsed = SpecParser(spec: spec, language: language, path: path).parse([UInt8](data))
    switch parsed.flatMap({ synchronizer.synchronize($0, text: text) }) {
    case .failure(let errors):
      console.err("\(errors)\n")
      return false
    case .success(let result) where result.changed > 0:
      return apply(result.text, over: text, path: path, changed: result.changed, console)
    case .success:
      return true
    }
  }

  /// Writes the new text (or prints its diff with `--dry-run`); returns false when the file cannot be written.
  private func apply(_ new: String, over old: String, path: String, changed: Int, _ console: Console) -> Bool {
    guard !dryRun else {
      console.out(UnifiedDiff.render(oldText: old, newText: new, path: path))
      return true
    }
    do {
      try AtomicFile.replace(path, with: Data(new.utf8))
      console.out("\(path): rewrote \(changed) block(s)\n")
      return true
    } catch {
      console.err("\(path): error: \(error)\n")
      return false
    }
  }
}
