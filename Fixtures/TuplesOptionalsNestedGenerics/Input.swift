/// @mockable
protocol Catalog {
    func bounds() -> (min: Int, max: Int)
    func pair(_ value: (String, Int)) -> (String, Int)?
    func lookup(_ key: String?) -> [String: [Int?]]?
    func nested(_ input: Result<[Set<Int>], any Error>) -> [[String: Int]]
    var cache: [String: (count: Int, items: [String])] { get set }
    var maybe: Int?? { get }
}
