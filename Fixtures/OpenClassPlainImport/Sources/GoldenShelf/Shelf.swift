// A module the tests import without `@testable`: only its `open` members are overridden;
// `public` and internal ones stay the class's.
/// @mockable
open class BookShelf {
    public init() {}
    open func put(_ item: String) -> Int { item.count }
    public func count() -> Int { 3 }
    func internalTidy() -> Bool { true }
}

/// A public class that is not open cannot be subclassed outside its module.
/// @mockable
public class DeskDrawer {
    public init() {}
}

/// An open class without initializers of its own: its implicit `init()` is internal, so
/// another module cannot subclass it.
/// @mockable
open class BookEnd {
    open func hold() -> Bool { true }
}
