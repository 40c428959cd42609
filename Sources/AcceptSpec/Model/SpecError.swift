/// A problem with a spec that stops it from being run, with the place it was found.
package struct SpecError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  package enum Problem: Hashable, Sendable {
    /// The file could not be read.
    case unreadable(String)
    /// The file is not valid UTF-8.
    case notUTF8
    /// An attribute the kit does not know, with the closest known one if any is close.
    case unknownAttribute(String, suggestion: String?)
    /// A known attribute with a value it does not accept.
    case badValue(attribute: String, value: String, expected: String)
    /// An attribute that does not belong on this kind of block.
    case misplacedAttribute(String, reason: String)
    /// An attribute given twice on one block.
    case repeatedAttribute(String)
    /// A check id used twice in one spec.
    case duplicateCheck(String, first: Int)
    /// A definition name used twice in one spec.
    case duplicateName(String, first: Int)
    /// A `swift` fence with no closing fence.
    case unclosedFence
    /// A spec file without any check.
    case noChecks
    /// A spec present in some language folders and missing from this one.
    case missingEdition(language: String, expectedPath: String)
    /// The editions of a spec disagree; names the other file's location and the first differing line.
    case parity(other: SourceLocation, detail: String)
    /// A `source=` binding that cannot be honoured.
    case sourceBinding(String)
    /// A `--subject` that names no definition block of the spec.
    case unknownSubject(String)
    /// An `import` of a package target that a check program cannot import.
    case moduleImport(String)
    /// A block or subject that declares, at its top level, a name of the harness.
    case harnessName(String)
    /// An `accept: equivalent` marker in bound code that cannot be read.
    case equivalenceMarker(String)
    /// A patch counterexample that cannot be read, or that no longer applies to the code it was made against.
    case unusablePatch(String)

    /// The problem as a sentence.
    package var message: String {
      switch self {
      case .unreadable(let reason): return "cannot read the spec: \(reason)"
      case .notUTF8: return "the file is not valid UTF-8"
      case .unknownAttribute(let name, let suggestion):
        return "unknown attribute '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
      case .badValue(let attribute, let value, let expected):
        return "bad value '\(value)' for '\(attribute)': expected \(expected)"
      case .misplacedAttribute(let name, let reason): return "attribute '\(name)' \(reason)"
      case .repeatedAttribute(let name): return "attribute '\(name)' is given more than once"
      case .duplicateCheck(let id, let first): return "check id '\(id)' is already used at line \(first)"
      case .duplicateName(let name, let first): return "definition name '\(name)' is already used at line \(first)"
      case .unclosedFence: return "the swift code block is never closed"
      case .noChecks: return "the spec has no check (a block with check=<id>)"
      case .missingEdition(let language, let path): return "no \(language) edition of this spec (expected \(path))"
      case .parity(let other, let detail): return "differs from \(other): \(detail)"
      case .sourceBinding(let reason): return reason
      case .moduleImport(let reason): return reason
      case .unknownSubject(let name): return "--subject names '\(name)', which is no definition block of this spec"
      case .harnessName(let name):
        return "declares '\(name)', a name of the harness; the checks' calls would reach it instead of the harness's"
      case .equivalenceMarker(let reason): return "equivalence marker: \(reason)"
      case .unusablePatch(let reason):
        return "\(reason); the counterexample must be renewed: make its patch again against the current code"
      }
    }
  }

  /// Where the problem was found.
  package var location: SourceLocation
  /// What is wrong.
  package var problem: Problem

  /// Creates an error at a location.
  package init(_ problem: Problem, at location: SourceLocation) {
    self.problem = problem
    self.location = location
  }

  /// The error as `file:line: error: message`.
  package var description: String { "\(location): error: \(problem.message)" }
}
