/// A coalescer of requests for the same key: callers that ask for a key while a fetch of it is running share that
/// one fetch instead of starting their own.
///
/// It is not a cache: once a fetch has delivered its value or its error, the next call starts a new fetch. A caller
/// that is cancelled while it waits leaves at once with `CancellationError` and the fetch goes on for the others;
/// when the last waiting caller leaves, the fetch itself is cancelled.
public actor RequestCoalescer<Key: Hashable & Sendable, Value: Sendable> {
  /// One running fetch: its task and the callers waiting for it, by caller number.
  private struct Flight {
    let id: Int
    let task: Task<Void, Never>
    var waiters: [Int: CheckedContinuation<Value, any Error>]
  }

  private let fetch: @Sendable (Key) async throws -> Value
  private var flights: [Key: Flight] = [:]
  private var callers = 0

  /// Creates a coalescer that runs `fetch` for a key when no fetch of that key is running.
  public init(fetch: @escaping @Sendable (Key) async throws -> Value) { self.fetch = fetch }

  /// Returns the value for `key`, from the running fetch of `key` if there is one, else from a new fetch.
  ///
  /// - Throws: The error of the fetch, delivered to every caller that waited for it; `CancellationError` when the
  ///   calling task is cancelled, at once, while the fetch goes on for the other callers.
  public func value(for key: Key) async throws -> Value {
    callers += 1
    let caller = callers
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { join(key, caller: caller, waiter: $0) }
    } onCancel: {
      Task { await self.leave(key, caller: caller) }
    }
  }

  /// The number of callers waiting now for the fetch of `key`, for logging and for tests.
  public func waitingCallers(for key: Key) -> Int { flights[key]?.waiters.count ?? 0 }

  private func join(_ key: Key, caller: Int, waiter: CheckedContinuation<Value, any Error>) {
    if flights[key] != nil {
      flights[key]?.waiters[caller] = waiter
      return
    }
    let task = Task { [fetch] in
      let result: Result<Value, any Error>
      do { result = .success(try await fetch(key)) } catch { result = .failure(error) }
      self.land(key, flight: caller, result: result)
    }
    flights[key] = Flight(id: caller, task: task, waiters: [caller: waiter])
  }

  /// Hands the result of flight `id` to its callers; a flight already abandoned finds no entry of its own.
  private func land(_ key: Key, flight id: Int, result: Result<Value, any Error>) {
    guard let flight = flights[key], flight.id == id else { return }
    flights[key] = nil
    for waiter in flight.waiters.values { waiter.resume(with: result) }
  }

  /// Lets a cancelled caller go; the last one to leave cancels the fetch and forgets it.
  private func leave(_ key: Key, caller: Int) {
    guard let waiter = flights[key]?.waiters.removeValue(forKey: caller) else { return }
    waiter.resume(throwing: CancellationError())
    guard let flight = flights[key], flight.waiters.isEmpty else { return }
    flights[key] = nil
    flight.task.cancel()
  }
}
