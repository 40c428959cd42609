/// The mutant schema of one block: its code with every site made to choose at run time, by the number in the
/// `ACCEPT_MUTANT` environment variable, between the original and the site's mutants; one compile serves them all.
///
/// The schema keeps the code's lines where they are and adds its declarations as lines after the code, one line per
/// site that needs any, so a compile error located in the schema names the site that caused it.
struct MutantSchema: Sendable {
  /// The enum that holds the active mutant's number and the helpers the edits call.
  static let namespace = "AcceptMutantSchema"
  /// The environment variable that names the active mutant; 0 or unset runs the original code.
  static let variable = "ACCEPT_MUTANT"
  /// The operator that negates a `?:` condition when its mutant is active (its right operand is the number).
  static let flipOperator = "\u{2214}\u{2214}"

  /// The declarations every schema program needs once: the active number, `flip`, and the `?:` operator.
  static let prelude =
    "enum \(namespace) { static let active: Int = Int(ProcessInfo.processInfo.environment[\"\(variable)\"] ?? \"\") "
    + "?? 0; static func flip(_ number: Int, _ value: Bool) -> Bool { active == number ? !value : value } }; "
    + "precedencegroup AcceptMutantFlipPrecedence { higherThan: TernaryPrecedence lowerThan: "
    + "LogicalDisjunctionPrecedence }; infix operator \(flipOperator): AcceptMutantFlipPrecedence; "
    + "func \(flipOperator)(l: Bool, r: Int) -> Bool { \(namespace).flip(r, l) }"

  /// The schema's code.
  var code: String
  /// The number of the first mutant of each site included, by site index.
  var firstNumbers: [Int: Int]
  /// The site whose declarations are on each added line (1-based lines of `code`).
  var declarationLines: [Int: Int]

  /// The schema of `code` with the sites whose indices are in `included`, numbering mutants from `firstNumber` in site
  /// order; `prelude` adds the shared declarations (once per program).
  init(code original: String, sites: [MutationSite], included: Set<Int>, firstNumber: Int, prelude: Bool) {
    var edits: [TextEdit] = []
    var extra: [String] = prelude ? [Self.prelude] : []
    var lines: [Int: Int] = [:]
    var numbers: [Int: Int] = [:]
    var number = firstNumber
    let baseLines = original.utf8.filter { $0 == 10 }.count + (original.hasSuffix("\n") || original.isEmpty ? 0 : 1)
    for (index, site) in sites.enumerated() {
      defer { number += site.mutants.count }
      guard included.contains(index) else { continue }
      numbers[index] = number
      let name = Self.operatorName(site: number)
      edits += site.schemaEdits(number, name)
      if let support = site.support {
        extra.append(support(number, name))
        lines[baseLines + extra.count] = index
      }
    }
    var text = TextEdit.apply(edits, to: original)
    if !text.hasSuffix("\n") && !text.isEmpty { text += "\n" }
    code = text + extra.map { $0 + "\n" }.joined()
    firstNumbers = numbers
    declarationLines = lines
  }

  /// A site's own operator: `∔` followed by its first mutant's number written in the digits ∀∁∂∃∄∅∆∇∈∉ (all operator characters).
  static func operatorName(site: Int) -> String {
    let digits = [
      "\u{2200}", "\u{2201}", "\u{2202}", "\u{2203}", "\u{2204}", "\u{2205}", "\u{2206}", "\u{2207}", "\u{2208}",
      "\u{2209}",
    ]
    return "\u{2214}" + String(site).compactMap { $0.wholeNumberValue.map { digits[$0] } }.joined()
  }
}
