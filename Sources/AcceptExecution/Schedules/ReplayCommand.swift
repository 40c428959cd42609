import AcceptProcess

/// The command that replays one schedule of one check: `accept run ROOT --spec S --check C --lang L --seed X`, with
/// the strategy and depth of a `pct` plan and the run's sanitizer, subjects and language set.
package struct ReplayCommand: Sendable, Equatable {
  /// The root folder the run was given.
  package var root: String
  /// The sanitizer the run built with, if any.
  package var sanitizer: Sanitizer?
  /// The run's `--subject NAME=FILE` replacements, as `NAME=FILE`: without them the replay would run other code.
  package var subjects: [String] = []
  /// The run's `--languages`, or nil when it used the default set.
  package var languages: [String]?

  /// Creates the command's fixed part.
  package init(root: String, sanitizer: Sanitizer? = nil, subjects: [String] = [], languages: [String]? = nil) {
    self.root = root
    self.sanitizer = sanitizer
    self.subjects = subjects
    self.languages = languages
  }

  /// The command that replays schedule `seed` of `plan` for the check `check` of `spec` in `language`.
  package func text(spec: String, check: String, language: String, seed: ScheduleSeed, plan: SchedulePlan) -> String {
    var arguments = ["accept", "run", root, "--spec", spec, "--check", check, "--lang", language]
    arguments += ["--seed", seed.description] + plan.strategyArguments
    // A patch counterexample's subject is the patch, which `accept run --subject` cannot take: say so rather than
    // print a command that would compile a diff.
    let patches = subjects.filter { $0.hasSuffix(".patch") }
    arguments += subjects.filter { !$0.hasSuffix(".patch") }.flatMap { ["--subject", $0] }
    if let languages { arguments += ["--languages", languages.joined(separator: ",")] }
    if let sanitizer { arguments += ["--sanitize", sanitizer.rawValue] }
    let command = arguments.map(ShellQuoting.quoted).joined(separator: " ")
    guard !patches.isEmpty else { return command }
    return command + " (with the code patched by " + patches.joined(separator: ", ")
      + ": accept run cannot take a patch, so apply it to a copy of the file and pass that with --subject NAME=FILE)"
  }
}
