/// The link reference definitions of a document, found by label as CommonMark matches labels: case-folded, with
/// runs of white space collapsed to one space and the ends trimmed; the first definition of a label wins.
package struct LinkDefinitions: Sendable, Hashable {
  private var table: [String: LinkDefinition] = [:]

  /// Creates an empty set.
  package init() {}

  /// Adds `definition` under `label` unless the label is already defined; returns whether it was added.
  @discardableResult
  package mutating func add(label: String, _ definition: LinkDefinition) -> Bool {
    let key = Self.normalized(label)
    guard table[key] == nil else { return false }
    table[key] = definition
    return true
  }

  /// The definition of `label`, if any.
  package subscript(label: String) -> LinkDefinition? { table[Self.normalized(label)] }

  /// Whether no label is defined.
  package var isEmpty: Bool { table.isEmpty }

  /// `label` as labels are compared: white space collapsed and trimmed, then case-folded (lowercasing the
  /// uppercased lowercase form folds `ẞ` and `ß` to `ss`, as Unicode case folding does).
  package static func normalized(_ label: String) -> String {
    let words = label.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
    return words.joined(separator: " ").lowercased().uppercased().lowercased()
  }
}
