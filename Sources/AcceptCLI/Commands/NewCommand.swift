import AcceptKit
import AcceptSpec
import Foundation

/// `accept new`: scaffolds a spec that runs green at once, in every language, with its source file and a
/// counterexample.
struct NewCommand: AcceptCommand {
  static let name = "new"
  static let summary = "scaffold a new spec, its bound source file and a counterexample"
  static let help = """
    USAGE: accept new NAME [ROOT] [--library TARGET] [--languages A,B,C] [--dry-run]

    Writes a spec called NAME (lower-case letters, digits and single hyphens, starting with a letter) that passes
    'accept lint', 'accept run' and 'accept counterexamples' as it is, for you to edit:
      ROOT/LANG/NAME.md               one edition per language: a clause table, a definition block bound with
                                      source= to the region NAME of the source file, a check that passes and a
                                      check that must fail (expect=fail), and a counterexample table
      ROOT/sources/Name.swift         the source file with the region, without --library
      Sources/TARGET/Name.swift       the source file, in the package's library target TARGET, with --library
      ROOT/counterexamples/NAME/drops-the-remainder.patch
                                      a broken implementation the checks reject
    ROOT is the Acceptance folder here or in the nearest folder above, else Acceptance beside the nearest
    Package.swift. The languages are --languages, else the folders of ROOT that hold a spec, else zh-Hant, zh-Hans
    and ja; zh-Hant, zh-Hans and ja get prose in their language, any other folder English.
    With --library TARGET and a Package.swift that declares no TARGET, the target and a library product are added
    to it; the edit is printed as a diff, and a manifest whose targets list is not plain to find is refused.
    Nothing is ever overwritten: when any file exists, nothing is written. Prints every file it writes.

    OPTIONS:
      --library TARGET    put the source file in the library target TARGET, adding it to Package.swift if needed
      --languages A,B,C   the language folders to write editions in
      --dry-run           write nothing; print the files it would write and the diff of Package.swift

    EXIT STATUS: 0 written, 64 a bad invocation (such as a NAME that is no slug), 73 refused: a file exists, the
    manifest cannot be edited safely, or a file cannot be written.
    """

  /// The exit status of a scaffold that refused to write (EX_CANTCREAT).
  static let refused: Int32 = 73

  var scaffold: SpecScaffold
  /// Whether `--languages` chose the languages, so that the next commands must pass it too.
  var languagesGiven: Bool
  var dryRun: Bool

  init(arguments: inout ArgumentList) throws(UsageError) {
    var common = CommonOptions()
    try common.parse(&arguments, subjects: false)
    languagesGiven = arguments.given.contains { $0 == "--languages" || $0.hasPrefix("--languages=") }
    let library = try arguments.value("--library")
    dryRun = arguments.flag("--dry-run")
    let known = ["--library", "--dry-run"] + CommonOptions.names
    let positionals = try arguments.positionals(known: known, atMost: 2)
    guard let first = positionals.first else {
      throw UsageError("give the new spec's NAME, for example 'accept new rate-limiter'", command: Self.name)
    }
    let root = try positionals.count > 1 ? positionals[1] : Self.defaultRoot()
    do {
      let name = try SpecName(first)
      let languages = languagesGiven ? common.languages : ScaffoldLanguages.inRoot(root)
      scaffold = try SpecScaffold(name: name, root: root, languages: languages, library: library)
    } catch {
      throw UsageError("\(error)", command: Self.name)
    }
  }

  /// The Acceptance folder here or above, else one beside the nearest Package.swift; a usage error without either.
  private static func defaultRoot() throws(UsageError) -> String {
    let here = FileManager.default.currentDirectoryPath
    if let found = AcceptanceRoot.find(from: here) { return found }
    if let package = AcceptanceRoot.packageFolder(atOrAbove: here) {
      let depth = { (path: String) in path.split(separator: "/").count }
      let levels = depth(URL(fileURLWithPath: here).standardizedFileURL.path) - depth(package)
      return String(repeating: "../", count: levels) + AcceptanceRoot.folderName
    }
    throw UsageError(
      "no \(AcceptanceRoot.folderName) folder and no Package.swift in \(here) or above; pass ROOT, the folder for "
        + "the language folders, for example 'accept new NAME Specs'", command: name)
  }

  func run(_ console: Console) -> Int32 {
    let plan: ScaffoldPlan
    do {
      plan = try scaffold.plan()
    } catch {
      console.err("\(error)\n")
      return Self.refused
    }
    if let manifest = plan.manifest { console.out(manifest.diff) }
    guard !dryRun else { return preview(plan, console) }
    do {
      try plan.write { console.out("\($0)\n") }
    } catch {
      console.err("\(error)\n")
      return Self.refused
    }
    console.out(nextSteps)
    return ExitStatus.success
  }

  /// Prints what a run without `--dry-run` would write, or the conflicts that would stop it.
  private func preview(_ plan: ScaffoldPlan, _ console: Console) -> Int32 {
    let conflicts = plan.conflicts
    guard conflicts.isEmpty else {
      console.err("\(ScaffoldError.exists(conflicts))\n")
      return Self.refused
    }
    if let problem = plan.problem {
      console.err("\(problem)\n")
      return Self.refused
    }
    for file in plan.files { console.out("would create \(file.path)\n") }
    if let manifest = plan.manifest { console.out("would edit \(manifest.path) as shown above\n") }
    return ExitStatus.success
  }

  /// The commands to run next, with the root and the languages as given.
  private var nextSteps: String {
    let root = scaffold.root == AcceptanceRoot.folderName ? "" : " \(scaffold.root)"
    let languages =
      languagesGiven || scaffold.languages != SpecLoader.defaultLanguages
      ? " --languages \(scaffold.languages.joined(separator: ","))" : ""
    let spec = scaffold.name.slug
    return """
      next:
        accept lint\(root)\(languages)
        accept run\(root) --spec \(spec)\(languages)
        accept counterexamples\(root) --spec \(spec)\(languages)

      """
  }
}
