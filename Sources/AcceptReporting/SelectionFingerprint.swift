import AcceptProcess

/// What makes the shards of a run parts of one run: the checks the run selected before it took its shard, the
/// spec files they came from, and the command line without the shard and the report folder. `report merge` refuses
/// shards whose fingerprints differ, so a check added, removed or edited between two shard jobs never hides.
package struct SelectionFingerprint: Sendable, Codable, Equatable {
  /// How many checks the run selected, every shard's together.
  package var checkCount: Int
  /// A hash of the selected checks' keys (`spec#check [language]`), sorted.
  package var checks: String
  /// Each spec file the selected checks are in, with a hash of its bytes.
  package var specFiles: [String: String]
  /// The command's arguments after the program, without `--shard` and `--report` and their values.
  package var arguments: [String]

  /// Creates the fingerprint of a selection.
  package init(checks keys: [String], specFiles: [String: String], command: [String]) {
    checkCount = keys.count
    checks = ContentHash.of(keys.sorted())
    self.specFiles = specFiles
    arguments = Self.arguments(of: command)
  }

  /// `command` without its program and without the options that differ between the shards of one run.
  static func arguments(of command: [String]) -> [String] {
    var kept: [String] = []
    var skipNext = false
    for argument in command.dropFirst() {
      if skipNext {
        skipNext = false
        continue
      }
      if argument == "--shard" || argument == "--report" {
        skipNext = true
      } else if !argument.hasPrefix("--shard=") && !argument.hasPrefix("--report=") {
        kept.append(argument)
      }
    }
    return kept
  }

  /// What differs between `self` and `other`, one phrase each, in order: the commands, the spec files, the checks.
  package func differences(from other: SelectionFingerprint) -> [String] {
    var found: [String] = []
    if arguments != other.arguments {
      found.append(
        "the commands differ ('\(arguments.joined(separator: " "))' and '\(other.arguments.joined(separator: " "))')")
    }
    for file in Set(specFiles.keys).union(other.specFiles.keys).sorted() where specFiles[file] != other.specFiles[file]
    {
      switch (specFiles[file], other.specFiles[file]) {
      case (nil, _), (_, nil): found.append("\(file) is in the selection of only one of them")
      default: found.append("\(file) differs between them")
      }
    }
    if checks != other.checks {
      found.append("the selected checks differ (\(checkCount) and \(other.checkCount))")
    }
    return found
  }
}
