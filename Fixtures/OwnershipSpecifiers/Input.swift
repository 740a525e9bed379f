final class OwnershipBox {
    var value = 0
}

/// `consuming`, `borrowing` and `sending` parameters.
/// @mockable
protocol Consumer {
    func take(_ value: consuming String)
    func inspect(_ values: borrowing [Int]) -> Int
    func send(_ box: sending OwnershipBox) async
    func make() -> sending OwnershipBox
}
