extension TimelineSVG {
  /// A run of the in-flight curve drawn in one colour: its corner points, each a time and a count, joined by
  /// horizontal and vertical lines; `style` is the extra class (`over`, `neutral`) or nil for within the limit.
  struct CurvePiece: Equatable, Sendable {
    /// The class beside `curve`: `over` above the limit, `neutral` without a limit, nil within it.
    var style: String?
    /// The corners, in order; two neighbours share a time or a count.
    var points: [Step]
  }

  /// The in-flight curve cut where it crosses the limit: every part above the limit (a level above it, or a rise
  /// or fall that reaches above it) is an `over` piece, the rest within the limit; without a limit it is one
  /// `neutral` piece.
  func curvePieces() -> [CurvePiece] {
    var corners = [Step(time: origin, count: 0)]
    for step in inFlight {
      corners.append(Step(time: step.time, count: corners[corners.count - 1].count))
      corners.append(step)
    }
    corners.append(Step(time: last, count: corners[corners.count - 1].count))
    guard let limit else { return [CurvePiece(style: "neutral", points: corners)] }
    var pieces: [CurvePiece] = []
    for (from, to) in zip(corners, corners.dropFirst()) {
      let style = max(from.count, to.count) > limit ? "over" : nil
      if pieces.last?.style == style, pieces.last != nil {
        pieces[pieces.count - 1].points.append(to)
      } else {
        pieces.append(CurvePiece(style: style, points: [from, to]))
      }
    }
    return pieces
  }
}
