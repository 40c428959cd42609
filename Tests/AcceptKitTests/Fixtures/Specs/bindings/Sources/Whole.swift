/// A whole file bound to a spec block.
enum Whole {
  /// The answer.
  static let answer = 42
}
