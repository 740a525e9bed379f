/// @mockable
protocol Accumulator {
    func log(_ items: String...)
    func sum(_ values: Int..., scale: Double) -> Double
    func increment(_ value: inout Int, by step: Int)
    func swapPair(_ a: inout String, _ b: inout String)
}
