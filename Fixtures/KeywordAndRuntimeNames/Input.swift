/// Members named like Swift keywords or like the runtime's own API.
/// @mockable
protocol Keywordish {
    func `default`() -> Int
    func `return`(_ value: Int) -> Int
    var `class`: String { get }
    func given(_ value: Int)
    func verify(in context: String) -> Bool
    func reset()
    func expect(`for` value: Int, `in` range: Range<Int>) -> Bool
    var when: Int { get set }
    func perform(_ produce: Int) -> Int
}

/// An initializer labeled like the mock's own `init(_mockState:)`: matched against it, the
/// associated type would be inferred two ways, so the mock names it.
/// @mockable
protocol RuntimeLabeledFactory {
    associatedtype Product
    init?(_mockState: Product)
}
