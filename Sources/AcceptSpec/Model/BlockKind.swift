/// The role of a `swift` block in a spec.
package enum BlockKind: String, Sendable, Codable {
  /// A block whose declarations are visible to the checks below it, or to every check of the spec with `scope=spec`.
  case definition
  /// A block that becomes one program, compiled and run on its own.
  case check
}
