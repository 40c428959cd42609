import AcceptKit
import AcceptSpec

/// The arguments of one command, consumed option by option; what is left at the end is positional or unknown.
struct ArgumentList {
  /// The command the arguments belong to, for error messages.
  let command: String
  private var remaining: [String]
  /// The arguments as given, before any was consumed.
  let given: [String]
  /// The arguments after `--`, which ends the options: every one of them is positional.
  private var afterOptions: [String]

  /// Wraps the arguments that follow the command's name.
  init(command: String, arguments: [String]) {
    self.command = command
    given = arguments
    if let end = arguments.firstIndex(of: "--") {
      remaining = Array(arguments[..<end])
      afterOptions = Array(arguments[(end + 1)...])
    } else {
      remaining = arguments
      afterOptions = []
    }
  }

  /// Whether `--help` or `-h` was given.
  mutating func helpRequested() -> Bool {
    flag("--help") || flag("-h")
  }

  /// Removes every occurrence of a flag; returns whether there was one.
  mutating func flag(_ name: String) -> Bool {
    let found = remaining.contains(name)
    remaining.removeAll { $0 == name }
    return found
  }

  /// Removes every `--name VALUE` and `--name=VALUE`; returns the values in order.
  mutating func values(_ name: String) throws(UsageError) -> [String] {
    var values: [String] = []
    var index = 0
    while index < remaining.count {
      let argument = remaining[index]
      if argument == name {
        guard index + 1 < remaining.count else { throw UsageError("\(name) needs a value", command: command) }
        values.append(remaining[index + 1])
        remaining.removeSubrange(index...index + 1)
      } else if argument.hasPrefix(name + "=") {
        values.append(String(argument.dropFirst(name.count + 1)))
        remaining.remove(at: index)
      } else {
        index += 1
      }
    }
    return values
  }

  /// The single value of an option given at most once.
  mutating func value(_ name: String) throws(UsageError) -> String? {
    let found = try values(name)
    guard found.count <= 1 else { throw UsageError("\(name) is given more than once", command: command) }
    return found.first
  }

  /// A positive integer option.
  mutating func positiveInteger(_ name: String) throws(UsageError) -> Int? {
    guard let text = try value(name) else { return nil }
    guard let number = Int(text), number > 0 else {
      throw UsageError("\(name) takes a positive whole number, not '\(text)'", command: command)
    }
    return number
  }

  /// A positive number option.
  mutating func positiveNumber(_ name: String) throws(UsageError) -> Double? {
    guard let text = try value(name) else { return nil }
    guard let number = Double(text), number > 0, number.isFinite else {
      throw UsageError("\(name) takes a positive number of seconds, not '\(text)'", command: command)
    }
    return number
  }

  /// The positional arguments left, those after `--` last; an unknown option before `--` is an error that names the
  /// closest known one.
  mutating func positionals(known: [String]) throws(UsageError) -> [String] {
    if let unknown = remaining.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
      let name = String(unknown.prefix { $0 != "=" })
      let suggestion = Suggestion.closest(name, among: known + ["--help"])
      throw UsageError(
        "unknown option '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""), command: command)
    }
    defer {
      remaining = []
      afterOptions = []
    }
    return remaining + afterOptions
  }

  /// The positional arguments, of which there may be at most `limit`.
  mutating func positionals(known: [String], atMost limit: Int) throws(UsageError) -> [String] {
    let found = try positionals(known: known)
    guard found.count <= limit else {
      throw UsageError("unexpected argument '\(found[limit])'", command: command)
    }
    return found
  }
}
