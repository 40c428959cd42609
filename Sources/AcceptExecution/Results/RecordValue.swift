import AcceptProtocol

/// A measurement a check recorded with `record(_:_:)`: the protocol's value, which the event file carries and the
/// reports print.
package typealias RecordValue = AcceptRecordValue
