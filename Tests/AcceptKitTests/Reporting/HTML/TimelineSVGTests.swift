import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// The timeline drawing: bars from a start to the next finish, markers for other events, the in-flight curve and
/// its limit, labels that never overlap, milliseconds since the first mark, the golden SVG and escaping.
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
    GoldenFile.check(TimelineSVG(marks: Self.marks, limit: 2).svg(), matches: "HTML/timeline.svg")
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
    #expect(svg.contains("viewBox=\"0 0 560.0 ") && svg.contains(" width=\"560.0\" "))
    #expect(svg.contains(">a-very-long…</text>") && svg.contains("<title>a-very-long-lane-name-indeed</title>"))
    #expect(svg.contains("font-size=\"12.0\""))
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

  @Test func drawsTheOperationsInFlightAsASteppedCurveFromTheBars() {
    let drawing = TimelineSVG(marks: Self.marks)
    let steps = drawing.inFlight.map { [($0.time * 100_000).rounded() / 100, Double($0.count)] }
    #expect(
      steps == [
        [100, 1], [101, 2], [120, 1], [121, 2], [130, 1], [131, 2], [140, 1], [142, 0], [143, 1], [145, 0],
      ])
    #expect(drawing.peakOverlap == 2)
    let svg = drawing.svg()
    #expect(svg.contains("<g class=\"in-flight\">"))
    // The first operation starts at the first mark: the curve rises to 1 there, at the plot's left edge (x 140).
    // The band's baseline is at y 274 and its scale runs to the peak, 2, 60 units higher: 1 is at y 244.
    // Without a limit the curve is neutral, never the colour of "within the limit".
    #expect(svg.contains("<path class=\"curve neutral\" d=\"M140.0 274.0 H140.0 V244.0 H157.7 V214.0 H493.8 V244.0"))
    #expect(!svg.contains("<path class=\"curve\" ") && !svg.contains("curve over"))
    #expect(!svg.contains("class=\"limit\""), "no limit line without a limit")
  }

  @Test func drawsTheLimitAsAHorizontalLineAndTheCurveAsOverOnlyWhereItIsAbove() throws {
    let within = TimelineSVG(marks: Self.marks, limit: 4)
    let svg = within.svg()
    let line = try #require(svg.split(separator: "\n").first { $0.contains("<line class=\"limit\"") })
    let y1 = line.components(separatedBy: "y1=\"")[1].prefix { $0 != "\"" }
    let y2 = line.components(separatedBy: "y2=\"")[1].prefix { $0 != "\"" }
    #expect(y1 == y2, "the limit line is horizontal")
    #expect(svg.contains(">limit 4</text>") && svg.contains("<path class=\"curve\""))
    #expect(within.bandScale == 4 && within.caption.contains("at most 2 in flight at once (limit 4)"))
    #expect(!svg.contains("curve over") && !svg.contains("curve neutral"))
    let over = TimelineSVG(marks: Self.marks, limit: 1)
    #expect(over.svg().contains("<path class=\"curve over\""))
    // Only the parts above 1 are red: each rise to 2, the level at 2 and the fall back to 1.
    let pieces = over.curvePieces()
    #expect(pieces.map(\.style) == [nil, "over", nil, "over", nil, "over", nil])
    for piece in pieces {
      let top = piece.points.map(\.count).max() ?? 0
      #expect(piece.style == "over" ? top > 1 : top <= 1, "a piece within the limit never rises above it")
    }
    #expect(over.caption.contains("at most 2 in flight at once (over the limit 1)"))
  }

  @Test(arguments: [(2, 60.0), (10, 60.0), (20, 120.0), (30, 180.0), (100, 180.0)])
  func growsTheInFlightBandWithItsScaleUpToACap(limit: Int, height: Double) {
    let drawing = TimelineSVG(marks: Self.marks, limit: limit)
    #expect(drawing.bandHeight == height)
    #expect(drawing.bandHeight / Double(drawing.bandScale) >= 6 || drawing.bandHeight == 180)
  }

  @Test func putsTheLimitLabelAboveItsLineAndClearOfACurveAboveTheLimit() {
    let within = TimelineSVG(marks: Self.marks, limit: 2)
    #expect(within.limitLabelPlace(2) == .init(x: 936, anchor: "end", baseline: -6), "right end, curve within it")
    #expect(within.svg().contains("<text class=\"limit\" x=\"936.0\" y=\"208.0\""), "6 units above the line at 214")
    // Two operations from the middle on, over a limit of 1 under the right end: the label moves to the left end.
    let marks = [
      TimelineMark(lane: "a", event: "start", time: 0), TimelineMark(lane: "b", event: "start", time: 0.5),
      TimelineMark(lane: "a", event: "end", time: 1), TimelineMark(lane: "b", event: "end", time: 1),
    ]
    let over = TimelineSVG(marks: marks, limit: 1)
    #expect(over.limitLabelPlace(1) == .init(x: 144, anchor: "start", baseline: -6))
  }

  /// `count` operations from 0 to 1 s, and one more over each of `extra`'s spans.
  static func held(_ count: Int, extra: [(Double, Double)]) -> [TimelineMark] {
    let steady = (0..<count).flatMap { index in
      [
        TimelineMark(lane: "op-\(index)", event: "start", time: 0),
        TimelineMark(lane: "op-\(index)", event: "end", time: 1),
      ]
    }
    return steady
      + extra.enumerated().flatMap { index, span in
        [
          TimelineMark(lane: "x-\(index)", event: "start", time: span.0),
          TimelineMark(lane: "x-\(index)", event: "end", time: span.1),
        ]
      }
  }

  @Test func slidesTheLimitLabelIntoAGapWhenTheCurveMeetsItAtBothEnds() {
    // Ten held and an eleventh over the first and last tenth: a scale of 11 in a 66-unit band puts 11 six units
    // above the limit's line, through the label's box at both ends. The first clear place from the right is 848,
    // left of the rise at 856.4; the line at 10 between the two does not meet a box above it.
    let drawing = TimelineSVG(marks: Self.held(10, extra: [(0, 0.1), (0.9, 1)]), limit: 10)
    #expect(drawing.bandHeight == 66 && drawing.x(0.9) == 856.4)
    #expect(drawing.limitLabelPlace(10) == .init(x: 848, anchor: "end", baseline: -6))
    #expect(drawing.svg().contains("<text class=\"limit\" x=\"848.0\""))
  }

  @Test func putsTheLimitLabelBelowItsLineWhenTheCurveRunsThroughItsBoxAboveAllAlong() {
    // Eleven held over a limit of 10: the curve runs six units above the line from end to end. Below the line, the
    // right end meets the fall at 936, and the left end clears the rise at 140.
    let drawing = TimelineSVG(marks: Self.held(11, extra: []), limit: 10)
    #expect(drawing.limitLabelPlace(10) == .init(x: 144, anchor: "start", baseline: 14))
    let line = drawing.svg().components(separatedBy: "<line class=\"limit\"")[1]
    let lineY = Double(line.components(separatedBy: "y1=\"")[1].prefix { $0 != "\"" }) ?? 0
    #expect(drawing.svg().contains("<text class=\"limit\" x=\"144.0\" y=\"\(String(format: "%.1f", lineY + 14))\""))
  }

  @Test func keepsTheLimitLabelAtTheRightEndWhenTheCurveLeavesNoRoomAnywhere() {
    // Nine held, and two more in each first half of twenty 50 ms periods: the curve crosses both sides of the
    // line every 20 units, narrower than the label, so no place is clear and the label keeps its usual place.
    let spans = (0..<20).flatMap { index in
      let start = Double(index) * 0.05
      return [(start, start + 0.025), (start, start + 0.025)]
    }
    let drawing = TimelineSVG(marks: Self.held(9, extra: spans), limit: 10)
    #expect(drawing.limitLabelPlace(10) == .init(x: 936, anchor: "end", baseline: -6))
  }

  @Test func drawsBarsForOperationsMarkedStartedAndFinished() {
    let drawing = TimelineSVG(marks: [
      TimelineMark(lane: "step", event: "started", time: 1.0),
      TimelineMark(lane: "step", event: "cancel-requested", time: 1.2),
      TimelineMark(lane: "step", event: "finished", time: 1.5),
    ])
    #expect(drawing.bars == [TimelineSVG.Bar(lane: 0, start: 1.0, end: 1.5, open: false)])
    #expect(drawing.markers.map(\.event) == ["cancel-requested"])
    #expect(drawing.svg().contains("<g class=\"marker cancel\">"))
    let neverStarted = TimelineSVG(marks: [
      TimelineMark(lane: "step", event: "cancel-requested", time: 1.0),
      TimelineMark(lane: "step", event: "finished", time: 1.5),
    ])
    #expect(neverStarted.bars.isEmpty && neverStarted.markers.map(\.event) == ["cancel-requested", "finished"])
  }

  @Test(arguments: [
    ("start", TimelineEventKind.start), ("Started", .start), ("begin", .start), ("end", .finish),
    ("finished", .finish), ("done", .finish), ("cancel-requested", .cancel), ("cancelled", .cancel),
    ("error-thrown", .error), ("failed", .error), ("committed", .moment), ("parent-returned", .moment),
  ])
  func classifiesEventsByName(_ event: String, _ kind: TimelineEventKind) {
    #expect(TimelineEventKind(event) == kind)
  }

  @Test func laysOutLabelsOfManyMarksAtOneTimeWithoutOverlap() {
    var marks = (0..<40).map {
      TimelineMark(lane: "test", event: $0 % 3 == 0 ? "cancel-\($0)" : "error \($0)", time: 1)
    }
    marks += (0..<12).map { TimelineMark(lane: "test", event: "late-\($0)", time: 2 + Double($0) * 0.001) }
    marks += [TimelineMark(lane: "op", event: "start", time: 0), TimelineMark(lane: "op", event: "end", time: 2.02)]
    let drawing = TimelineSVG(marks: marks, width: 560)
    let placements = drawing.labelLevels().placements
    #expect(placements.count == 52)
    for (index, first) in placements.enumerated() {
      for (otherIndex, second) in placements.enumerated() where otherIndex > index {
        let sameRow = drawing.markers[index].lane == drawing.markers[otherIndex].lane && first.level == second.level
        #expect(!sameRow || first.right <= second.left || second.right <= first.left, "labels \(index), \(otherIndex)")
      }
    }
    #expect(Set(placements.prefix(40).map(\.level)).count == 40, "marks at one time take a row each")
    #expect(drawing.labelLevels().placements == placements, "the layout is the same every time")
    #expect(placements.allSatisfy { $0.right <= 560 }, "labels near the right edge turn left")
  }

  @Test func givesEveryTimeInMillisecondsSinceTheFirstMark() {
    let svg = TimelineSVG(marks: Self.marks).svg()
    #expect(svg.contains("<title>op-0: 0.0–20.0 ms</title>"))
    #expect(
      svg.contains(
        "<title data-t=\"timeline.marker-title\" data-n=\"test: cancel-requested\" data-m=\"35.0\">"
          + "test: cancel-requested at 35.0 ms</title>"))
    #expect(svg.contains(" data-t=\"timeline.axis\">ms since the first mark</text>"))
    #expect(ReviewSample.plain(svg).contains("op-4: 43.0–45.0 ms (no finish was marked)"))
  }

  @Test func drawsTextAtFullSizeAndScrollsWideDrawingsInTheirOwnBox() {
    let svg = TimelineSVG(marks: Self.marks).svg()
    #expect(svg.contains("viewBox=\"0 0 960.0 ") && svg.contains(" width=\"960.0\" "), "one unit is one pixel")
    #expect(TimelineSVG.Layout.fontSize >= 11)
    let css = PageStyle.css
    #expect(css.contains("figure.timeline svg { display: block; max-width: none; }"))
    #expect(!css.contains("figure.timeline svg { width: 100%"))
    #expect(css.contains("figure.timeline .scroll { overflow-x: auto; max-width: 100%; }"))
  }

  /// A cancellation's key names only what the drawing has, and its order line keeps the cancel request, the last
  /// exit and the return apart, in the order they happened.
  @Test func ordersTheCancelRequestTheLastExitAndTheReturn() {
    let marks = [
      TimelineMark(lane: "op-0", event: "start", time: 1.000), TimelineMark(lane: "op-1", event: "start", time: 1.001),
      TimelineMark(lane: "test", event: "cancel-requested", time: 1.002),
      TimelineMark(lane: "op-0", event: "end", time: 1.003), TimelineMark(lane: "op-1", event: "end", time: 1.004),
      TimelineMark(lane: "test", event: "parent-<returned>", time: 1.005),
    ]
    let legend = TimelineSVG(marks: marks).legendHTML
    let plain = ReviewSample.plain(legend)
    #expect(plain.contains("an operation, from its start to its exit cancellation other event"))
    #expect(!plain.contains("error"))
    #expect(plain.contains("In order: cancel-requested 2.0 ms → last exit 4.0 ms → parent-<returned> 5.0 ms"))
    #expect(legend.contains("parent-&lt;returned&gt;"))
  }

  @Test func ordersAThrowButGivesNoOrderWithoutACancellationOrAnError() {
    let thrown = [
      TimelineMark(lane: "op-0", event: "start", time: 0), TimelineMark(lane: "op-0", event: "throw", time: 0.001),
      TimelineMark(lane: "op-0", event: "end", time: 0.002),
    ]
    #expect(
      ReviewSample.plain(TimelineSVG(marks: thrown).legendHTML).contains("In order: throw 1.0 ms → last exit 2.0 ms"))
    let plainMoments = [
      TimelineMark(lane: "op-0", event: "start", time: 0), TimelineMark(lane: "test", event: "idle", time: 0.001),
      TimelineMark(lane: "op-0", event: "end", time: 0.002),
    ]
    let legend = TimelineSVG(marks: plainMoments).legendHTML
    #expect(legend.contains("other event") && !legend.contains("timeline-order"))
  }
}
