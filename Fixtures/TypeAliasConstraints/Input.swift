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
