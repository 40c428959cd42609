import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Ids that are safe in HTML and fragments and never shared by different names.
struct HTMLAnchorTests {
  @Test func keepsPlainNamesReadable() {
    #expect(
      HTMLAnchor.check("step-queue", "cancel-after-commit", "zh-Hant") == "check.step-queue.cancel-after-commit.zh-Hant"
    )
  }

  @Test func encodesEverythingElseSoThatNamesStayApart() {
    #expect(HTMLAnchor.spec("a b\"<") == "spec.a_20_b_22__3C_")
    #expect(HTMLAnchor.spec("a.b") != HTMLAnchor.id("spec", "a", "b"))
    #expect(HTMLAnchor.spec("a_2E_b") != HTMLAnchor.spec("a.b"))
    #expect(HTMLAnchor.spec("規格") == "spec._E8A68F__E6A0BC_")
  }
}
