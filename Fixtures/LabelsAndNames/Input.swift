/// Argument labels, `_`, internal names, unnamed parameters and keyword labels.
/// Builder parameters default to `.any`, so `verify(mock).move(from:to:)` can be written `verify(mock).move()`.
/// @mockable
protocol Mover {
    func move(from start: Int, to end: Int) -> Bool
    func move(_ distance: Int)
    func rotate(_: Double, _ clockwise: Bool)
    func place(in region: String, for owner: String)
    func plain(value: String)
}
