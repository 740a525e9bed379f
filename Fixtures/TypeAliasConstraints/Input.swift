/// A `where` clause may constrain a protocol type alias that stands for a path through an
/// associated type, as Hummingbird's `ApplicationProtocol` does
/// (`typealias Context = Responder.Context` and `where Context: InitializableFromSource<…>`).
/// The mock constrains its generic parameter through the alias: `where Handler.Context: …`.

struct ApplicationSource {}

protocol InitializableFromSource<Source> {
    associatedtype Source
    init(source: Source)
}

protocol RequestResponder {
    associatedtype Context
    func respond(in context: Context) -> String
}

/// @mockable
protocol ApplicationService where Context: InitializableFromSource<ApplicationSource> {
    associatedtype Handler: RequestResponder
    typealias Context = Handler.Context
    var handler: Handler { get }
    func makeContext() -> Context
}

/// A generic mock restates the protocol's type aliases (`typealias Part = [Item]`). Its members
/// spell them through the mock (`PartAssemblerMock.Part`); found in the protocol instead, an
/// alias of an associated type can need the very conformance being checked, which the compiler
/// reports as a circular reference (SwiftSyntaxBuilder's `ListBuilder`).
protocol Shelving {
    associatedtype Item
}

/// @mockable
protocol PartAssembler {
    associatedtype Final: Shelving
    typealias Item = Final.Item
    typealias Part = [Item]
    func assemble(_ parts: Part...) -> Part
    func wrap(_ item: Item) -> Part
    func wrapAll(_ items: some Sequence<Item>) -> Part
}
