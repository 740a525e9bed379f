/// Declaration modifiers a requirement can carry (`static`, `class`, `mutating`,
/// `nonmutating`, `nonisolated`, `optional`, `final`, `required`, `consuming`, `borrowing`...),
/// as written, in order.
public typealias Modifiers = [String]

/// `async`, `throws`, `rethrows` and typed `throws(E)` of a function, initializer or accessor.
public struct Effects: Hashable, Sendable, Codable {
    public enum Throwing: Hashable, Sendable, Codable {
        case none
        case `throws`
        case `rethrows`
        /// `throws(E)`.
        case typed(TypeRef)
    }

    public var isAsync: Bool
    public var throwing: Throwing

    public init(isAsync: Bool = false, throwing: Throwing = .none) {
        self.isAsync = isAsync
        self.throwing = throwing
    }

    public static let none = Effects()
    public var isThrowing: Bool { throwing != .none }

    /// The effects of one function that can witness two requirements with these effects and
    /// `other`'s (`f() throws` and `f() async`, or a parent's `f()` restated as `f() async`):
    /// `async` when both are, throwing as both allow (`rethrows` and `throws` give `rethrows`;
    /// two different typed errors, none).
    public func shared(with other: Effects) -> Effects {
        let throwing: Throwing
        switch (self.throwing, other.throwing) {
        case (.none, _), (_, .none): throwing = .none
        case (let a, let b) where a == b: throwing = a
        case (.rethrows, .throws), (.throws, .rethrows): throwing = .rethrows
        case (.typed(let error), .throws), (.throws, .typed(let error)): throwing = .typed(error)
        default: throwing = .none
        }
        return Effects(isAsync: isAsync && other.isAsync, throwing: throwing)
    }
}

/// `<T: Codable, each U>`.
public struct GenericParameter: Hashable, Sendable, Codable {
    public var name: String
    /// The constraint after `:`; nil when there is none.
    public var constraint: TypeRef?
    /// `each T` (a parameter pack).
    public var isPack: Bool
    /// `let N: Int` (a value generic parameter: an integer, not a type).
    public var isValue: Bool

    public init(name: String, constraint: TypeRef? = nil, isPack: Bool = false, isValue: Bool = false) {
        self.name = name
        self.constraint = constraint
        self.isPack = isPack
        self.isValue = isValue
    }
}

/// One requirement of a `where` clause.
public struct GenericRequirement: Hashable, Sendable, Codable {
    public enum Kind: Hashable, Sendable, Codable {
        /// `T: Codable`, `T: AnyObject`.
        case conformance
        /// `T == Int`.
        case sameType
    }

    public var kind: Kind
    public var left: TypeRef
    public var right: TypeRef

    public init(kind: Kind, left: TypeRef, right: TypeRef) {
        self.kind = kind
        self.left = left
        self.right = right
    }

    /// `left: right` or `left == right`.
    public var text: String { kind == .conformance ? "\(left.text): \(right.text)" : "\(left.text) == \(right.text)" }
}

/// A function or initializer parameter.
public struct ParameterDecl: Hashable, Sendable, Codable {
    /// The argument label; nil when the label is `_` (or absent, as in subscripts).
    public var label: String?
    /// The internal name used in the body (equals the label when only one name is written).
    public var name: String
    /// The type, including attributes and specifiers (`inout`, `@escaping`, `@Sendable`, `@autoclosure`...).
    public var type: TypeRef
    /// `T...`
    public var isVariadic: Bool
    /// The default value's source text, if any.
    public var defaultValue: String?

    public init(label: String?, name: String, type: TypeRef, isVariadic: Bool = false, defaultValue: String? = nil) {
        self.label = label
        self.name = name
        self.type = type
        self.isVariadic = isVariadic
        self.defaultValue = defaultValue
    }

    /// True when the type carries the `inout` specifier.
    public var isInout: Bool { type.specifiers.contains("inout") }
}

/// `func name<...>(...) async throws -> R where ...`. Operators are functions whose name is the operator.
public struct FunctionDecl: Hashable, Sendable, Codable {
    public var name: String
    public var isOperator: Bool
    public var attributes: [Attribute]
    public var modifiers: Modifiers
    public var genericParameters: [GenericParameter]
    public var parameters: [ParameterDecl]
    public var effects: Effects
    /// nil when no `->` is written (Void).
    public var returnType: TypeRef?
    public var whereClause: [GenericRequirement]
    public var location: SourceLocation

    public init(
        name: String, isOperator: Bool = false, attributes: [Attribute] = [], modifiers: Modifiers = [],
        genericParameters: [GenericParameter] = [], parameters: [ParameterDecl] = [], effects: Effects = .none,
        returnType: TypeRef? = nil, whereClause: [GenericRequirement] = [], location: SourceLocation = .start
    ) {
        self.name = name
        self.isOperator = isOperator
        self.attributes = attributes
        self.modifiers = modifiers
        self.genericParameters = genericParameters
        self.parameters = parameters
        self.effects = effects
        self.returnType = returnType
        self.whereClause = whereClause
        self.location = location
    }

    public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }
}

/// An accessor requirement in `{ get set }` / `{ get async throws }`.
public struct AccessorDecl: Hashable, Sendable, Codable {
    public enum Kind: String, Hashable, Sendable, Codable { case get, set, modify, read, didSet, willSet, `init` }
    public var kind: Kind
    public var effects: Effects
    /// `mutating get`, `nonmutating set`.
    public var modifiers: Modifiers
    public var attributes: [Attribute]

    public init(kind: Kind, effects: Effects = .none, modifiers: Modifiers = [], attributes: [Attribute] = []) {
        self.kind = kind
        self.effects = effects
        self.modifiers = modifiers
        self.attributes = attributes
    }
}

/// `var name: Type { get set }`.
public struct PropertyDecl: Hashable, Sendable, Codable {
    public var name: String
    public var type: TypeRef
    public var attributes: [Attribute]
    public var modifiers: Modifiers
    public var accessors: [AccessorDecl]
    public var location: SourceLocation

    public init(
        name: String, type: TypeRef, attributes: [Attribute] = [], modifiers: Modifiers = [],
        accessors: [AccessorDecl] = [], location: SourceLocation = .start
    ) {
        self.name = name
        self.type = type
        self.attributes = attributes
        self.modifiers = modifiers
        self.accessors = accessors
        self.location = location
    }

    public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }
    public var getter: AccessorDecl? { accessors.first { $0.kind == .get } }
    public var hasSetter: Bool { accessors.contains { $0.kind == .set } }
}

/// `subscript<T>(index: Int) -> T { get set }`.
public struct SubscriptDecl: Hashable, Sendable, Codable {
    public var attributes: [Attribute]
    public var modifiers: Modifiers
    public var genericParameters: [GenericParameter]
    /// Subscript parameters have no label unless written twice (`subscript(key key: K)`).
    public var parameters: [ParameterDecl]
    public var returnType: TypeRef
    public var accessors: [AccessorDecl]
    public var whereClause: [GenericRequirement]
    public var location: SourceLocation

    public init(
        attributes: [Attribute] = [], modifiers: Modifiers = [], genericParameters: [GenericParameter] = [],
        parameters: [ParameterDecl] = [], returnType: TypeRef, accessors: [AccessorDecl] = [],
        whereClause: [GenericRequirement] = [], location: SourceLocation = .start
    ) {
        self.attributes = attributes
        self.modifiers = modifiers
        self.genericParameters = genericParameters
        self.parameters = parameters
        self.returnType = returnType
        self.accessors = accessors
        self.whereClause = whereClause
        self.location = location
    }

    public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }
    public var hasSetter: Bool { accessors.contains { $0.kind == .set } }
}

/// `init?<T>(...) throws where ...`.
public struct InitializerDecl: Hashable, Sendable, Codable {
    public enum Failability: Hashable, Sendable, Codable { case none, optional, implicitlyUnwrapped }
    public var failability: Failability
    public var attributes: [Attribute]
    public var modifiers: Modifiers
    public var genericParameters: [GenericParameter]
    public var parameters: [ParameterDecl]
    public var effects: Effects
    public var whereClause: [GenericRequirement]
    public var location: SourceLocation

    public init(
        failability: Failability = .none, attributes: [Attribute] = [], modifiers: Modifiers = [],
        genericParameters: [GenericParameter] = [], parameters: [ParameterDecl] = [], effects: Effects = .none,
        whereClause: [GenericRequirement] = [], location: SourceLocation = .start
    ) {
        self.failability = failability
        self.attributes = attributes
        self.modifiers = modifiers
        self.genericParameters = genericParameters
        self.parameters = parameters
        self.effects = effects
        self.whereClause = whereClause
        self.location = location
    }
}

/// `associatedtype Item: Codable & Sendable = String where Item: Hashable`.
public struct AssociatedTypeDecl: Hashable, Sendable, Codable {
    public var name: String
    public var attributes: [Attribute]
    public var inheritance: [TypeRef]
    public var defaultType: TypeRef?
    public var whereClause: [GenericRequirement]
    public var location: SourceLocation

    public init(
        name: String, attributes: [Attribute] = [], inheritance: [TypeRef] = [], defaultType: TypeRef? = nil,
        whereClause: [GenericRequirement] = [], location: SourceLocation = .start
    ) {
        self.name = name
        self.attributes = attributes
        self.inheritance = inheritance
        self.defaultType = defaultType
        self.whereClause = whereClause
        self.location = location
    }
}

/// `typealias Handler<T> = (T) -> Void` inside a protocol.
public struct TypeAliasDecl: Hashable, Sendable, Codable {
    public var name: String
    public var access: AccessLevel?
    public var genericParameters: [GenericParameter]
    public var type: TypeRef
    public var location: SourceLocation

    public init(
        name: String, access: AccessLevel? = nil, genericParameters: [GenericParameter] = [], type: TypeRef,
        location: SourceLocation = .start
    ) {
        self.name = name
        self.access = access
        self.genericParameters = genericParameters
        self.type = type
        self.location = location
    }
}
