import Foundation

/// Drains one pipe on its own thread until end of file, keeping at most `limit` bytes.
final class OutputCollector: @unchecked Sendable {
  // `lock` protects `bytes` and `dropped`.
  private let lock = NSLock()
  private var bytes: [UInt8] = []
  private var dropped = false
  private let done = DispatchSemaphore(value: 0)
  private let descriptor: Int32
  private let limit: Int

  /// Starts draining `descriptor`, which the collector closes at end of file.
  init(descriptor: Int32, limit: Int) {
    self.descriptor = descriptor
    self.limit = limit
    let thread = Thread { [self] in drain() }
    thread.start()
  }

  /// Waits up to `seconds` for end of file; returns whether it came.
  func waitForEnd(seconds: Double) -> Bool {
    done.wait(timeout: .now() + seconds) == .success
  }

  /// The text collected so far, and whether some was dropped.
  var text: (String, Bool) {
    lock.lock()
    defer { lock.unlock() }
    return (String(decoding: bytes, as: UTF8.self), dropped)
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
    if chunk.count > room { dropped = true }
  }
}
