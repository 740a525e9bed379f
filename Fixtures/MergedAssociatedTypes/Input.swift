/// Two parents declare the same associated type with different constraints: the mock's one
/// generic parameter satisfies both.
protocol KeyedSource {
    associatedtype Key: Hashable
    func value(for key: Key) -> Int
}

protocol OrderedKeys {
    associatedtype Key: Comparable
    func sortedKeys() -> [Key]
}

/// @mockable
protocol SortedKeyedSource: KeyedSource, OrderedKeys {}

/// A default given by one parent and a constraint by another: whether the default satisfies
/// the constraint takes a type checker, so the mock stays generic over `Label`.
protocol Labelled {
    associatedtype Label = Int
    var label: Label { get }
}

protocol TextLabelled {
    associatedtype Label: StringProtocol
}

/// @mockable
protocol TextLabel: Labelled, TextLabelled {}

/// A default whose own declaration states the constraint is kept.
protocol NamedThing {
    associatedtype Name: Hashable = String
    var name: Name { get }
}

/// @mockable
protocol NamedEntry: NamedThing, KeyedSource {}

/// An associated type fixed to another by a `where` clause passes its constraints on to it: the
/// mock's `RecordID` must also be `LosslessStringConvertible` (Fluent's
/// `ModelSessionAuthenticatable`, whose `SessionID == IDValue`).
protocol KeptRecord {
    associatedtype RecordID: Hashable
    var recordID: RecordID? { get }
}

protocol SessionKeyed {
    associatedtype SessionKey: LosslessStringConvertible
    var sessionKey: SessionKey { get }
}

/// @mockable
protocol SessionRecord: KeptRecord, SessionKeyed where Self.SessionKey == Self.RecordID {}
