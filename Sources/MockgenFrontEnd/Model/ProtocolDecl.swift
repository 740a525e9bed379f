/// A protocol declaration and everything a mock of it needs.
///
/// A value with copy-on-write storage: protocols are read by every stage after parsing, which
/// copies them out of arrays and resolved ancestries many times per mock, and a copy is then
/// one reference instead of seventeen fields. Each field has an accessor of its own: one
/// `@dynamicMemberLookup` subscript over key paths instead is not specialised in the modules
/// that read protocols (200 M more instructions on the whole-corpus run).
public struct ProtocolDecl: Hashable, Sendable, Codable {
    /// The stored fields: equal, hashed and coded as a whole.
    private struct Fields: Hashable, Sendable, Codable {
        var name: String
        var enclosingTypes: [String]
        var access: AccessLevel?
        var attributes: [Attribute]
        var modifiers: [String]
        var docComment: String?
        var leadingComments: [String]
        var primaryAssociatedTypes: [String]
        var inheritance: [TypeRef]
        var whereClause: [GenericRequirement]
        var members: [MemberItem]
        var conditions: [IfConfigCondition]
        var location: SourceLocation
        var path: String
        var isObjectiveC = false
        var defaultedProperties: [PropertyDecl] = []
        var defaultedSubscripts: [SubscriptDecl] = []
        var defaultedFunctions: [FunctionDecl] = []
    }

    /// The fields, shared by copies until one of them changes.
    private final class Storage: @unchecked Sendable {
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var storage: Storage

    public init(
        name: String, enclosingTypes: [String] = [], access: AccessLevel? = nil, attributes: [Attribute] = [],
        modifiers: [String] = [], docComment: String? = nil, leadingComments: [String] = [],
        primaryAssociatedTypes: [String] = [], inheritance: [TypeRef] = [], whereClause: [GenericRequirement] = [],
        members: [MemberItem] = [], conditions: [IfConfigCondition] = [], location: SourceLocation = .start,
        path: String = ""
    ) {
        storage = Storage(
            Fields(
                name: name, enclosingTypes: enclosingTypes, access: access, attributes: attributes,
                modifiers: modifiers,
                docComment: docComment, leadingComments: leadingComments,
                primaryAssociatedTypes: primaryAssociatedTypes,
                inheritance: inheritance, whereClause: whereClause, members: members, conditions: conditions,
                location: location,
                path: path))
    }

    /// The storage, copied first when another value shares it.
    private var uniqueStorage: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
            return storage
        }
    }

    public var name: String {
        get { storage.fields.name }
        set { uniqueStorage.fields.name = newValue }
    }
    /// Names of the enclosing types and extended types, outermost first
    /// (`["Outer", "Inner"]` for `extension Outer.Inner { protocol P {} }`).
    public var enclosingTypes: [String] {
        get { storage.fields.enclosingTypes }
        set { uniqueStorage.fields.enclosingTypes = newValue }
    }
    public var access: AccessLevel? {
        get { storage.fields.access }
        set { uniqueStorage.fields.access = newValue }
    }
    public var attributes: [Attribute] {
        get { storage.fields.attributes }
        set { uniqueStorage.fields.attributes = newValue }
    }
    /// Modifiers other than access, e.g. `nonisolated`.
    public var modifiers: [String] {
        get { storage.fields.modifiers }
        set { uniqueStorage.fields.modifiers = newValue }
    }
    /// The doc comment (`///` lines or `/** */`) directly above, markers stripped, lines joined by "\n".
    public var docComment: String? {
        get { storage.fields.docComment }
        set { uniqueStorage.fields.docComment = newValue }
    }
    /// Every comment between the previous declaration and this one, raw text, in order.
    /// Used for `// sourcery: AutoMockable` selection.
    public var leadingComments: [String] {
        get { storage.fields.leadingComments }
        set { uniqueStorage.fields.leadingComments = newValue }
    }
    /// `protocol Store<Item>` has `["Item"]`.
    public var primaryAssociatedTypes: [String] {
        get { storage.fields.primaryAssociatedTypes }
        set { uniqueStorage.fields.primaryAssociatedTypes = newValue }
    }
    /// The inheritance list: `AnyObject`, `Sendable`, other protocols, compositions.
    public var inheritance: [TypeRef] {
        get { storage.fields.inheritance }
        set { uniqueStorage.fields.inheritance = newValue }
    }
    public var whereClause: [GenericRequirement] {
        get { storage.fields.whereClause }
        set { uniqueStorage.fields.whereClause = newValue }
    }
    public var members: [MemberItem] {
        get { storage.fields.members }
        set { uniqueStorage.fields.members = newValue }
    }
    /// `#if` clauses around the protocol declaration itself, outermost first.
    public var conditions: [IfConfigCondition] {
        get { storage.fields.conditions }
        set { uniqueStorage.fields.conditions = newValue }
    }
    public var location: SourceLocation {
        get { storage.fields.location }
        set { uniqueStorage.fields.location = newValue }
    }
    /// The file the protocol was found in.
    public var path: String {
        get { storage.fields.path }
        set { uniqueStorage.fields.path = newValue }
    }
    /// Declared in an Objective-C header (`@protocol`): its `optional` requirements are
    /// `@objc optional`, and its mock subclasses `NSObject`.
    public var isObjectiveC: Bool {
        get { storage.fields.isObjectiveC }
        set { uniqueStorage.fields.isObjectiveC = newValue }
    }
    /// Properties that unconstrained extensions of the protocol in its own file implement: a
    /// requirement of this protocol or of a parent with one of these names and types needs no
    /// member in a mock, which matters when two protocols require one name with two types.
    public var defaultedProperties: [PropertyDecl] {
        get { storage.fields.defaultedProperties }
        set { uniqueStorage.fields.defaultedProperties = newValue }
    }
    /// Subscripts that unconstrained extensions of the protocol in its own file implement: a
    /// requirement whose mock member would name the mock as a generic argument is left to them.
    public var defaultedSubscripts: [SubscriptDecl] {
        get { storage.fields.defaultedSubscripts }
        set { uniqueStorage.fields.defaultedSubscripts = newValue }
    }
    /// Functions that unconstrained extensions of the protocol in its own file implement: a
    /// requirement of this protocol or of a parent that one of them witnesses need not be
    /// restated by a mock, which matters when restating it would clash with another member
    /// (`func lock()` beside a required `var lock`).
    public var defaultedFunctions: [FunctionDecl] {
        get { storage.fields.defaultedFunctions }
        set { uniqueStorage.fields.defaultedFunctions = newValue }
    }

    /// `Outer.Inner.Name`.
    public var qualifiedName: String {
        enclosingTypes.isEmpty ? name : (enclosingTypes + [name]).joined(separator: ".")
    }

    public static func == (lhs: ProtocolDecl, rhs: ProtocolDecl) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(storage.fields) }

    /// Coded as its fields, under their names.
    public init(from decoder: any Decoder) throws { storage = Storage(try Fields(from: decoder)) }

    public func encode(to encoder: any Encoder) throws { try storage.fields.encode(to: encoder) }
}

/// A protocol body item: a member, or a `#if` block holding more items.
public indirect enum MemberItem: Hashable, Sendable, Codable {
    case member(Member)
    case ifConfig(IfConfigBlock)
}

/// `#if A ... #elseif B ... #else ... #endif` inside a protocol body.
public struct IfConfigBlock: Hashable, Sendable, Codable {
    public struct Clause: Hashable, Sendable, Codable {
        public enum Keyword: String, Hashable, Sendable, Codable {
            case `if` = "#if", `elseif` = "#elseif", `else` = "#else"
        }
        public var keyword: Keyword
        /// The condition text, normalised to single spaces; nil for `#else`.
        public var condition: String?
        public var items: [MemberItem]

        public init(keyword: Keyword, condition: String?, items: [MemberItem]) {
            self.keyword = keyword
            self.condition = condition
            self.items = items
        }
    }

    public var clauses: [Clause]
    public var location: SourceLocation

    public init(clauses: [Clause], location: SourceLocation) {
        self.clauses = clauses
        self.location = location
    }
}

/// One protocol requirement.
public indirect enum Member: Hashable, Sendable, Codable {
    case function(FunctionDecl)
    case property(PropertyDecl)
    case `subscript`(SubscriptDecl)
    case initializer(InitializerDecl)
    case associatedType(AssociatedTypeDecl)
    case typeAlias(TypeAliasDecl)

    public var location: SourceLocation {
        switch self {
        case .function(let d): d.location
        case .property(let d): d.location
        case .subscript(let d): d.location
        case .initializer(let d): d.location
        case .associatedType(let d): d.location
        case .typeAlias(let d): d.location
        }
    }

    /// The declaration's attributes (`@available`, `@_lifetime`…); a type alias has none here.
    public var attributes: [Attribute] {
        switch self {
        case .function(let d): d.attributes
        case .property(let d): d.attributes
        case .subscript(let d): d.attributes
        case .initializer(let d): d.attributes
        case .associatedType(let d): d.attributes
        case .typeAlias: []
        }
    }
}
