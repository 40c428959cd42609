/// The alignment of a table column, as its delimiter row cell gives it (`---`, `:--`, `--:`, `:-:`).
package enum TableAlignment: Sendable, Hashable {
  /// No colon: the renderer's default.
  case none
  /// A colon on the left.
  case left
  /// Colons on both sides.
  case center
  /// A colon on the right.
  case right
}
