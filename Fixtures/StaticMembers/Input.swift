/// @mockable
protocol IdentifierFactory {
    static var prefix: String { get set }
    static func next() -> Int
    static func reset(to value: Int) throws
    static subscript(index: Int) -> String { get }
    func current() -> Int
}
