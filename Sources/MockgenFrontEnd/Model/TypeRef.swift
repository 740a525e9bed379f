/// A type as written in source: its faithful text (comments removed, white space
/// normalised: single spaces, none inside `<>` `()` `[]` next to brackets, `, ` between
/// elements, `: ` in tuples and dictionaries, ` -> ` for arrows) plus the structure
/// the generator needs.
///
/// Attributes and specifiers (`@escaping @Sendable`, `inout`, `sending`...) are kept in
/// `attributes`/`specifiers` and are part of `text` (written before the type, in source order:
/// `inout`, then attributes).
public struct TypeRef: Hashable, Sendable, Codable, CustomStringConvertible {
    public var kind: TypeKind
    /// `@escaping`, `@Sendable`, `@autoclosure`, `@MainActor`, `@convention(c)`...
    public var attributes: [Attribute]
    /// `inout`, `borrowing`, `consuming`, `sending`, `__owned`, `isolated`.
    public var specifiers: [String]
    /// Text set explicitly; nil when `text` is the rendering of the structure. Rendering on
    /// demand keeps a parsed model proportional to its source: storing the text of every
    /// level of a type nested d deep would keep O(d²) bytes.
    private var explicitText: String?

    /// The normalised text: specifiers, then attributes, then the rendering of `kind`.
    public var text: String {
        get { explicitText ?? Self.compose(kind, attributes: attributes, specifiers: specifiers) }
        set { explicitText = newValue }
    }

    /// A type whose text is the normalised rendering of its structure.
    public init(kind: TypeKind, attributes: [Attribute] = [], specifiers: [String] = []) {
        self.kind = kind
        self.attributes = attributes
        self.specifiers = specifiers
    }

    /// A type with explicitly given text (normally equal to the rendering of `kind`).
    public init(text: String, kind: TypeKind, attributes: [Attribute] = [], specifiers: [String] = []) {
        self.init(kind: kind, attributes: attributes, specifiers: specifiers)
        self.explicitText = text
    }

    /// Equal structure and equal text. Without explicit texts the texts are the renderings of
    /// equal structures, so only an explicit text is compared.
    public static func == (lhs: TypeRef, rhs: TypeRef) -> Bool {
        guard lhs.kind == rhs.kind && lhs.attributes == rhs.attributes && lhs.specifiers == rhs.specifiers else {
            return false
        }
        return lhs.explicitText == nil && rhs.explicitText == nil || lhs.text == rhs.text
    }

    /// The structure (equal values have equal structures), not the text, which would be
    /// rendered for every hash.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(attributes)
        hasher.combine(specifiers)
    }

    private static func compose(_ kind: TypeKind, attributes: [Attribute], specifiers: [String]) -> String {
        if attributes.isEmpty && specifiers.isEmpty { return render(kind) }
        return (specifiers + attributes.map(\.text) + [render(kind)]).joined(separator: " ")
    }

    /// A plain named type such as `Int`, `Self`, `Foo.Bar` (no generic arguments).
    public static func named(_ name: String) -> TypeRef {
        TypeRef(kind: .named(name.split(separator: ".").map { TypeNameComponent(name: String($0)) }))
    }

    public var description: String { text }

    /// The type without attributes and specifiers, e.g. `(Int) -> Void` for `inout @escaping (Int) -> Void`.
    public var bareText: String { TypeRef.render(kind) }

    public func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name == name } }
}

/// One component of a named type: `Dictionary<String, Int>` or `Element` in `Foo.Element`.
public struct TypeNameComponent: Hashable, Sendable, Codable {
    public var name: String
    public var genericArguments: [TypeRef]

    public init(name: String, genericArguments: [TypeRef] = []) {
        self.name = name
        self.genericArguments = genericArguments
    }
}

/// One element of a tuple type: `(label: Int, String)`.
public struct TupleTypeElement: Hashable, Sendable, Codable {
    public var label: String?
    public var type: TypeRef
    public var isVariadic: Bool

    public init(label: String? = nil, type: TypeRef, isVariadic: Bool = false) {
        self.label = label
        self.type = type
        self.isVariadic = isVariadic
    }
}

/// The shape of a type.
public indirect enum TypeKind: Hashable, Sendable, Codable {
    /// `Int`, `Swift.Result<T, E>`, `Self`, `Self.Item`, `Any`, `AnyObject`.
    case named([TypeNameComponent])
    /// `T?`
    case optional(TypeRef)
    /// `T!`
    case implicitlyUnwrappedOptional(TypeRef)
    /// `[T]`
    case array(TypeRef)
    /// `[K: V]`
    case dictionary(key: TypeRef, value: TypeRef)
    /// `(A, b: B)`; `()` is an empty tuple (Void). A parenthesised single type `(T)` is kept as a 1-tuple.
    case tuple([TupleTypeElement])
    /// `(A, B) async throws -> R`; parameters are tuple elements (labels are `_ name:` style argument names when
    /// written).
    case function(parameters: [TupleTypeElement], effects: Effects, result: TypeRef)
    /// `T.Type` / `T.Protocol`.
    case metatype(TypeRef, isProtocol: Bool)
    /// `some P`
    case opaque(TypeRef)
    /// `any P`
    case existential(TypeRef)
    /// `A & B`
    case composition([TypeRef])
    /// `repeat each T` / `each T`
    case packExpansion(TypeRef)
    case packElement(TypeRef)
    /// Anything the parser keeps only as text (the `text` of the enclosing `TypeRef`).
    case unknown(String)

    /// True for `Self` or a type rooted at `Self` (`Self.Item`).
    public var isSelfRooted: Bool {
        if case .named(let components) = self { return components.first?.name == "Self" }
        return false
    }
}

extension TypeRef {
    /// Renders a kind to normalised text (without attributes and specifiers of the outer type).
    public static func render(_ kind: TypeKind) -> String {
        switch kind {
        case .named(let components):
            // A plain name, the most common type, is its own text (no array, no joining).
            if components.count == 1 && components[0].genericArguments.isEmpty { return components[0].name }
            return components.map { c in
                c.genericArguments.isEmpty
                    ? c.name : "\(c.name)<\(c.genericArguments.map(\.text).joined(separator: ", "))>"
            }.joined(separator: ".")
        case .optional(let t): return "\(wrapIfNeeded(t))?"
        case .implicitlyUnwrappedOptional(let t): return "\(wrapIfNeeded(t))!"
        case .array(let t): return "[\(t.text)]"
        case .dictionary(let k, let v): return "[\(k.text): \(v.text)]"
        case .tuple(let elements): return "(\(elements.map(renderElement).joined(separator: ", ")))"
        case .function(let parameters, let effects, let result):
            var s = "(\(parameters.map(renderElement).joined(separator: ", ")))"
            if effects.isAsync { s += " async" }
            switch effects.throwing {
            case .none: break
            case .throws: s += " throws"
            case .rethrows: s += " rethrows"
            case .typed(let e): s += " throws(\(e.text))"
            }
            return s + " -> \(result.text)"
        case .metatype(let t, let isProtocol): return "\(wrapIfNeeded(t)).\(isProtocol ? "Protocol" : "Type")"
        case .opaque(let t): return "some \(t.text)"
        case .existential(let t): return "any \(t.text)"
        case .composition(let parts): return parts.map(\.text).joined(separator: " & ")
        case .packExpansion(let t): return "repeat \(t.text)"
        case .packElement(let t): return "each \(t.text)"
        case .unknown(let text): return text
        }
    }

    private static func renderElement(_ e: TupleTypeElement) -> String {
        (e.label.map { "\($0): " } ?? "") + e.type.text + (e.isVariadic ? "..." : "")
    }

    /// `(some P)?` and `(A) -> B` need parentheses before a postfix `?`, `!` or `.Type`.
    private static func wrapIfNeeded(_ t: TypeRef) -> String {
        switch t.kind {
        case .function, .opaque, .existential, .composition: return "(\(t.text))"
        default: return t.attributes.isEmpty && t.specifiers.isEmpty ? t.text : "(\(t.text))"
        }
    }
}
