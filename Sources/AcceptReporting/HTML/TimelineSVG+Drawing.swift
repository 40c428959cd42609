import Foundation

extension TimelineSVG {
  /// The drawing's fixed measures, in SVG user units (pixels: the drawing is never scaled down).
  enum Layout {
    static let right = 24.0
    static let top = 8.0
    static let fontSize = 12.0
    static let barHeight = 14.0
    static let levelHeight = 15.0
    static let laneGap = 8.0
    /// In a drawing of more than `compactLanes` lanes, the bars are `compactBarHeight` high with `compactLaneGap`
    /// between them, so that twenty operations take 300 px rather than 440 (a lane name still fits beside its bar).
    static let compactLanes = 8
    static let compactBarHeight = 10.0
    static let compactLaneGap = 5.0
    /// The in-flight band's least height, and the height it grows to per unit of its scale, up to its cap.
    static let bandMinimum = 60.0
    static let bandPerUnit = 6.0
    static let bandMaximum = 180.0
    static let bandGap = 14.0
    static let axisHeight = 36.0
    /// The advance of one character of a monospaced font at `fontSize` (0.6 em).
    static let characterWidth = 7.2
  }

  /// The in-flight band's height: 6 units per operation of its scale, at least 60 and at most 180, so that a
  /// step of one stays visible up to a scale of 30.
  var bandHeight: Double {
    min(max(Layout.bandMinimum, Double(bandScale) * Layout.bandPerUnit), Layout.bandMaximum)
  }

  /// The height of a bar: less in a drawing of many lanes.
  var barHeight: Double { lanes.count > Layout.compactLanes ? Layout.compactBarHeight : Layout.barHeight }

  /// The room between two lanes' bars: less in a drawing of many lanes.
  var laneGap: Double { lanes.count > Layout.compactLanes ? Layout.compactLaneGap : Layout.laneGap }

  /// The width of the label column: narrower in a narrow drawing.
  var labelWidth: Double { width >= 800 ? 140 : 100 }

  /// Where the parts of the drawing go: the label rows, each lane's top, the in-flight band's top (nil when
  /// there are no bars), the axis line and the whole height.
  struct Frame {
    /// The label rows of each lane and each label's place.
    var levels: LabelLevels
    /// The top of each lane, by lane index.
    var laneTops: [Double]
    /// The top of the in-flight band, or nil when there are no bars.
    var band: Double?
    /// The y of the time axis.
    var bottom: Double
    /// The drawing's height.
    var height: Double
  }

  /// Lays out the drawing's parts from top to bottom.
  func frame() -> Frame {
    let levels = labelLevels()
    var laneTops: [Double] = []
    var y = Layout.top
    for lane in lanes.indices {
      laneTops.append(y)
      y += laneHeight(levels: levels.count(lane))
    }
    let band = bars.isEmpty ? nil : y + Layout.bandGap
    let bottom = band.map { $0 + bandHeight + Layout.bandGap / 2 } ?? y
    return Frame(levels: levels, laneTops: laneTops, band: band, bottom: bottom, height: bottom + Layout.axisHeight)
  }

  /// The SVG element. Its colours come from the page's style sheet, by class (`PageStyle.layout`), so that the
  /// page can change them (dark mode) and each drawing stays small.
  func svg() -> String {
    let frame = frame()
    var svg = opening(frame.height) + axis(bottom: frame.bottom)
    for (lane, name) in lanes.enumerated() {
      svg += self.lane(lane, name, top: frame.laneTops[lane], levels: frame.levels)
    }
    if let band = frame.band { svg += inFlightBand(top: band) }
    for (index, marker) in markers.enumerated() {
      svg += self.marker(
        marker, frame.levels.placements[index], top: frame.laneTops[marker.lane], levels: frame.levels,
        bottom: frame.bottom)
    }
    return svg + "</svg>\n"
  }

  private func opening(_ height: Double) -> String {
    var svg =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"timeline\" viewBox=\"0 0 \(n(width)) \(n(height))\""
    svg += " width=\"\(n(width))\" height=\"\(n(height))\" role=\"img\" aria-label=\"\(XMLText.escape(caption))\""
    return svg + " font-family=\"ui-monospace, Menlo, Consolas, monospace\" font-size=\"\(n(Layout.fontSize))\">\n"
  }

  private func laneHeight(levels: Int) -> Double {
    Double(levels) * Layout.levelHeight + barHeight + laneGap
  }

  private func barTop(_ lane: Int, _ top: Double, _ levels: LabelLevels) -> Double {
    top + Double(levels.count(lane)) * Layout.levelHeight + laneGap / 2
  }

  /// The x coordinate of a time.
  func x(_ time: Double) -> Double {
    let plot = width - labelWidth - Layout.right
    let span = max(last - origin, 0.000_001)
    return labelWidth + (time - origin) / span * plot
  }

  private func lane(_ lane: Int, _ name: String, top: Double, levels: LabelLevels) -> String {
    let barY = barTop(lane, top, levels)
    let fits = Int((labelWidth - 12) / Layout.characterWidth)
    let shown = name.count > fits ? String(name.prefix(fits - 1)) + "…" : name
    var svg = "<g class=\"lane\"><title>\(XMLText.escape(name))</title>"
    svg += "<line class=\"rule\" x1=\"0\" y1=\"\(n(top))\" x2=\"\(n(width))\" y2=\"\(n(top))\"/>"
    svg += "<text class=\"name\" x=\"\(n(labelWidth - 8))\" y=\"\(n(barY + barHeight / 2 + 4))\" text-anchor=\"end\">"
    svg += "\(XMLText.escape(shown))</text></g>\n"
    for bar in bars where bar.lane == lane {
      let width = max(1.5, x(bar.end) - x(bar.start))
      svg +=
        "<rect class=\"\(bar.open ? "bar open" : "bar")\" x=\"\(n(x(bar.start)))\" y=\"\(n(barY))\" width=\"\(n(width))\""
      svg +=
        " height=\"\(n(barHeight))\" rx=\"2\">\(barTitle(bar, name))</rect>\n"
    }
    return svg
  }

  /// The bar's `title` element: its lane and range; an open bar's words are marked for the page's language choice.
  private func barTitle(_ bar: Bar, _ name: String) -> String {
    let range = "\(name): \(milliseconds(bar.start))–\(milliseconds(bar.end))"
    guard bar.open else { return "<title>\(XMLText.escape(range)) ms</title>" }
    return Self.text("title", .timelineOpenBar, [range])
  }

  private func marker(
    _ marker: Marker, _ placement: LabelLevels.Placement, top: Double, levels: LabelLevels, bottom: Double
  ) -> String {
    let markerX = x(marker.time)
    let labelY = top + Double(placement.level) * Layout.levelHeight + 12
    let anchor = placement.leftOfLine ? "end" : "start"
    let labelX = placement.leftOfLine ? markerX - 3 : markerX + 3
    let title = Self.text(
      "title", .timelineMarkerTitle, ["\(lanes[marker.lane]): \(marker.event)", milliseconds(marker.time)])
    var svg = "<g class=\"marker \(marker.kind.markerClass)\">\(title)"
    svg += "<line x1=\"\(n(markerX))\" y1=\"\(n(Layout.top))\" x2=\"\(n(markerX))\" y2=\"\(n(bottom))\""
    svg += "/>"
    svg += "<circle cx=\"\(n(markerX))\" cy=\"\(n(barTop(marker.lane, top, levels) + barHeight / 2))\" r=\"3.5\""
    svg += "/>"
    svg += "<text x=\"\(n(labelX))\" y=\"\(n(labelY))\" text-anchor=\"\(anchor)\">"
    return svg + "\(XMLText.escape(marker.event))</text></g>\n"
  }

  private func axis(bottom: Double) -> String {
    let step = Self.tickStep(spanMilliseconds)
    var svg = "<g class=\"axis\">"
    svg += "<line class=\"base\" x1=\"\(n(labelWidth))\" y1=\"\(n(bottom))\" x2=\"\(n(width - Layout.right))\""
    svg += " y2=\"\(n(bottom))\"/>\n"
    var tick = 0.0
    while tick <= spanMilliseconds + step / 1000 {
      let tickX = x(origin + tick / 1000)
      svg += "<line class=\"grid\" x1=\"\(n(tickX))\" y1=\"\(n(Layout.top))\" x2=\"\(n(tickX))\""
      svg += " y2=\"\(n(bottom + 4))\"/><line class=\"base\" x1=\"\(n(tickX))\" y1=\"\(n(bottom))\""
      svg += " x2=\"\(n(tickX))\" y2=\"\(n(bottom + 4))\"/>"
      svg += "<text x=\"\(n(tickX))\" y=\"\(n(bottom + 17))\" text-anchor=\"middle\">"
      svg += "\(Self.tickLabel(tick, step: step))</text>\n"
      tick += step
    }
    svg += "<text x=\"\(n(width - Layout.right))\" y=\"\(n(bottom + 32))\" text-anchor=\"end\""
    return svg + "\(PageText.attributes(.timelineAxis))>\(XMLText.escape(PageText.english(.timelineAxis)))</text></g>\n"
  }

  /// A round step for about eight ticks over `span` milliseconds: 1, 2 or 5 times a power of ten.
  static func tickStep(_ span: Double) -> Double {
    let raw = max(span, 0.001) / 8
    let magnitude = pow(10, floor(log10(raw)))
    return [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= raw } ?? 10 * magnitude
  }

  /// A tick's label with as many decimals as the step needs.
  static func tickLabel(_ value: Double, step: Double) -> String {
    let decimals = step >= 1 ? 0 : Int(-floor(log10(step)))
    return String(format: "%.\(decimals)f", value)
  }

  /// A coordinate with one decimal.
  func n(_ value: Double) -> String { String(format: "%.1f", value) }
}
