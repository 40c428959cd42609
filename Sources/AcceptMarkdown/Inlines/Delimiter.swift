/// A run of `*` or `_` that may open or close emphasis, kept on the parser's delimiter stack (a doubly linked list
/// by index, so that entries between a matched opener and closer leave in constant time each).
struct Delimiter {
  /// The text node that holds the run's characters.
  var node: Int
  /// `*` or `_`.
  var character: UInt8
  /// How many characters of the run are left unused.
  var count: Int
  /// How many characters the run had when it was read (the rule of 3 looks at this).
  let length: Int
  /// Whether the run may open emphasis.
  let canOpen: Bool
  /// Whether the run may close emphasis.
  let canClose: Bool
  /// The entry below and above on the stack, or -1.
  var previous: Int
  var next = -1
}
