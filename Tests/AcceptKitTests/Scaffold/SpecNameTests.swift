import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

struct SpecNameTests {
  @Test(arguments: [
    ("rate-limiter", "rateLimiter", "RateLimiter"), ("a", "a", "A"),
    ("retry2-backoff", "retry2Backoff", "Retry2Backoff"),
  ])
  func aSlugGivesItsSwiftNames(slug: String, lower: String, upper: String) throws {
    let name = try SpecName(slug)
    #expect(name.slug == slug)
    #expect(name.lowerCamel == lower)
    #expect(name.upperCamel == upper)
  }

  @Test(arguments: ["", "Rate", "rate_limiter", "-rate", "rate-", "rate--limiter", "2fa", "rate limiter", "ré", "a/b"])
  func aNameThatIsNoSlugIsRefused(text: String) {
    #expect(throws: ScaffoldError.badName(text)) { try SpecName(text) }
  }

  @Test func theRefusalSaysWhatASlugIs() {
    #expect(
      ScaffoldError.badName("Rate").description
        == "'Rate' is not a spec name: use lower-case letters, digits and single hyphens, starting with a letter, "
        + "for example 'rate-limiter'")
    #expect(ScaffoldError.badName("Rate").isUsage)
    #expect(!ScaffoldError.exists(["a"]).isUsage)
  }
}
