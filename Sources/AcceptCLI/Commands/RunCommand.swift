import AcceptKit
import AcceptProcess
import AcceptReporting
import Foundation

/// `accept run`: lints every spec, then compiles and runs the selected checks in every language.
struct RunCommand: AcceptCommand {
  static let name = "run"
  static let summary = "lint, then compile and run every check in every language"
  static let options = [
    "--lang", "--spec", "--check", "--timeout", "--jobs", "--report", "--languages", "--subject", "--shard",
    "--repeat", "--schedules", "--seed", "--strategy", "--depth", "--sanitize", "--no-cache", "--no-merge",
    "--package", "--modules", "--failed-from", "--baseline",
  ]
  static let help = """
    USAGE: accept run [ROOT] [options]

    Lints every spec under ROOT (default: the Acceptance folder here or in the nearest folder above), then compiles
    and runs each selected check of each language as its own program. Prints one line per check as it ends and,
    last, 'N passed, N failed'.

    OPTIONS:
      --lang L            run only this language (repeatable)
      --spec NAME         run only this spec (repeatable)
      --check ID          run only checks with this id (repeatable)
      --subject NAME=FILE replace the definition block NAME with FILE in every program
      --failed-from DIR   run only the checks that were not ok in DIR/acceptance.json (written by --report DIR):
                          failed, crashed, timed out, compile error, unexpected pass, incomplete or kit error, and
                          every check of a spec that had a spec error; with --lang, --spec, --check: those of
                          them that the filters select; not with --shard, nor with --report DIR (give another
                          folder). Ends with at least 1 when it cannot run every such check again (the report's
                          run was interrupted, or a check is in no spec now) and with 2 when such a spec is broken;
                          warns when the report's run gave --subject, --repeat, --schedules, --seed, --strategy,
                          --depth, --sanitize, --modules or --no-merge otherwise than this run
      --baseline DIR      compare with an earlier report: DIR is its folder (DIR/acceptance.json is read) or
                          the path of its acceptance.json, a run's or a merge's; each check that is not ok is
                          marked new, already failing or new, no baseline, the checks fixed since it are listed,
                          and the report files keep the marks. A DIR without a readable report, or one that
                          shares no spec with the run, is a bad invocation
      --timeout SECONDS   time limit of a check without timeout= (default 30)
      --jobs N            checks compiled or run at once (default: the number of processors)
      --report DIR        write DIR/acceptance.json, DIR/junit.xml and the review page DIR/index.html
      --shard K/N         run only the K-th of N deterministic parts of the checks (for parallel CI jobs)
      --repeat N          run every check N times; a check fails if any run goes unexpectedly
      --schedules N       run every async check (its code holds await) under N seeded schedules, each seed
                          derived from --seed (random when not given; the run prints it); not with --repeat
      --seed S            with --schedules: the base seed; alone: replay the one schedule S a failure printed
      --strategy KIND     how the scheduler picks the next job: random (default) or pct
      --depth D           pct's depth: change points + 1 (default 3)
      --sanitize KIND     build with a sanitizer (thread or address); any sanitizer report fails the check
      --no-cache          compile everything afresh (the cache is .build/accept-cache)
      --no-merge          build every check as a program of its own instead of one program per spec
      --package DIR       the SwiftPM package whose library targets specs may import (default: the first folder
                          with a Package.swift from ROOT up)
      --modules           serve every source= block whose file lies in a library target by that target's module
                          (built with swift build) instead of its quoted code; the quote is still held to the file
      --languages A,B,C   the language folders every spec must have (default zh-Hant,zh-Hans,ja)
      -h, --help          show this help

    EXIT STATUS: 0 every check went as expected, 1 some check did not (or the report could not be written),
    2 a spec error, 64 a bad invocation (or a --report folder that cannot be written).
    """

  var common = CommonOptions()
  var options = RunOptions()
  /// The not-ok checks of the report named by `--failed-from`, or nil to run every selected check.
  var failed: FailedChecks?
  /// The arguments as given, to compare with the command the `--failed-from` report recorded.
  var given: [String] = []

  init(arguments: inout ArgumentList) throws(UsageError) {
    given = arguments.given
    try common.parse(&arguments, subjects: true)
    options.languageFilter = try arguments.values("--lang")
    options.specFilter = try arguments.values("--spec")
    options.checkFilter = try arguments.values("--check")
    options.timeout = try arguments.positiveNumber("--timeout") ?? options.timeout
    options.jobs = try arguments.positiveInteger("--jobs") ?? ProcessInfo.processInfo.activeProcessorCount
    options.reportDirectory = try arguments.value("--report")
    options.repeatCount = try arguments.positiveInteger("--repeat") ?? 1
    options.schedules = try ScheduleOptions.parse(&arguments, repeated: options.repeatCount > 1)
    options.useCache = !arguments.flag("--no-cache")
    options.merge = !arguments.flag("--no-merge")
    options.packageFolder = try arguments.value("--package")
    options.modules = arguments.flag("--modules")
    if let kind = try arguments.value("--sanitize") {
      guard let sanitizer = Sanitizer(rawValue: kind) else {
        throw UsageError("--sanitize takes thread or address, not '\(kind)'", command: Self.name)
      }
      options.sanitizer = sanitizer
    }
    if let text = try arguments.value("--shard") {
      guard let shard = Shard(parsing: text) else {
        throw UsageError("--shard takes K/N with 1 <= K <= N, not '\(text)'", command: Self.name)
      }
      options.shard = shard
    }
    options.baseline = try Self.baseline(&arguments, command: Self.name)
    failed = try Self.failedChecks(&arguments, sharded: options.shard != nil, report: options.reportDirectory)
    try common.root(from: try arguments.positionals(known: Self.options, atMost: 1), command: Self.name)
    options.root = common.root
    options.languages = common.languages
    options.subjects = common.subjects
    for language in options.languageFilter where !options.languages.contains(language) {
      throw UsageError(
        "--lang \(language) is not one of \(options.languages.joined(separator: ", "))", command: Self.name)
    }
  }

  func run(_ console: Console) -> Int32 {
    var options = options
    options.commandLine = CommandLine.arguments
    return RunDriver(options: options, console: console, failed: failed, arguments: given).run()
  }

  /// Reads the report named by `--failed-from`; an unreadable or malformed report, or `--shard` beside it, is a bad
  /// invocation, and so is a `--report` folder that is the report's own, which the run would replace.
  private static func failedChecks(_ arguments: inout ArgumentList, sharded: Bool, report: String?) throws(UsageError)
    -> FailedChecks?
  {
    guard let folder = try arguments.value("--failed-from") else { return nil }
    if let report, Self.sameFolder(report, folder) {
      throw UsageError(
        "--failed-from \(folder): the rerun would replace the report it reads; give --report another folder",
        command: name)
    }
    guard !sharded else {
      throw UsageError(
        "--failed-from and --shard do not go together: a shard of the not-ok checks would leave some of them out",
        command: name)
    }
    do {
      return try FailedChecks.read(folder: folder)
    } catch {
      throw UsageError("--failed-from \(folder): \(error)", command: name)
    }
  }

  /// Reads the report named by `--baseline`; a path without a readable report is a bad invocation of `command`.
  static func baseline(_ arguments: inout ArgumentList, command: String) throws(UsageError) -> BaselineReport? {
    guard let path = try arguments.value("--baseline") else { return nil }
    do {
      return try BaselineReport.read(path: path)
    } catch {
      throw UsageError("--baseline \(path): \(error)", command: command)
    }
  }

  /// Whether two paths name one folder (relative to the current folder, symbolic links followed).
  static func sameFolder(_ first: String, _ second: String) -> Bool {
    let resolved = { (path: String) in URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path }
    return resolved(first) == resolved(second)
  }
}
