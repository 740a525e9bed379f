/// @mockable
protocol Node {
    var parent: Self? { get }
    var children: [Self] { get set }
    func copy() -> Self
    func adopt(_ child: Self)
    func visit(_ visitor: @escaping (Self) -> Void)
    static func root() -> Self
}

/// A subscript whose result names the conforming type as a generic argument of a type whose
/// constraints require the conformance (FluentKit's `ModelAlias`: `-> AliasedField<Self, Field>`)
/// cannot be written in a mock: the compiler reports "self-referential generic requirements".
/// When an extension of the protocol implements it, the mock leaves it to the extension.
protocol TableColumn {
    associatedtype Row
}

final class AliasedColumn<Alias, Column> where Alias: TableAlias, Column: TableColumn, Alias.Row == Column.Row {
    let column: Column
    init(column: Column) { self.column = column }
}

/// @mockable
protocol TableAlias {
    associatedtype Row
    var row: Row { get }
    subscript<Column>(column keyPath: KeyPath<Row, Column>) -> AliasedColumn<Self, Column> where Column.Row == Row { get }
}

extension TableAlias {
    subscript<Column>(column keyPath: KeyPath<Row, Column>) -> AliasedColumn<Self, Column> where Column.Row == Row {
        AliasedColumn(column: row[keyPath: keyPath])
    }
}
