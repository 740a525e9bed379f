/// Same-type requirements hold when requirements of a protocol and its parents are compared.
///
/// ReactiveSwift's `BindingSource` fixes its parent's `Error` to `Never`, and `PropertyProtocol`
/// restates the parent's `var producer: SignalProducer<Value, Error>` as
/// `SignalProducer<Value, Never>`: one type once `Error == Never`, so one property, and the mock
/// binds `Error` with a type alias instead of being generic over it.

struct SignalProducer<Value, Error: Swift.Error> {
    var values: [Value]
}

/// @mockable
protocol SignalProducerConvertible {
    associatedtype Value
    associatedtype Error: Swift.Error
    var producer: SignalProducer<Value, Error> { get }
}

/// @mockable
protocol BindingSource: SignalProducerConvertible where Error == Never {}

/// @mockable
protocol PropertyProtocol: AnyObject, BindingSource {
    var value: Value { get }
    var producer: SignalProducer<Value, Never> { get }
}

/// @mockable
protocol MutablePropertyProtocol: PropertyProtocol {
    var value: Value { get set }
}

/// `where Self.Output == String` on the protocol: the parent's `load() -> Result<Output, Failure>`
/// and the restated `load() -> Result<String, Failure>` are one function.
protocol Loading {
    associatedtype Output
    associatedtype Failure: Swift.Error
    func load() -> Result<Output, Failure>
    var lastOutput: Output? { get }
}

/// @mockable
protocol TextLoading: Loading where Self.Output == String {
    func load() -> Result<String, Failure>
    var lastOutput: String? { get }
}

/// An associated type's own `where` clause (`Storage.Element == Element`) also makes two spellings one.
protocol Buffering {
    associatedtype Element
    associatedtype Storage: Collection where Storage.Element == Element
    var storage: Storage { get }
    var head: Storage.Element? { get }
}

/// @mockable
protocol RingBuffering: Buffering {
    var head: Element? { get }
}
