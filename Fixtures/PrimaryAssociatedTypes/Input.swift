/// @mockable
protocol Queue<Element> {
    associatedtype Element
    func push(_ element: Element)
    func pop() -> Element?
    var count: Int { get }
}

/// A same-type requirement fixes an inherited associated type.
/// @mockable
protocol IntQueue: Queue where Element == Int {
    func sum() -> Int
}

/// Inheriting with a primary associated type argument fixes it too.
/// @mockable
protocol StringQueue: Queue<String> {
    func joined() -> String
}
