/// What a timeline mark's event name means to the drawing: the start or the finish of an operation on its lane, a
/// cancellation, an error, or any other moment.
///
/// The rule is by name, whole and case-insensitive: `start`, `started` and `begin` open an operation; `end`,
/// `ended`, `finish`, `finished` and `done` close it. Any other name is a moment, labelled on the drawing; a name
/// that contains `cancel` is a cancellation and one that contains `error`, `fail` or `throw` an error, both
/// labelled in their own colour.
enum TimelineEventKind: Equatable, Sendable {
  /// Opens an operation on the mark's lane.
  case start
  /// Closes the lane's open operation.
  case finish
  /// A cancellation: requested, seen or finished by one.
  case cancel
  /// An error: thrown, caught or failed.
  case error
  /// Any other moment.
  case moment

  /// The names that open an operation.
  static let startNames: Set<String> = ["start", "started", "begin"]
  /// The names that close one.
  static let finishNames: Set<String> = ["end", "ended", "finish", "finished", "done"]

  /// Classifies an event name.
  init(_ event: String) {
    let name = event.lowercased()
    if Self.startNames.contains(name) {
      self = .start
    } else if Self.finishNames.contains(name) {
      self = .finish
    } else if name.contains("cancel") {
      self = .cancel
    } else if ["error", "fail", "throw"].contains(where: name.contains) {
      self = .error
    } else {
      self = .moment
    }
  }

  /// The class of a labelled marker in the drawing: `cancel`, `error` or `moment`.
  var markerClass: String {
    switch self {
    case .cancel: "cancel"
    case .error: "error"
    case .start, .finish, .moment: "moment"
    }
  }
}
