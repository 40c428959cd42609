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
    let unit = bandHeight / Double(bandScale)
    let y = { (count: Int) in base - Double(count) * unit }
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
    let place = limitLabelPlace(limit)
    svg += "<text class=\"limit\" x=\"\(n(place.x))\" y=\"\(n(y + place.baseline))\" text-anchor=\"\(place.anchor)\""
    return svg + "\(PageText.attributes(.timelineLimitLabel, count: limit))>"
      + "\(XMLText.escape(PageText.english(.timelineLimitLabel, count: limit)))</text>"
  }

  /// An SVG element named `name` holding `key`'s English words with `values`, marked for the page's language choice
  /// (a `title` or a `text`, whose text the page's script replaces).
  static func text(_ name: String, _ key: PageText.Key, _ values: [String]) -> String {
    "<\(name)\(PageText.attributes(key, values: values))>\(XMLText.escape(PageText.english(key, values: values)))</\(name)>"
  }

  /// Where the limit's label goes: a text position, its anchor, and its baseline's offset from the limit's line
  /// (negative above it).
  struct LabelPlace: Equatable, Sendable {
    var x: Double
    var anchor: String
    var baseline: Double
  }

  /// A label's baseline above its line and below it, and the box its text takes around the baseline: a
  /// `fontSize` monospaced text rises 11 units over its baseline and falls 3 under it.
  private enum LabelBox {
    static let above = -6.0
    static let below = 14.0
    static let rise = 11.0
    static let fall = 3.0
  }

  /// Where the limit's label goes, clear of the curve: above its line at the right end, else at the left end,
  /// else in the first gap from the right where it fits; then the same below the line. A curve that leaves no
  /// such room anywhere (it crosses both sides of the line every few pixels) keeps it at the right end above.
  /// The label's width is its English words' (the editions' `上限 n` is narrower).
  func limitLabelPlace(_ limit: Int) -> LabelPlace {
    let labelWidth = Double(PageText.english(.timelineLimitLabel, count: limit).count) * Layout.characterWidth + 8
    let segments = curveSegments(relativeTo: limit)
    let right = width - Layout.right
    let leftStart = self.labelWidth + 4
    let slides = stride(from: right - 8, to: leftStart + labelWidth, by: -8).map { (x: $0, anchor: "end") }
    let spots = [(x: right, anchor: "end"), (x: leftStart, anchor: "start")] + slides
    let clear = [LabelBox.above, LabelBox.below].lazy.compactMap { baseline -> LabelPlace? in
      let top = baseline - LabelBox.rise - 1
      let bottom = baseline + LabelBox.fall + 1
      let near = Self.merged(segments.filter { $0.y.lowerBound < bottom && $0.y.upperBound > top }.map(\.x))
      let spot = spots.first { spot in
        let left = spot.anchor == "end" ? spot.x - labelWidth : spot.x
        return !near.contains { $0.lowerBound < left + labelWidth && $0.upperBound > left }
      }
      return spot.map { LabelPlace(x: $0.x, anchor: $0.anchor, baseline: baseline) }
    }.first
    return clear ?? LabelPlace(x: right, anchor: "end", baseline: LabelBox.above)
  }

  /// `ranges` in order, with those that overlap joined into one.
  static func merged(_ ranges: [ClosedRange<Double>]) -> [ClosedRange<Double>] {
    ranges.sorted { $0.lowerBound < $1.lowerBound }.reduce(into: []) { joined, range in
      if let last = joined.last, range.lowerBound <= last.upperBound {
        joined[joined.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
      } else {
        joined.append(range)
      }
    }
  }

  /// Every straight run of the curve as the x and y ranges it covers, its y measured from the line of `limit`
  /// (down is positive) and widened by 1 on each side for the curve's 2-unit stroke.
  private func curveSegments(relativeTo limit: Int) -> [(x: ClosedRange<Double>, y: ClosedRange<Double>)] {
    let unit = bandHeight / Double(bandScale)
    let y = { (count: Int) in Double(limit - count) * unit }
    return curvePieces().flatMap { piece in
      zip(piece.points, piece.points.dropFirst()).map { from, to in
        let xs = [x(from.time), x(to.time)].sorted()
        let ys = [y(from.count), y(to.count)].sorted()
        return (x: (xs[0] - 1)...(xs[1] + 1), y: (ys[0] - 1)...(ys[1] + 1))
      }
    }
  }
}
