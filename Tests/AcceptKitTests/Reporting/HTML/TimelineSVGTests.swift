import Foundation
import Testing

@testable import AcceptKit

/// The timeline drawing: bars from `start` to the next `end`, markers for other events, the overlap count, the
/// golden SVG and escaping.
struct TimelineSVGTests {
  /// A bounded-map-like run: four operations with a limit of two, a cancel request while two run, an operation
  /// that never ends, and the parent's return.
  static let marks: [TimelineMark] = [
    TimelineMark(lane: "op-0", event: "start", time: 0.100),
    TimelineMark(lane: "op-1", event: "start", time: 0.101),
    TimelineMark(lane: "op-0", event: "end", time: 0.120),
    TimelineMark(lane: "op-2", event: "start", time: 0.121),
    TimelineMark(lane: "op-1", event: "end", time: 0.130),
    TimelineMark(lane: "op-3", event: "start", time: 0.131),
    TimelineMark(lane: "test", event: "cancel-requested", time: 0.135),
    TimelineMark(lane: "op-2", event: "end", time: 0.140),
    TimelineMark(lane: "op-3", event: "cancelled", time: 0.141),
    TimelineMark(lane: "op-3", event: "end", time: 0.142),
    TimelineMark(lane: "test", event: "last-exit", time: 0.1425),
    TimelineMark(lane: "test", event: "parent-returned", time: 0.145),
    TimelineMark(lane: "op-4", event: "start", time: 0.143),
  ]

  @Test func drawsTheGoldenSVG() {
    GoldenFile.check(TimelineSVG(marks: Self.marks).svg(), matches: "HTML/timeline.svg")
  }

  @Test func pairsEachStartWithTheNextEndOnItsLane() {
    let drawing = TimelineSVG(marks: Self.marks)
    #expect(drawing.lanes == ["op-0", "op-1", "op-2", "op-3", "test", "op-4"])
    #expect(drawing.bars.filter { !$0.open }.map(\.lane) == [0, 1, 2, 3])
    #expect(drawing.bars.last == TimelineSVG.Bar(lane: 5, start: 0.143, end: 0.145, open: true))
    #expect(drawing.markers.map(\.event) == ["cancel-requested", "cancelled", "last-exit", "parent-returned"])
    #expect(drawing.peakOverlap == 2)
    #expect(drawing.origin == 0.100 && drawing.last == 0.145)
  }

  @Test func countsOverlapsAndTreatsTouchingBarsAsApart() {
    let touching = TimelineSVG(marks: [
      TimelineMark(lane: "a", event: "start", time: 0), TimelineMark(lane: "a", event: "end", time: 1),
      TimelineMark(lane: "b", event: "start", time: 1), TimelineMark(lane: "b", event: "end", time: 2),
    ])
    #expect(touching.peakOverlap == 1)
    let three = TimelineSVG(
      marks: ["a", "b", "c"].flatMap { lane in
        [TimelineMark(lane: lane, event: "start", time: 0), TimelineMark(lane: lane, event: "end", time: 1)]
      })
    #expect(three.peakOverlap == 3)
  }

  @Test func keepsUnpairedEventsAsMarkers() {
    let drawing = TimelineSVG(marks: [
      TimelineMark(lane: "a", event: "end", time: 0), TimelineMark(lane: "a", event: "start", time: 1),
      TimelineMark(lane: "a", event: "start", time: 2), TimelineMark(lane: "a", event: "end", time: 3),
    ])
    #expect(drawing.markers.map(\.event) == ["end", "start"])
    #expect(drawing.bars == [TimelineSVG.Bar(lane: 0, start: 1, end: 3, open: false)])
  }

  @Test func escapesLaneAndEventNames() {
    let svg = TimelineSVG(marks: [
      TimelineMark(lane: "<script>", event: "start", time: 0),
      TimelineMark(lane: "<script>", event: "a\"&b", time: 0.5),
      TimelineMark(lane: "<script>", event: "end", time: 1),
    ]).svg()
    #expect(!svg.contains("<script>"))
    #expect(svg.contains("&lt;script&gt;") && svg.contains("a&quot;&amp;b"))
  }

  @Test func drawsNarrowerForRunsSideBySideWithTextAtFullSize() {
    let svg = TimelineSVG(
      marks: [
        TimelineMark(lane: "a-very-long-lane-name-indeed", event: "start", time: 0),
        TimelineMark(lane: "a-very-long-lane-name-indeed", event: "end", time: 1),
      ], width: 560
    ).svg()
    #expect(svg.contains("viewBox=\"0 0 560.0 ") && svg.contains("style=\"max-width: 560.0px\""))
    #expect(svg.contains(">a-very-long-…</text>") && svg.contains("<title>a-very-long-lane-name-indeed</title>"))
    #expect(svg.contains("font-size=\"11\""))
  }

  @Test func ordersLanesByTheirFirstMarkInTime() {
    let drawing = TimelineSVG(marks: [
      TimelineMark(lane: "late", event: "start", time: 2), TimelineMark(lane: "early", event: "start", time: 1),
    ])
    #expect(drawing.lanes == ["early", "late"])
  }

  @Test func drawsASingleInstantWithoutDividingByZero() {
    let svg = TimelineSVG(marks: [TimelineMark(lane: "test", event: "only", time: 0.25)]).svg()
    #expect(!svg.contains("nan") && !svg.contains("inf"))
    #expect(svg.contains(">only</text>"))
  }

  @Test(arguments: [(0.5, 0.1), (2.8, 0.5), (11.6, 2), (45, 10), (1000, 200), (0, 0.0002)])
  func choosesRoundTickSteps(_ span: Double, _ step: Double) {
    #expect(abs(TimelineSVG.tickStep(span) - step) < 1e-9)
  }

  @Test func labelsTicksWithTheDecimalsTheStepNeeds() {
    #expect(TimelineSVG.tickLabel(1.5, step: 0.5) == "1.5")
    #expect(TimelineSVG.tickLabel(20, step: 10) == "20")
    #expect(TimelineSVG.tickLabel(0.25, step: 0.05) == "0.25")
  }
}
