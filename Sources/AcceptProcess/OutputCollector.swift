import Foundation

/// Drains one pipe on its own thread until end of file, keeping the first `limit` bytes and, when there are more,
/// the last `tailLimit` bytes too: a trap's message, printed last, must survive a check that printed a lot before it.
final class OutputCollector: @unchecked Sendable {
  /// The line put where bytes were left out between the kept start and the kept end.
  static let cutMarker = "\n(output cut here)\n"
  // `lock` protects `bytes`, `tail` and `dropped`.
  private let lock = NSLock()
  private var bytes: [UInt8] = []
  /// The last bytes beyond `limit`, at most `tailLimit` of them.
  private var tail: [UInt8] = []
  private var dropped = false
  private let done = DispatchSemaphore(value: 0)
  private let descriptor: Int32
  private let limit: Int
  /// The most bytes kept from the end of the stream beyond `limit`.
  private let tailLimit: Int

  /// Starts draining `descriptor`, which the collector closes at end of file.
  init(descriptor: Int32, limit: Int) {
    self.descriptor = descriptor
    self.limit = limit
    self.tailLimit = min(65_536, limit / 4)
    let thread = Thread { [self] in drain() }
    thread.start()
  }

  /// Waits up to `seconds` for end of file; returns whether it came.
  func waitForEnd(seconds: Double) -> Bool {
    done.wait(timeout: .now() + seconds) == .success
  }

  /// The text collected so far (with `cutMarker` where bytes were left out), and whether some was dropped.
  var text: (String, Bool) {
    lock.lock()
    defer { lock.unlock() }
    guard dropped else { return (String(decoding: bytes + tail, as: UTF8.self), false) }
    return (String(decoding: bytes, as: UTF8.self) + Self.cutMarker + String(decoding: tail, as: UTF8.self), true)
  }

  private func drain() {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }
      append(buffer[..<count])
    }
    close(descriptor)
    done.signal()
  }

  private func append(_ chunk: ArraySlice<UInt8>) {
    lock.lock()
    defer { lock.unlock() }
    let room = max(0, limit - bytes.count)
    bytes += chunk.prefix(room)
    tail += chunk.dropFirst(room)
    if tail.count > tailLimit {
      dropped = true
      tail.removeFirst(tail.count - tailLimit)
    }
  }
}
