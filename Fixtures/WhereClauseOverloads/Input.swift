/// Overloads that differ only in their `where` clause are each implemented, with their own
/// member descriptor.
/// @mockable
protocol Describer {
    func describe<T>(_ value: T) -> String where T: Equatable
    func describe<T>(_ value: T) -> String where T: CustomStringConvertible
    func describe<T>(_ value: T) -> String
}
