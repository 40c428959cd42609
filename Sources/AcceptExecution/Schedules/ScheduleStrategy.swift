import AcceptProtocol

/// How the seeded scheduler inside a check program picks the next runnable job: the protocol's strategy, which the
/// plan names.
package typealias ScheduleStrategy = AcceptStrategy
