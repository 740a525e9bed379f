/// @mockable
protocol Node {
    var parent: Self? { get }
    var children: [Self] { get set }
    func copy() -> Self
    func adopt(_ child: Self)
    func visit(_ visitor: @escaping (Self) -> Void)
    static func root() -> Self
}
