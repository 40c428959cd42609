/// The environment a merge groups sharded runs by: the kernel's name, the processor architecture and the toolchain,
/// as a run's report records them.
///
/// The kernel's release, the processor count and the operating system's version are left out: the shards of one CI
/// run may land on machines that differ in those while running the same toolchain on the same kind of system, and
/// they are still parts of one run.
package struct RunEnvironment: Sendable, Hashable, CustomStringConvertible {
  /// The kernel's name, for example `Linux` or `Darwin`; the whole platform string when it cannot be split.
  package var system: String
  /// The processor architecture, for example `x86_64` or `arm64`; nil when the platform string does not name one.
  package var architecture: String?
  /// The first line of `swiftc --version`.
  package var toolchain: String

  /// Creates an environment from its parts.
  package init(system: String, architecture: String?, toolchain: String) {
    self.system = system
    self.architecture = architecture
    self.toolchain = toolchain
  }

  /// Reads the environment of `report` from its platform string (`Linux 6.1.0 x86_64 (Debian GNU/Linux 12), 2 CPUs`:
  /// the first and, when there are at least three, the last word before the parenthesis) and its toolchain.
  package init(_ report: RunReport) {
    let (whole, kernel, _) = EnvironmentFacts.split(platform: report.platform)
    let words = (kernel ?? whole).split(separator: " ").map(String.init)
    self.init(
      system: words.first ?? report.platform, architecture: words.count > 2 ? words.last : nil,
      toolchain: report.toolchain)
  }

  /// The environment as a reader names it, for example `Linux x86_64, Swift version 6.3.1 (swift-6.3.1-RELEASE)`;
  /// the kernel `Darwin` is called `macOS`, and an empty platform leaves the toolchain alone.
  package var description: String {
    let machine = [system == "Darwin" ? "macOS" : system, architecture ?? ""].filter { !$0.isEmpty }
      .joined(separator: " ")
    return machine.isEmpty ? toolchain : "\(machine), \(toolchain)"
  }
}
