/// A place in a block's code where one or more mutants change it, and how the schema program makes that place choose
/// at run time: edits to the code, and at most one line of declarations after it (a per-site operator).
struct MutationSite: Sendable {
  /// The mutants of this place, numbered in the schema from the number given to `schemaEdits`, in this order.
  var mutants: [Mutant]
  /// The byte offset where the site starts, for ordering.
  var offset: Int
  /// The edits that make the code choose at run time, given the number of the site's first mutant and the name of
  /// the site's own operator.
  var schemaEdits: @Sendable (_ first: Int, _ operatorName: String) -> [TextEdit]
  /// The one line of declarations the edits need, given the first mutant's number and the site's operator name; nil
  /// when the site needs none.
  var support: (@Sendable (_ first: Int, _ operatorName: String) -> String)?

  /// The expression that is true when mutant `first + offset` is the active one.
  static func active(_ number: Int) -> String { "\(MutantSchema.namespace).active == \(number)" }
}
