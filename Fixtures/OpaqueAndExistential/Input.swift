protocol DrawableShape {
    var area: Double { get }
}

/// `some` and `any` parameters.
/// @mockable
protocol Canvas {
    func draw(_ shape: some DrawableShape)
    func drawAll(_ shapes: [any DrawableShape]) -> Int
    func fill(_ shape: any DrawableShape, opacity: Double?)
    func describe(_ values: some Collection<Int>) -> String
}
