/// A requirement that an extension of the protocol implements is left to the extension when
/// restating it in the mock would clash with another member.
///
/// RxSwift's `LockOwnerType` requires `var lock` and inherits `Lock`'s `func lock()`, which its
/// extension implements with the property: a class cannot declare both, so the mock declares
/// the property and the extension witnesses the method. `unlock()` clashes with nothing and is
/// mocked as usual.

final class RecursiveLock: @unchecked Sendable {
    private(set) var depth = 0
    func lock() { depth += 1 }
    func unlock() { depth -= 1 }
}

/// @mockable
protocol Lock {
    func lock()
    func unlock()
}

/// @mockable
protocol LockOwnerType: AnyObject, Lock {
    var lock: RecursiveLock { get }
}

extension LockOwnerType {
    func lock() { self.lock.lock() }
    func unlock() { self.lock.unlock() }
}

/// The other way round: the extension implements the parent's property with the method.
protocol Timestamped {
    var stamp: Int { get }
}

/// @mockable
protocol Stamping: Timestamped {
    func stamp() -> Int
}

extension Stamping {
    var stamp: Int { stamp() + 0 }
}

/// Neither is implemented by an extension: no class can conform, so no mock (and a warning).
protocol Named {
    var title: String { get }
}

/// @mockable
protocol Titled: Named {
    func title() -> String
}
