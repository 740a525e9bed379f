/// The names the generator invents for a mock never take the name of a type the mock refers to.
///
/// RxSwift's `SubjectType: ObservableType` declares `associatedtype Observer: ObserverType`, and its
/// parent `func subscribe<Observer: ObserverType>`: the mock's generic parameter for `Observer` needs
/// another name (a member's generic parameter may not shadow the class's), and `ObserverType`, the
/// first candidate, is the protocol it must conform to. It is `ObserverType2`.

enum Event<Element> {
    case next(Element)
    case completed
}

protocol Disposable {
    func dispose()
}

final class Observable<Element> {}

/// @mockable
protocol ObservableConvertibleType {
    associatedtype Element
    func asObservable() -> Observable<Element>
}

/// @mockable
protocol ObservableType: ObservableConvertibleType {
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable where Observer.Element == Element
}

/// @mockable
protocol ObserverType {
    associatedtype Element
    func on(_ event: Event<Element>)
}

/// @mockable
protocol SubjectType: ObservableType {
    associatedtype Observer: ObserverType
    func asObserver() -> Observer
}

/// A type nested beside the protocol (`Warehouse.BinKeyType`) is avoided as well as one of the module.
enum Warehouse {
    struct BinKeyType: Equatable {
        var code: Int
    }

    /// @mockable
    protocol Bins {
        associatedtype BinKey
        func key<BinKey>(for item: BinKey) -> BinKeyType
        func contents(of key: Self.BinKey) -> Int
    }
}

struct RowType: Equatable {
    var index: Int
}

/// @mockable
protocol Records {
    associatedtype Row
    func fetch<Row>(_ row: Row) -> RowType
    func all() -> [Self.Row]
}

/// An associated type the mock binds with a type alias (a default, or a parent's same-type
/// requirement) keeps its meaning in a member whose own generic parameter has its name:
/// `Self.Element` is written through the mock, where a bare `Element` is the member's parameter.
/// @mockable
protocol Seeded {
    associatedtype Element = Int
    func first<Element>(_ candidate: Element) -> Self.Element
}

/// @mockable
protocol Labeled where Label == String {
    associatedtype Label
    func relabel<Label>(_ value: Label) -> Self.Label?
}

/// A subscript parameter named `newValue` is not hidden by the setter's own `newValue`.
/// @mockable
protocol Slots {
    subscript(newValue: Int) -> String { get set }
}

/// The module's own `StopwatchMock`, which the protocol names, keeps its name: the generated mock is
/// `StopwatchMock2`.
struct StopwatchMock: Equatable {
    var ticks: Int
}

/// @mockable
protocol Stopwatch {
    func fake(ticks: Int) -> StopwatchMock
}
