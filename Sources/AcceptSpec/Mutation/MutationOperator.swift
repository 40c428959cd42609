/// A kind of change `accept mutate` makes to the code a spec binds, named as reports and equivalence markers name it.
package enum MutationOperator: String, CaseIterable, Sendable, Codable {
  /// `<` ↔ `<=`, `>` ↔ `>=`.
  case relationalBoundary = "relational-boundary"
  /// A comparison turned into its negation: `==` ↔ `!=`, `<` → `>=`, `<=` → `>`, `>` → `<=`, `>=` → `<`.
  case negatedComparison = "negated-comparison"
  /// `&&` ↔ `||`.
  case logicalConnector = "logical-connector"
  /// `true` ↔ `false`.
  case booleanLiteral = "boolean-literal"
  /// A call statement whose result is unused, removed.
  case removedCall = "removed-call"
  /// An integer literal changed: 0 → 1, 1 → 0 and 2, n → n - 1 and n + 1.
  case integerConstant = "integer-constant"
  /// `+` ↔ `-`, `*` ↔ `/`, and their compound assignments.
  case arithmetic = "arithmetic"
  /// The value of a `return` replaced by the default of the function's return type (`[]`, `0`, `nil`, `false`, `""`).
  case returnDefault = "return-default"
  /// A `precondition(...)` statement removed.
  case removedPrecondition = "removed-precondition"
  /// A `guard ... else { ... }` removed, so the code after it runs whatever the condition says.
  case removedGuard = "removed-guard"
  /// The arms of an `if`/`else` or of a `?:` swapped.
  case swappedArms = "swapped-arms"
}
