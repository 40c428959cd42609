extension TimelineSVG {
  /// Where each marker's label goes: a level (a text row above its lane's bars) chosen so that labels of one lane
  /// never overlap, and a side of the marker line. Labels are placed in time order, each in the lowest row where
  /// it clears the row's last label, so the same marks always give the same layout.
  struct LabelLevels {
    /// A label's row and side.
    struct Placement: Equatable {
      /// The 0-based row above the lane's bars.
      var level: Int
      /// Whether the label ends at the line rather than starting there (near the right edge).
      var leftOfLine: Bool
      /// The label's left edge, in SVG user units.
      var left: Double
      /// The label's right edge, in SVG user units.
      var right: Double
    }

    /// The placement of each marker's label, by the marker's index.
    private(set) var placements: [Placement] = []
    private var levelsPerLane: [Int: Int] = [:]

    /// The space kept between two labels of one row.
    static let gap = 4.0

    /// Places the labels of `markers` on a drawing whose x coordinates come from `x`.
    init(_ markers: [Marker], width: Double, x: (Double) -> Double) {
      var rightEdges: [Int: [Double]] = [:]
      for marker in markers {
        let start = x(marker.time)
        let labelWidth = TimelineSVG.textWidth(marker.event)
        let leftOfLine = start + 3 + labelWidth > width - 2
        let (left, right) = leftOfLine ? (start - 3 - labelWidth, start) : (start, start + 3 + labelWidth)
        var edges = rightEdges[marker.lane, default: []]
        let level = edges.firstIndex { $0 + Self.gap < left } ?? edges.count
        if level == edges.count { edges.append(right) } else { edges[level] = right }
        rightEdges[marker.lane] = edges
        placements.append(Placement(level: level, leftOfLine: leftOfLine, left: left, right: right))
      }
      levelsPerLane = rightEdges.mapValues(\.count)
    }

    /// How many label rows a lane needs.
    func count(_ lane: Int) -> Int { levelsPerLane[lane, default: 0] }
  }

  /// The label rows of this drawing.
  func labelLevels() -> LabelLevels { LabelLevels(markers, width: width, x: x) }

  /// The estimated width of a label in the drawing's monospaced font; wide characters take two cells.
  static func textWidth(_ text: String) -> Double {
    text.reduce(0) { width, character in
      let wide = character.unicodeScalars.first.map { $0.value >= 0x1100 } ?? false
      return width + (wide ? 2 : 1) * Layout.characterWidth
    }
  }
}
