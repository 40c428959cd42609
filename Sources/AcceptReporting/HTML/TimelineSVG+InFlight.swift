extension TimelineSVG {
  /// A step of the in-flight curve: from `time` on, `count` operations are in flight.
  struct Step: Equatable, Sendable {
    /// When the count changes, in seconds since the check's program started.
    var time: Double
    /// The operations in flight from then on.
    var count: Int
  }

  /// The operations in flight over time, one step per time at which the count changes; it starts at the first
  /// mark with 0. At one instant, finishes count before starts, so bars that only touch never add up.
  var inFlight: [Step] {
    let edges = bars.flatMap { [($0.start, 1), ($0.end, -1)] }.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
    var steps = [Step(time: origin, count: 0)]
    var active = 0
    var peakAtInstant: (time: Double, count: Int)? = nil
    for (time, change) in edges {
      active += change
      if let held = peakAtInstant, held.time != time { steps.append(Step(time: held.time, count: held.count)) }
      peakAtInstant = (time, active)
    }
    if let held = peakAtInstant { steps.append(Step(time: held.time, count: held.count)) }
    return steps.reduce(into: [Step]()) { kept, step in
      if kept.last?.time == step.time { kept.removeLast() }
      if kept.last?.count != step.count { kept.append(step) }
    }
  }
}

extension TimelineSVG {
  /// The highest count the band's scale shows: the peak or the limit, whichever is higher, and at least 1.
  var bandScale: Int { max(peakOverlap, limit ?? 0, 1) }

  /// The band under the lanes: the in-flight step curve over a baseline, its scale on the left, and the limit as
  /// a dashed horizontal line. The curve is red where it is above the limit, and grey (neutral) when the check
  /// recorded no limit: it is never green without one.
  func inFlightBand(top: Double) -> String {
    let base = top + bandHeight
    let y = { (count: Int) in base - Double(count) / Double(bandScale) * bandHeight }
    var svg = "<g class=\"in-flight\">\(Self.text("title", .timelineInFlightTitle, [String(peakOverlap)]))"
    svg += "<line class=\"base\" x1=\"\(n(labelWidth))\" y1=\"\(n(base))\" x2=\"\(n(width - Layout.right))\""
    svg += " y2=\"\(n(base))\"/>"
    svg += "<text x=\"\(n(labelWidth - 8))\" y=\"\(n(top + bandHeight / 2 + 4))\" text-anchor=\"end\""
    svg += "\(PageText.attributes(.timelineInFlight))>\(XMLText.escape(PageText.english(.timelineInFlight)))</text>"
    for count in [0, bandScale] {
      svg += "<text x=\"\(n(labelWidth - 4))\" y=\"\(n(y(count) + 4))\" text-anchor=\"end\">\(count)</text>"
    }
    for piece in curvePieces() {
      var path = "M\(n(x(piece.points[0].time))) \(n(y(piece.points[0].count)))"
      for (from, to) in zip(piece.points, piece.points.dropFirst()) {
        path += from.count == to.count ? " H\(n(x(to.time)))" : " V\(n(y(to.count)))"
      }
      svg += "<path class=\"curve\(piece.style.map { " \($0)" } ?? "")\" d=\"\(path)\"/>"
    }
    if let limit { svg += limitLine(limit, y: y(limit)) }
    return svg + "</g>\n"
  }

  private func limitLine(_ limit: Int, y: Double) -> String {
    var svg = "<line class=\"limit\" x1=\"\(n(labelWidth))\" y1=\"\(n(y))\" x2=\"\(n(width - Layout.right))\""
    svg += " y2=\"\(n(y))\">\(Self.text("title", .timelineLimitLabel, [String(limit)]))</line>"
    let (x, anchor) = limitLabelPlace(limit)
    svg += "<text class=\"limit\" x=\"\(n(x))\" y=\"\(n(y - 6))\" text-anchor=\"\(anchor)\""
    return svg + "\(PageText.attributes(.timelineLimitLabel, count: limit))>"
      + "\(XMLText.escape(PageText.english(.timelineLimitLabel, count: limit)))</text>"
  }

  /// An SVG element named `name` holding `key`'s English words with `values`, marked for the page's language choice
  /// (a `title` or a `text`, whose text the page's script replaces).
  static func text(_ name: String, _ key: PageText.Key, _ values: [String]) -> String {
    "<\(name)\(PageText.attributes(key, values: values))>\(XMLText.escape(PageText.english(key, values: values)))</\(name)>"
  }

  /// Where the limit's label goes: at the right end of its line, or at the left end when the curve rises above the
  /// limit under the right end's label (and not under the left's), so that the label stays clear of the curve.
  func limitLabelPlace(_ limit: Int) -> (x: Double, anchor: String) {
    let labelWidth = Double(PageText.english(.timelineLimitLabel, count: limit).count) * Layout.characterWidth + 8
    let right = (width - Layout.right - labelWidth, width - Layout.right)
    let left = (self.labelWidth, self.labelWidth + labelWidth)
    let over = curvePieces().filter { $0.style == "over" }.map { piece in
      (x(piece.points.first?.time ?? origin), x(piece.points.last?.time ?? origin))
    }
    let meets = { (range: (Double, Double)) in over.contains { $0.0 <= range.1 && $0.1 >= range.0 } }
    return meets(right) && !meets(left) ? (self.labelWidth + 4, "start") : (width - Layout.right, "end")
  }
}
