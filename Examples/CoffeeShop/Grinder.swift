// An example input for mockgen: `swift run mockgen Examples/CoffeeShop`.

/// Grinds beans for one cup.
/// @mockable
protocol Grinder {
    var isEmpty: Bool { get }
    func grind(grams: Int, fineness: Double) throws -> Int
    func refill(_ beans: String)
}

/// Not annotated: mocked only with `--all`.
protocol Thermometer {
    func temperature() -> Double
}
