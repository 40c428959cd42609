import Foundation

extension TimelineSVG {
  /// The drawing's fixed measures, in SVG user units.
  enum Layout {
    static let right = 24.0
    static let top = 8.0
    static let barHeight = 14.0
    static let levelHeight = 13.0
    static let laneGap = 8.0
    static let axisHeight = 34.0
    static let characterWidth = 6.6
  }

  /// The width of the label column: narrower in a narrow drawing.
  var labelWidth: Double { width >= 800 ? 140 : 100 }

  /// The SVG element.
  func svg() -> String {
    let levels = labelLevels()
    var laneTops: [Double] = []
    var y = Layout.top
    for lane in lanes.indices {
      laneTops.append(y)
      y += laneHeight(levels: levels.count(lane))
    }
    let bottom = y
    let height = bottom + Layout.axisHeight
    var svg =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"timeline\" viewBox=\"0 0 \(n(width)) \(n(height))\""
    svg +=
      " width=\"\(n(width))\" height=\"\(n(height))\" style=\"max-width: \(n(width))px\" role=\"img\" aria-label=\"\(XMLText.escape(caption))\""
    svg += " font-family=\"ui-monospace, Menlo, Consolas, monospace\" font-size=\"11\">\n"
    svg += axis(bottom: bottom)
    for (lane, name) in lanes.enumerated() { svg += self.lane(lane, name, top: laneTops[lane], levels: levels) }
    for marker in markers { svg += self.marker(marker, top: laneTops[marker.lane], levels: levels, bottom: bottom) }
    return svg + "</svg>\n"
  }

  private func laneHeight(levels: Int) -> Double {
    Double(levels) * Layout.levelHeight + Layout.barHeight + Layout.laneGap
  }

  private func barTop(_ lane: Int, _ top: Double, _ levels: LabelLevels) -> Double {
    top + Double(levels.count(lane)) * Layout.levelHeight + Layout.laneGap / 2
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
    svg += "<line x1=\"0\" y1=\"\(n(top))\" x2=\"\(n(width))\" y2=\"\(n(top))\" stroke=\"#e3e6ea\"/>"
    svg += "<text x=\"\(n(labelWidth - 8))\" y=\"\(n(barY + 11))\" text-anchor=\"end\" fill=\"#333\">"
    svg += "\(XMLText.escape(shown))</text></g>\n"
    for bar in bars where bar.lane == lane {
      let width = max(1.5, x(bar.end) - x(bar.start))
      let fill = bar.open ? "#b9cdef\" stroke=\"#3b6fc4\" stroke-dasharray=\"3 2" : "#3b6fc4"
      svg += "<rect x=\"\(n(x(bar.start)))\" y=\"\(n(barY))\" width=\"\(n(width))\" height=\"\(n(Layout.barHeight))\""
      svg += " rx=\"2\" fill=\"\(fill)\"><title>\(XMLText.escape(barTitle(bar, name)))</title></rect>\n"
    }
    return svg
  }

  private func barTitle(_ bar: Bar, _ name: String) -> String {
    let range = "\(milliseconds(bar.start))–\(milliseconds(bar.end)) ms"
    return "\(name): \(range)" + (bar.open ? " (no end was marked)" : "")
  }

  private func marker(_ marker: Marker, top: Double, levels: LabelLevels, bottom: Double) -> String {
    let markerX = x(marker.time)
    let placement = levels.placement(of: marker)
    let labelY = top + Double(placement.level) * Layout.levelHeight + 11
    let anchor = placement.leftOfLine ? "end" : "start"
    let labelX = placement.leftOfLine ? markerX - 3 : markerX + 3
    let title = "\(lanes[marker.lane]): \(marker.event) at \(milliseconds(marker.time)) ms"
    var svg = "<g class=\"marker\"><title>\(XMLText.escape(title))</title>"
    svg += "<line x1=\"\(n(markerX))\" y1=\"\(n(Layout.top))\" x2=\"\(n(markerX))\" y2=\"\(n(bottom))\""
    svg += " stroke=\"#d9480f\" stroke-dasharray=\"4 3\"/>"
    svg += "<circle cx=\"\(n(markerX))\" cy=\"\(n(barTop(marker.lane, top, levels) + Layout.barHeight / 2))\" r=\"3.5\""
    svg += " fill=\"#d9480f\"/>"
    svg += "<text x=\"\(n(labelX))\" y=\"\(n(labelY))\" text-anchor=\"\(anchor)\" fill=\"#a33a0b\">"
    return svg + "\(XMLText.escape(marker.event))</text></g>\n"
  }

  private func axis(bottom: Double) -> String {
    let step = Self.tickStep(spanMilliseconds)
    var svg = "<g class=\"axis\">"
    svg += "<line x1=\"\(n(labelWidth))\" y1=\"\(n(bottom))\" x2=\"\(n(width - Layout.right))\""
    svg += " y2=\"\(n(bottom))\" stroke=\"#555\"/>\n"
    var tick = 0.0
    while tick <= spanMilliseconds + step / 1000 {
      let tickX = x(origin + tick / 1000)
      svg += "<line x1=\"\(n(tickX))\" y1=\"\(n(Layout.top))\" x2=\"\(n(tickX))\" y2=\"\(n(bottom + 4))\""
      svg += " stroke=\"#eef0f3\"/><line x1=\"\(n(tickX))\" y1=\"\(n(bottom))\" x2=\"\(n(tickX))\""
      svg += " y2=\"\(n(bottom + 4))\" stroke=\"#555\"/>"
      svg += "<text x=\"\(n(tickX))\" y=\"\(n(bottom + 16))\" text-anchor=\"middle\" fill=\"#555\">"
      svg += "\(Self.tickLabel(tick, step: step))</text>\n"
      tick += step
    }
    svg += "<text x=\"\(n(width - Layout.right))\" y=\"\(n(bottom + 30))\" text-anchor=\"end\" fill=\"#555\">"
    return svg + "ms since the first mark</text></g>\n"
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

  private func milliseconds(_ time: Double) -> String { String(format: "%.1f", (time - origin) * 1000) }

  /// A coordinate with one decimal.
  private func n(_ value: Double) -> String { String(format: "%.1f", value) }
}
