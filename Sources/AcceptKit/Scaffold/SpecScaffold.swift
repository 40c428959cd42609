import AcceptSpec
import Foundation

/// The files `accept new` writes for a new spec: one edition per language, the source file its definition block is
/// bound to, a counterexample, and (for a library target the package does not have yet) the manifest's new text.
package struct SpecScaffold: Sendable {
  /// The name of the counterexample every scaffold holds.
  package static let counterexampleName = "drops-the-remainder.patch"

  /// The spec's name.
  package let name: SpecName
  /// The root folder of the specs, as the user gave it.
  package let root: String
  /// The language folders, the first being the reference edition.
  package let languages: [String]
  /// The library target the source file belongs to, or nil for a file beside the specs.
  package let library: String?

  /// Describes a scaffold; a `library` that is no Swift identifier is a `ScaffoldError.badTarget`, a language that is
  /// no plain folder name of the root a `ScaffoldError.badLanguage`.
  package init(name: SpecName, root: String, languages: [String], library: String?) throws(ScaffoldError) {
    if let library {
      let isHead = { (c: Character) in c.isASCII && (c.isLetter || c == "_") }
      let isTail = { (c: Character) in c.isASCII && (c.isLetter || c.isNumber || c == "_") }
      guard let first = library.first, isHead(first), library.allSatisfy(isTail) else {
        throw .badTarget(library)
      }
    }
    if let bad = languages.first(where: { !ScaffoldLanguages.isFolderName($0) }) { throw .badLanguage(bad) }
    self.name = name
    self.root = root
    self.languages = languages
    self.library = library
  }

  /// The package root, as `accept lint` finds it: the nearest folder from the root's parent up with a
  /// `Package.swift`, else the root's parent.
  package var packageRoot: String { SpecLoader(root: root, languages: languages).packageRoot }

  /// The manifest of the package, when there is one.
  var manifest: String? {
    let path = Self.joined(packageRoot, "Package.swift")
    return FileManager.default.fileExists(atPath: path) ? path : nil
  }

  /// The source file: `Sources/TARGET/Name.swift` in the package with `--library`, else `ROOT/sources/Name.swift`.
  var sourcePath: String {
    guard let library else { return "\(root)/sources/\(name.upperCamel).swift" }
    return Self.joined(packageRoot, "Sources/\(library)/\(name.upperCamel).swift")
  }

  /// The counterexample's path.
  var counterexamplePath: String { "\(root)/counterexamples/\(name.slug)/\(Self.counterexampleName)" }

  /// `rest` inside `folder`, without a leading `./` when the folder is the current one.
  static func joined(_ folder: String, _ rest: String) -> String { folder == "." ? rest : "\(folder)/\(rest)" }

  /// `path` relative to the package root, as `source=` paths and patch headers are written.
  func packageRelative(_ path: String) -> String {
    let base = URL(fileURLWithPath: packageRoot).standardizedFileURL.path
    let full = URL(fileURLWithPath: path).standardizedFileURL.path
    let prefix = base.hasSuffix("/") ? base : base + "/"
    return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full
  }

  /// Plans every file; refuses a `--library` without a package, or a manifest it cannot edit safely.
  package func plan() throws(ScaffoldError) -> ScaffoldPlan {
    var files = languages.map { ScaffoldPlan.File(path: "\(root)/\($0)/\(name.slug).md", text: specText($0)) }
    files.append(ScaffoldPlan.File(path: sourcePath, text: sourceText))
    files.append(ScaffoldPlan.File(path: counterexamplePath, text: patchText))
    return ScaffoldPlan(files: files, manifest: try manifestChange())
  }

  /// The manifest's edit when `--library` names a target the package does not declare.
  private func manifestChange() throws(ScaffoldError) -> ScaffoldPlan.ManifestChange? {
    guard let library else { return nil }
    guard let manifest else { throw .noPackage(root: root) }
    guard let data = FileManager.default.contents(atPath: manifest), let old = String(data: data, encoding: .utf8)
    else { throw .manifestShape(path: manifest, reason: "it cannot be read as UTF-8 text") }
    let folder = Self.joined(packageRoot, "Sources/\(library)")
    guard !ManifestEdit.declares(library, in: old) else {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
        throw .targetFolderMissing(target: library, folder: folder)
      }
      return nil
    }
    let new = try ManifestEdit.addingLibrary(library, to: old, path: manifest)
    return ScaffoldPlan.ManifestChange(path: manifest, old: old, new: new)
  }
}
