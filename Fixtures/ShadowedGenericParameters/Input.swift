/// A member's own generic parameter may reuse an associated type's name, as GRDB's
/// `func with<RowDecoder>(_ cte: CommonTableExpression<RowDecoder>) -> Self` does in a protocol
/// with `associatedtype RowDecoder`. A generic parameter may not shadow an outer one, so the
/// mock's parameter is renamed (`RowDecoderType`) and a type alias keeps the protocol's name.

struct TableExpression<Row> {
    var name: String
}

/// @mockable
protocol QueryRequest<RowDecoder> {
    associatedtype RowDecoder
    associatedtype Origin: Hashable where Origin: Sendable
    func fetchOne() -> RowDecoder?
    func with<RowDecoder>(_ table: TableExpression<RowDecoder>) -> Self
    func decoded<RowDecoder>(from table: TableExpression<RowDecoder>) -> Self.RowDecoder?
    func origin(of row: RowDecoder) -> Origin
}
