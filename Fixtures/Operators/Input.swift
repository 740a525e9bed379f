/// Operator requirements are mocked as static members; their builders get word names
/// (`==` is `operatorEqualEqual`).
/// @mockable
protocol VectorLike {
    static func + (lhs: Self, rhs: Self) -> Self
    static func == (lhs: Self, rhs: Self) -> Bool
    static prefix func - (operand: Self) -> Self
    var length: Double { get }
}
