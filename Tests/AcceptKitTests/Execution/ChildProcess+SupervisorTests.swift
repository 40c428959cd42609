import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// How a child is launched and ended with and without a supervisor.
struct ChildProcessSupervisorTests {
  private let child = ChildProcess(
    executable: "/tmp/check", arguments: ["an-id"], environment: [:], workingDirectory: "/", timeout: 1)

  @Test func runsTheProgramDirectlyWithoutASupervisor() {
    #expect(child.launch.path == "/tmp/check")
    #expect(child.launch.arguments == ["/tmp/check", "an-id"])
    #expect(child.ending == .killGroup)
  }

  @Test func putsTheProgramAfterTheSupervisorsSubcommand() {
    var supervised = child
    supervised.supervisor = "/usr/local/bin/accept"
    #if os(Linux)
      #expect(supervised.launch.path == "/usr/local/bin/accept")
      #expect(supervised.launch.arguments == ["/usr/local/bin/accept", "__supervise", "/tmp/check", "an-id"])
      #expect(supervised.ending == .askSupervisor)
    #else
      #expect(supervised.launch.arguments == ["/tmp/check", "an-id"], "no child subreaper outside Linux")
    #endif
  }
}
