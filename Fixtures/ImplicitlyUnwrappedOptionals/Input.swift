/// `T!` as a declaration's own type stays an implicitly unwrapped optional in the mock; the
/// producers and matchers written around it spell it `T?`, the only form allowed there.
/// @mockable
protocol LegacyStore {
    var current: String! { get set }
    func load(id: Int!) -> [Int]!
    subscript(key: String) -> Double! { get }
}
