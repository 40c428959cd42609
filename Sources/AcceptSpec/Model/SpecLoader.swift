import Foundation

/// Loads every spec under a root folder in a set of languages, and lints it: parsing, attributes, parity and
/// source bindings. A broken spec is reported and left out; the others are kept.
package struct SpecLoader: Sendable {
  /// The languages every spec must have, by default.
  package static let defaultLanguages = ["zh-Hant", "zh-Hans", "ja"]

  /// The root folder as the user gave it.
  package var root: String
  /// The language folders, in report order.
  package var languages: [String]
  /// Names of definition blocks that `--subject` replaces (their bindings are not compared).
  package var replaced: Set<String>

  /// Creates a loader.
  package init(root: String, languages: [String] = SpecLoader.defaultLanguages, replaced: Set<String> = []) {
    self.root = root
    self.languages = languages
    self.replaced = replaced
  }

  /// Loads and lints every spec.
  package func load() -> SpecCatalog {
    var catalog = SpecCatalog()
    guard isFolder(root) else {
      catalog.rootErrors.append(SpecError(.unreadable("no such folder"), at: SourceLocation(file: root, line: 0)))
      return catalog
    }
    for language in languages where !isFolder(folder(language)) {
      catalog.rootErrors.append(
        SpecError(.unreadable("the language folder is missing"), at: SourceLocation(file: folder(language), line: 0)))
    }
    for name in specNames() {
      switch loadSpec(name) {
      case .success(let spec): catalog.specs.append(spec)
      case .failure(let errors): catalog.errors[name] = errors
      }
    }
    return catalog
  }

  /// The package root: the nearest folder at or above the root's parent that holds `Package.swift`.
  package var packageRoot: String {
    let parent = URL(fileURLWithPath: root).standardizedFileURL.deletingLastPathComponent().path
    return DisplayPath.relative(AcceptanceRoot.packageFolder(atOrAbove: parent) ?? parent)
  }

  /// The path of a spec's edition in a language.
  package func path(spec: String, language: String) -> String { "\(folder(language))/\(spec).md" }

  /// Errors for blocks that declare, outside every brace, a name of the harness.
  static func harnessNames(in edition: SpecEdition) -> [SpecError] {
    edition.blocks.compactMap { block in
      guard let name = TopLevelNames.declared(in: block.code).first(where: HarnessSource.names.contains)
      else { return nil }
      return SpecError(.harnessName(name), at: block.location)
    }
  }

  private func loadSpec(_ name: String) -> Result<Spec, SpecErrors> {
    var editions: [SpecEdition] = []
    var errors: [SpecError] = []
    let present = languages.first { FileManager.default.fileExists(atPath: path(spec: name, language: $0)) }
    for language in languages {
      let file = path(spec: name, language: language)
      guard let data = FileManager.default.contents(atPath: file) else {
        let anchor = SourceLocation(file: present.map { path(spec: name, language: $0) } ?? file, line: 1)
        errors.append(SpecError(.missingEdition(language: language, expectedPath: file), at: anchor))
        continue
      }
      switch SpecParser(spec: name, language: language, path: file).parse([UInt8](data)) {
      case .success(let edition): editions.append(edition)
      case .failure(let found): errors += found.errors
      }
    }
    guard errors.isEmpty else { return .failure(SpecErrors(errors)) }
    let spec = Spec(name: name, editions: editions)
    let bindings = SourceBindingChecker(packageRoot: packageRoot, replaced: replaced)
    errors = ParityChecker().check(spec) + editions.flatMap(bindings.check) + editions.flatMap(Self.harnessNames)
    return errors.isEmpty ? .success(spec) : .failure(SpecErrors(errors))
  }

  private func specNames() -> [String] {
    var names: Set<String> = []
    for language in languages {
      let files = (try? FileManager.default.contentsOfDirectory(atPath: folder(language))) ?? []
      for file in files where file.hasSuffix(".md") { names.insert(String(file.dropLast(3))) }
    }
    return names.sorted()
  }

  private func folder(_ language: String) -> String { "\(root)/\(language)" }

  private func isFolder(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
  }
}
