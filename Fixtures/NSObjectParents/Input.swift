import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A protocol inheriting `NSObjectProtocol` is mocked by a subclass of `NSObject`, which
/// implements `NSObjectProtocol` (also on Linux).
/// @mockable
protocol PingResponder: NSObjectProtocol {
    func ping() -> Bool
}

/// A Foundation delegate protocol as a parent: its requirements have default implementations,
/// the mock subclasses `NSObject` and implements the protocol's own.
/// @mockable
protocol TransferObserver: URLSessionDelegate {
    func transferred(bytes: Int)
}

/// `NSObject` as a class parent.
/// @mockable
protocol ObjectBackedRole: NSObject {
    func act() -> Int
}
