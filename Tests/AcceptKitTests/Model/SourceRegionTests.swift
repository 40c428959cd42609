import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Regions of a package file: the lines between the two marker comments, verbatim.
struct SourceRegionTests {
  private let text = """
    top
      // region: body
      indented
    \tkept as it is
    // endregion: body
    // region: empty
    // endregion: empty
    bottom
    """

  @Test func takesTheLinesBetweenTheMarkersVerbatim() throws {
    let region = try #require(SourceRegion.extract("body", from: text))
    #expect(region.code == "  indented\n\tkept as it is\n")
    #expect(region.firstLine == 3)
  }

  @Test func takesAnEmptyRegion() throws {
    let region = try #require(SourceRegion.extract("empty", from: text))
    #expect(region.code == "")
    #expect(region.firstLine == 7)
  }

  @Test func takesTheWholeFileWithoutARegionName() throws {
    let region = try #require(SourceRegion.extract(nil, from: text))
    #expect(region.code == text + "\n")
    #expect(region.firstLine == 1)
  }

  @Test(arguments: [
    "a\r\n  // region: r\r\nb\r\n// endregion: r\r\n", "a\r  // region: r\rb\r// endregion: r",
    "a\n  // region: r\nb\n// endregion: r",
  ])
  func readsRegionsWithEveryLineEnding(_ source: String) throws {
    let region = try #require(SourceRegion.extract("r", from: source))
    #expect(region.code == "b\n")
    #expect(region.firstLine == 3)
  }

  @Test(arguments: ["x\ny", "x\r\ny\r\n", "x\ry\r", "x\ny\n"])
  func endsEveryLineOfTheWholeFileWithANewline(_ source: String) throws {
    #expect(SourceRegion.extract(nil, from: source)?.code == "x\ny\n")
  }

  @Test(arguments: ["missing", "bod", "body ", "top"])
  func findsNoOtherRegion(_ name: String) {
    #expect(SourceRegion.extract(name, from: text) == nil)
  }

  @Test func needsTheClosingMarkerAfterTheOpeningOne() {
    #expect(SourceRegion.extract("late", from: "// endregion: late\n// region: late\n") == nil)
  }

  @Test func spellsTheMarkers() {
    #expect(SourceRegion.begin("x") == "// region: x")
    #expect(SourceRegion.end("x") == "// endregion: x")
  }
}
