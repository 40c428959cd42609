import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Reading parents and children from `/proc`.
struct ProcessTableTests {
  @Test func readsTheParentOfAProcess() {
    #expect(ProcessTable.parent(of: getpid()) == getppid())
    #expect(ProcessTable.parent(of: -1) == nil)
  }

  @Test func findsAChildItStarted() throws {
    var pid: pid_t = 0
    var arguments: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/sleep"), strdup("30"), nil]
    defer { arguments.forEach { free($0) } }
    #expect(posix_spawn(&pid, "/bin/sleep", nil, nil, &arguments, environ) == 0)
    defer {
      kill(pid, SIGKILL)
      waitpid(pid, nil, 0)
    }
    #expect(ProcessTable.children(of: getpid()).contains(pid))
    #expect(!ProcessTable.children(of: pid).contains(getpid()))
  }
}
