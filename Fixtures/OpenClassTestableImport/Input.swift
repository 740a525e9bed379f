// The input stands for a module the tests import with `@testable` (or the tests' own module,
// which is how the golden target compiles it): open, public and internal members are
// overridden; private and fileprivate ones stay the class's.
/// @mockable
open class ProductCatalog {
    public init() {}
    open func open(id: Int) -> String { "open \(id)" }
    public func count() -> Int { 3 }
    func internalRefresh() -> Bool { true }
    private func secret() -> Int { 0 }
    fileprivate func hidden() -> Int { 0 }
}
