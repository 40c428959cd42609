/// What `--spec` and `--check` select in a catalog, checked the same way by every command that takes them: each
/// spec name must name a spec under the root (a broken one too), and each check id a check of the selected specs
/// (of every spec when none is named). Check ids are not checked while a spec is broken, since its checks are
/// unknown; the command reports its spec errors instead.
package struct SpecSelection: Sendable, Equatable {
  /// The `--spec` names, empty for every spec.
  package var specs: [String]
  /// The `--check` ids, empty for every check.
  package var checks: [String]

  /// Creates a selection.
  package init(specs: [String], checks: [String] = []) {
    self.specs = specs
    self.checks = checks
  }

  /// A name or id that selects nothing.
  package enum Problem: Error, Equatable, CustomStringConvertible {
    /// No spec has this name under the root; the closest name, if any.
    case noSpec(String, root: String, closest: String?)
    /// No selected spec has a check with this id; the specs named, and the closest id, if any.
    case noCheck(String, specs: [String], closest: String?)

    /// The problem as the command line says it.
    package var description: String {
      switch self {
      case .noSpec(let name, let root, let closest):
        "no spec named '\(name)' under \(root)\(Self.hint(closest))"
      case .noCheck(let id, let specs, let closest):
        "no check with id '\(id)'\(specs.isEmpty ? "" : " in \(specs.joined(separator: ", "))")\(Self.hint(closest))"
      }
    }

    private static func hint(_ closest: String?) -> String { closest.map { "; did you mean '\($0)'?" } ?? "" }
  }

  /// The first name or id of the selection that selects nothing in `catalog`, loaded from `root`; nil when every
  /// one selects something.
  package func problem(in catalog: SpecCatalog, root: String) -> Problem? {
    let names = catalog.specs.map(\.name) + catalog.errors.keys.sorted()
    if let name = specs.first(where: { !names.contains($0) }) {
      return .noSpec(name, root: root, closest: Suggestion.closest(name, among: names))
    }
    guard catalog.errors.isEmpty else { return nil }
    let selected = catalog.specs.filter { specs.isEmpty || specs.contains($0.name) }
    let ids = Set(selected.flatMap { $0.editions.flatMap { $0.checks.map(\.id) } }).sorted()
    if let id = checks.first(where: { !ids.contains($0) }) {
      return .noCheck(id, specs: specs, closest: Suggestion.closest(id, among: ids))
    }
    return nil
  }
}
