/// A literal written where a matcher is expected means `.value(literal)`, as in Mockito and
/// Mockable: `verify(repo).search(name: "A", limit: 1).called(1)` reads as
/// `search(name: .value("A"), limit: .value(1))`.
///
/// Each conformance needs the parameter's own type to accept the literal and be `Equatable`.
/// An optional parameter takes `nil` and dictionary literals this way; its other values are
/// written `.value("A")` (`Optional+Literals.swift` says why).
extension Parameter: ExpressibleByUnicodeScalarLiteral where T: ExpressibleByStringLiteral & Equatable {
    public init(unicodeScalarLiteral value: T.StringLiteralType) {
        self = .value(T(stringLiteral: value))
    }
}

extension Parameter: ExpressibleByExtendedGraphemeClusterLiteral where T: ExpressibleByStringLiteral & Equatable {
    public init(extendedGraphemeClusterLiteral value: T.StringLiteralType) {
        self = .value(T(stringLiteral: value))
    }
}

extension Parameter: ExpressibleByStringLiteral where T: ExpressibleByStringLiteral & Equatable {
    /// `"A"` for `.value("A")`.
    public init(stringLiteral value: T.StringLiteralType) {
        self = .value(T(stringLiteral: value))
    }
}

extension Parameter: ExpressibleByIntegerLiteral where T: ExpressibleByIntegerLiteral & Equatable {
    /// `5` for `.value(5)`.
    public init(integerLiteral value: T.IntegerLiteralType) {
        self = .value(T(integerLiteral: value))
    }
}

extension Parameter: ExpressibleByFloatLiteral where T: ExpressibleByFloatLiteral & Equatable {
    /// `2.5` for `.value(2.5)`.
    public init(floatLiteral value: T.FloatLiteralType) {
        self = .value(T(floatLiteral: value))
    }
}

extension Parameter: ExpressibleByBooleanLiteral where T: ExpressibleByBooleanLiteral & Equatable {
    /// `true` for `.value(true)`.
    public init(booleanLiteral value: T.BooleanLiteralType) {
        self = .value(T(booleanLiteral: value))
    }
}

extension Parameter: ExpressibleByNilLiteral where T: ExpressibleByNilLiteral & Equatable {
    /// `nil` for `.value(nil)`.
    public init(nilLiteral: ()) {
        self = .value(nil)
    }
}

extension Parameter: ExpressibleByArrayLiteral where T: RangeReplaceableCollection & Equatable {
    /// `[1, 2]` for `.value([1, 2])`.
    public init(arrayLiteral elements: T.Element...) {
        self = .value(T(elements))
    }
}

extension Parameter: ExpressibleByDictionaryLiteral where T: DictionaryLiteralMatchable & Equatable {
    /// `["a": 1]` for `.value(["a": 1])`.
    public init(dictionaryLiteral elements: (T.Key, T.Value)...) {
        self = .value(T(matchedPairs: elements))
    }
}

/// Lets a dictionary literal stand for `.value(dictionary)` (`Dictionary` conforms).
public protocol DictionaryLiteralMatchable {
    /// The dictionary's key type.
    associatedtype Key
    /// The dictionary's value type.
    associatedtype Value
    /// The dictionary of `pairs`; a repeated key keeps its last value.
    init(matchedPairs pairs: [(Key, Value)])
}

extension Dictionary: DictionaryLiteralMatchable {
    public init(matchedPairs pairs: [(Key, Value)]) {
        self.init(pairs, uniquingKeysWith: { _, last in last })
    }
}
