import AcceptProcess
import Foundation

/// The environment of one run as the page shows it: the platform string split into operating system, kernel and
/// processor count, the date made readable, and the command line with its options picked out.
struct EnvironmentFacts: Equatable {
  /// The toolchain, for example `Swift version 6.3.1 (swift-6.3.1-RELEASE)`.
  var toolchain: String
  /// The operating system, for example `Debian GNU/Linux 12 (bookworm)`; the whole platform string when it
  /// cannot be split.
  var system: String
  /// The kernel and architecture, for example `Linux 6.1.0 x86_64`.
  var kernel: String?
  /// The number of processors.
  var processors: String?
  /// When the run started, for example `2025-01-02 03:04:05 UTC`.
  var started: String
  /// The command line, quoted for a shell where needed.
  var command: String
  /// The options of the command (`--name value` or `--flag`), in order.
  var options: [String]

  /// Reads the facts of `report`.
  init(_ report: RunReport) {
    toolchain = report.toolchain
    (system, kernel, processors) = Self.split(platform: report.platform)
    started = report.startedAt.replacingOccurrences(of: "T", with: " ")
    if started.hasSuffix("Z") { started = String(started.dropLast()) + " UTC" }
    command = report.command.map(ShellQuoting.quoted).joined(separator: " ")
    options = Self.options(of: report.command)
  }

  /// A short line for a column header: the Swift version, the kernel and the processors.
  var short: String {
    let version = toolchain.split(separator: " ").first { $0.first?.isNumber == true }.map { "Swift \($0)" }
    return [version ?? toolchain, kernel ?? system, processors.map { "\($0) CPUs" }].compactMap { $0 }
      .joined(separator: " · ")
  }

  /// Splits `Linux 6.1.0 x86_64 (Debian GNU/Linux 12), 2 CPUs` into its parts.
  static func split(platform: String) -> (String, String?, String?) {
    guard let open = platform.firstIndex(of: "("), let close = platform.lastIndex(of: ")"), open < close else {
      return (platform, nil, nil)
    }
    let kernel = platform[..<open].trimmingSpacesAndTabs()
    let system = String(platform[platform.index(after: open)..<close])
    let tail = platform[platform.index(after: close)...].split(separator: " ")
    let processors = tail.first { $0.allSatisfy(\.isNumber) }.map(String.init)
    return (system.isEmpty ? kernel : system, kernel, processors)
  }

  /// The options in `command`: every argument starting with `--`, with the value that follows it when the option
  /// takes one.
  static func options(of command: [String]) -> [String] {
    let flags: Set = ["--no-cache", "--no-merge", "--json", "--help"]
    var options: [String] = []
    var index = 0
    while index < command.count {
      let argument = command[index]
      index += 1
      guard argument.hasPrefix("--") else { continue }
      if !argument.contains("="), !flags.contains(argument), index < command.count, !command[index].hasPrefix("--") {
        options.append("\(argument) \(ShellQuoting.quoted(command[index]))")
        index += 1
      } else {
        options.append(ShellQuoting.quoted(argument))
      }
    }
    return options
  }
}
