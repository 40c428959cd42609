import Dispatch
import Foundation
import PackagePlugin

/// The `accept` command of `swift package`: runs the kit's `accept` executable in the package's folder with the
/// arguments given, so that `swift package --allow-writing-to-package-directory accept run Specs` runs the specs of
/// any package that depends on the kit.
@main
struct AcceptPlugin: CommandPlugin {
  /// The signals passed on to `accept`, which ends its checks and reports when one comes. SwiftPM itself passes
  /// only SIGINT on to a plugin; the others arrive only when sent to the plugin's own process.
  static let forwarded = [SIGINT, SIGTERM, SIGHUP]
  /// How often the plugin looks whether `swift package` is still its parent.
  static let parentCheckInterval = DispatchTimeInterval.milliseconds(200)

  /// Runs `accept` with `arguments` unchanged, its standard input, output and error those of `swift package`, and
  /// ends with `accept`'s exit status.
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "accept")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = arguments
    // Relative paths (ROOT, --report, --subject) and the cache under .build are taken from the package's folder.
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    // accept runs in a process group of its own, so a Ctrl-C in the terminal reaches only swift package and this
    // plugin: pass it on, or accept and its checks would go on running after swift package has ended.
    let sources = Self.forward(to: process.processIdentifier)
    // When swift package ends from a signal it does not pass on (SIGTERM, SIGHUP, SIGKILL), this plugin is left
    // with a new parent: then accept is sent SIGTERM, so it ends its checks instead of running on unowned.
    let watcher = Self.watchParent(of: process.processIdentifier)
    process.waitUntilExit()
    sources.forEach { $0.cancel() }
    watcher.cancel()
    // SwiftPM turns a plugin's own exit status into its own; a thrown error would always be 1 and print a second
    // message, so the status of accept is passed on as it is (128 + N when a signal N ended accept).
    let status = process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
    if status != 0 { exit(status) }
  }

  /// Sends SIGTERM to the process `pid`, once, when this process's parent changes (its parent ended).
  static func watchParent(of pid: Int32) -> any DispatchSourceTimer {
    let parent = getppid()
    let timer = DispatchSource.makeTimerSource(queue: .global())
    timer.schedule(deadline: .now() + parentCheckInterval, repeating: parentCheckInterval)
    timer.setEventHandler {
      guard getppid() != parent else { return }
      kill(pid, SIGTERM)
      timer.cancel()
    }
    timer.resume()
    return timer
  }

  /// Sends each of `forwarded` that this process gets to the process `pid` instead of ending this one.
  static func forward(to pid: Int32) -> [any DispatchSourceSignal] {
    forwarded.map { signalNumber in
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
      source.setEventHandler { kill(pid, signalNumber) }
      source.resume()
      return source
    }
  }
}
