/// What the kit asks a check program to explore, as the value of `AcceptEnvironment.schedule`:
/// `strategy=random;depth=3;seeds=1,2,3`, then optionally `;wait=S` and `;limit=S`.
///
/// The kit writes it with `text` and the harness reads it with `init(parsing:)`, which refuses anything else, so a
/// plan the two sides read differently is an error the check reports, not a schedule quietly run another way.
public struct AcceptScheduleRequest: Equatable, Sendable {
  /// How the scheduler picks the next job.
  public var strategy: AcceptStrategy
  /// PCT's d (change points + 1), at least 1; carried for `random` too, where it has no effect.
  public var depth: Int
  /// The seed of each schedule, in the order they run; never empty.
  public var seeds: [UInt64]
  /// The seconds the scheduler waits for work from outside it, or inside one job, before it calls the check stuck;
  /// nil for the harness's default.
  public var wait: Double?
  /// The real seconds one schedule may take, or nil for no limit.
  public var limit: Double?

  /// Creates a request.
  public init(strategy: AcceptStrategy, depth: Int, seeds: [UInt64], wait: Double? = nil, limit: Double? = nil) {
    self.strategy = strategy
    self.depth = depth
    self.seeds = seeds
    self.wait = wait
    self.limit = limit
  }

  /// The request as the variable's value.
  public var text: String {
    "strategy=\(strategy.rawValue);depth=\(depth);seeds=" + seeds.map(String.init).joined(separator: ",")
      + (wait.map { ";wait=\($0)" } ?? "") + (limit.map { ";limit=\($0)" } ?? "")
  }

  /// Why a value of the variable is no request.
  public struct Malformed: Error, Equatable, CustomStringConvertible {
    /// The value as it was given.
    public var text: String
    /// What is wrong with it.
    public var reason: String

    /// Says why `text` is no request.
    public init(text: String, reason: String) {
      self.text = text
      self.reason = reason
    }

    /// The problem in words, naming the variable and its value.
    public var description: String { "\(AcceptEnvironment.schedule)='\(text)' is malformed: \(reason)" }
  }

  /// Reads a request; every field must be known and given once, `strategy`, `depth` and `seeds` must be there, and
  /// each value must be what `text` writes.
  public init(parsing text: String) throws(Malformed) {
    var fields: [String: String] = [:]
    for field in text.split(separator: ";", omittingEmptySubsequences: false) {
      let parts = field.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
      guard parts.count == 2 else { throw Malformed(text: text, reason: "'\(field)' is not name=value") }
      guard Self.fieldNames.contains(parts[0]) else {
        throw Malformed(
          text: text, reason: "no field is named '\(parts[0])' (known: \(Self.fieldNames.joined(separator: ", ")))")
      }
      guard fields.updateValue(parts[1], forKey: parts[0]) == nil else {
        throw Malformed(text: text, reason: "'\(parts[0])' is given twice")
      }
    }
    func required(_ name: String) throws(Malformed) -> String {
      guard let value = fields[name] else { throw Malformed(text: text, reason: "'\(name)' is missing") }
      return value
    }
    guard let strategy = AcceptStrategy(rawValue: try required("strategy")) else {
      throw Malformed(text: text, reason: "the strategy is random or pct, not '\(fields["strategy"] ?? "")'")
    }
    guard let depth = Int(try required("depth")), depth >= 1 else {
      throw Malformed(text: text, reason: "the depth is a whole number from 1, not '\(fields["depth"] ?? "")'")
    }
    let list = try required("seeds")
    guard !list.isEmpty else { throw Malformed(text: text, reason: "'seeds' names no seed") }
    var seeds: [UInt64] = []
    for item in list.split(separator: ",", omittingEmptySubsequences: false) {
      guard let seed = Self.seed(String(item)) else {
        throw Malformed(text: text, reason: "a seed is a decimal UInt64, not '\(item)'")
      }
      seeds.append(seed)
    }
    self.init(strategy: strategy, depth: depth, seeds: seeds)
    wait = try Self.seconds(fields["wait"], "wait", text)
    limit = try Self.seconds(fields["limit"], "limit", text)
  }

  /// The names of the fields, in the order `text` writes them.
  static let fieldNames = ["strategy", "depth", "seeds", "wait", "limit"]

  /// A decimal `UInt64` with nothing around it (no sign, no spaces), or nil.
  public static func seed(_ text: String) -> UInt64? {
    guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
    return UInt64(text)
  }

  /// A positive, finite number of seconds, or nil when the field is absent.
  private static func seconds(_ value: String?, _ name: String, _ text: String) throws(Malformed) -> Double? {
    guard let value else { return nil }
    guard let seconds = Double(value), seconds.isFinite, seconds > 0 else {
      throw Malformed(text: text, reason: "'\(name)' is a positive number of seconds, not '\(value)'")
    }
    return seconds
  }
}

/// How the seeded scheduler inside a check program picks the next runnable job.
public enum AcceptStrategy: String, Sendable, Codable, CaseIterable {
  /// Uniformly at random.
  case random
  /// Probabilistic concurrency testing: random priorities with `depth - 1` change points.
  case pct
}

/// The seeded generator every choice of a schedule draws from, and that derives a run's seeds from its base seed
/// (SplitMix64): the same seed gives the same numbers.
public struct AcceptSplitMix64: Sendable {
  /// The generator's state, which starts as the seed.
  public var state: UInt64

  /// A generator seeded with `state`.
  public init(state: UInt64) { self.state = state }

  /// What the state moves by at each step.
  static let increment: UInt64 = 0x9E37_79B9_7F4A_7C15

  /// The next number.
  public mutating func next() -> UInt64 {
    state &+= Self.increment
    return Self.mix(state)
  }

  /// Number `index` (0-based) that a generator seeded with `seed` gives, without drawing the ones before it.
  public static func number(_ index: Int, seed: UInt64) -> UInt64 {
    mix(seed &+ UInt64(index + 1) &* increment)
  }

  /// SplitMix64's finaliser.
  static func mix(_ value: UInt64) -> UInt64 {
    var mixed = value
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
