/// A protocol declaration and everything a mock of it needs.
public struct ProtocolDecl: Hashable, Sendable, Codable {
    public var name: String
    /// Names of the enclosing types and extended types, outermost first
    /// (`["Outer", "Inner"]` for `extension Outer.Inner { protocol P {} }`).
    public var enclosingTypes: [String]
    public var access: AccessLevel?
    public var attributes: [Attribute]
    /// Modifiers other than access, e.g. `nonisolated`.
    public var modifiers: [String]
    /// The doc comment (`///` lines or `/** */`) directly above, markers stripped, lines joined by "\n".
    public var docComment: String?
    /// Every comment between the previous declaration and this one, raw text, in order.
    /// Used for `// sourcery: AutoMockable` selection.
    public var leadingComments: [String]
    /// `protocol Store<Item>` has `["Item"]`.
    public var primaryAssociatedTypes: [String]
    /// The inheritance list: `AnyObject`, `Sendable`, other protocols, compositions.
    public var inheritance: [TypeRef]
    public var whereClause: [GenericRequirement]
    public var members: [MemberItem]
    /// `#if` clauses around the protocol declaration itself, outermost first.
    public var conditions: [IfConfigCondition]
    public var location: SourceLocation
    /// The file the protocol was found in.
    public var path: String
    /// Declared in an Objective-C header (`@protocol`): its `optional` requirements are
    /// `@objc optional`, and its mock subclasses `NSObject`.
    public var isObjectiveC = false
    /// Properties that unconstrained extensions of the protocol in its own file implement: a
    /// requirement of this protocol or of a parent with one of these names and types needs no
    /// member in a mock, which matters when two protocols require one name with two types.
    public var defaultedProperties: [PropertyDecl] = []
    /// Subscripts that unconstrained extensions of the protocol in its own file implement: a
    /// requirement whose mock member would name the mock as a generic argument is left to them.
    public var defaultedSubscripts: [SubscriptDecl] = []

    public init(
        name: String, enclosingTypes: [String] = [], access: AccessLevel? = nil, attributes: [Attribute] = [],
        modifiers: [String] = [], docComment: String? = nil, leadingComments: [String] = [],
        primaryAssociatedTypes: [String] = [], inheritance: [TypeRef] = [], whereClause: [GenericRequirement] = [],
        members: [MemberItem] = [], conditions: [IfConfigCondition] = [], location: SourceLocation = .start, path: String = ""
    ) {
        self.name = name
        self.enclosingTypes = enclosingTypes
        self.access = access
        self.attributes = attributes
        self.modifiers = modifiers
        self.docComment = docComment
        self.leadingComments = leadingComments
        self.primaryAssociatedTypes = primaryAssociatedTypes
        self.inheritance = inheritance
        self.whereClause = whereClause
        self.members = members
        self.conditions = conditions
        self.location = location
        self.path = path
    }

    /// `Outer.Inner.Name`.
    public var qualifiedName: String { (enclosingTypes + [name]).joined(separator: ".") }
}

/// A protocol body item: a member, or a `#if` block holding more items.
public indirect enum MemberItem: Hashable, Sendable, Codable {
    case member(Member)
    case ifConfig(IfConfigBlock)
}

/// `#if A ... #elseif B ... #else ... #endif` inside a protocol body.
public struct IfConfigBlock: Hashable, Sendable, Codable {
    public struct Clause: Hashable, Sendable, Codable {
        public enum Keyword: String, Hashable, Sendable, Codable { case `if` = "#if", `elseif` = "#elseif", `else` = "#else" }
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
public enum Member: Hashable, Sendable, Codable {
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
