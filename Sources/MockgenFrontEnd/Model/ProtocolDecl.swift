/// A protocol declaration and everything a mock of it needs.
///
/// A value with copy-on-write storage: protocols are read by every stage after parsing, which
/// copies them out of arrays and resolved ancestries many times per mock, and a copy is then
/// one reference instead of seventeen fields. Each field has an accessor of its own: one
/// `@dynamicMemberLookup` subscript over key paths instead is not specialised in the modules
/// that read protocols (200 M more instructions on the whole-corpus run).
public struct ProtocolDecl: Hashable, Sendable, Codable {
    /// The fields, shared by copies until one of them changes.
    private final class Storage: @unchecked Sendable {
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
        var isObjectiveC: Bool
        var defaultedProperties: [PropertyDecl]
        var defaultedSubscripts: [SubscriptDecl]

        init(
            name: String,
            enclosingTypes: [String],
            access: AccessLevel?,
            attributes: [Attribute],
            modifiers: [String],
            docComment: String?,
            leadingComments: [String],
            primaryAssociatedTypes: [String],
            inheritance: [TypeRef],
            whereClause: [GenericRequirement],
            members: [MemberItem],
            conditions: [IfConfigCondition],
            location: SourceLocation,
            path: String,
            isObjectiveC: Bool,
            defaultedProperties: [PropertyDecl],
            defaultedSubscripts: [SubscriptDecl]
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
            self.isObjectiveC = isObjectiveC
            self.defaultedProperties = defaultedProperties
            self.defaultedSubscripts = defaultedSubscripts
        }

        func copy() -> Storage {
            Storage(
                name: name,
                enclosingTypes: enclosingTypes,
                access: access,
                attributes: attributes,
                modifiers: modifiers,
                docComment: docComment,
                leadingComments: leadingComments,
                primaryAssociatedTypes: primaryAssociatedTypes,
                inheritance: inheritance,
                whereClause: whereClause,
                members: members,
                conditions: conditions,
                location: location,
                path: path,
                isObjectiveC: isObjectiveC,
                defaultedProperties: defaultedProperties,
                defaultedSubscripts: defaultedSubscripts)
        }
    }

    private var storage: Storage

    public init(
        name: String, enclosingTypes: [String] = [], access: AccessLevel? = nil, attributes: [Attribute] = [],
        modifiers: [String] = [], docComment: String? = nil, leadingComments: [String] = [],
        primaryAssociatedTypes: [String] = [], inheritance: [TypeRef] = [], whereClause: [GenericRequirement] = [],
        members: [MemberItem] = [], conditions: [IfConfigCondition] = [], location: SourceLocation = .start, path: String = ""
    ) {
        storage = Storage(
            name: name,
            enclosingTypes: enclosingTypes,
            access: access,
            attributes: attributes,
            modifiers: modifiers,
            docComment: docComment,
            leadingComments: leadingComments,
            primaryAssociatedTypes: primaryAssociatedTypes,
            inheritance: inheritance,
            whereClause: whereClause,
            members: members,
            conditions: conditions,
            location: location,
            path: path,
            isObjectiveC: false,
            defaultedProperties: [],
            defaultedSubscripts: [])
    }

    /// The storage, copied first when another value shares it.
    private var uniqueStorage: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
            return storage
        }
    }

    public var name: String {
        get { storage.name }
        set { uniqueStorage.name = newValue }
    }
    /// Names of the enclosing types and extended types, outermost first
    /// (`["Outer", "Inner"]` for `extension Outer.Inner { protocol P {} }`).
    public var enclosingTypes: [String] {
        get { storage.enclosingTypes }
        set { uniqueStorage.enclosingTypes = newValue }
    }
    public var access: AccessLevel? {
        get { storage.access }
        set { uniqueStorage.access = newValue }
    }
    public var attributes: [Attribute] {
        get { storage.attributes }
        set { uniqueStorage.attributes = newValue }
    }
    /// Modifiers other than access, e.g. `nonisolated`.
    public var modifiers: [String] {
        get { storage.modifiers }
        set { uniqueStorage.modifiers = newValue }
    }
    /// The doc comment (`///` lines or `/** */`) directly above, markers stripped, lines joined by "\n".
    public var docComment: String? {
        get { storage.docComment }
        set { uniqueStorage.docComment = newValue }
    }
    /// Every comment between the previous declaration and this one, raw text, in order.
    /// Used for `// sourcery: AutoMockable` selection.
    public var leadingComments: [String] {
        get { storage.leadingComments }
        set { uniqueStorage.leadingComments = newValue }
    }
    /// `protocol Store<Item>` has `["Item"]`.
    public var primaryAssociatedTypes: [String] {
        get { storage.primaryAssociatedTypes }
        set { uniqueStorage.primaryAssociatedTypes = newValue }
    }
    /// The inheritance list: `AnyObject`, `Sendable`, other protocols, compositions.
    public var inheritance: [TypeRef] {
        get { storage.inheritance }
        set { uniqueStorage.inheritance = newValue }
    }
    public var whereClause: [GenericRequirement] {
        get { storage.whereClause }
        set { uniqueStorage.whereClause = newValue }
    }
    public var members: [MemberItem] {
        get { storage.members }
        set { uniqueStorage.members = newValue }
    }
    /// `#if` clauses around the protocol declaration itself, outermost first.
    public var conditions: [IfConfigCondition] {
        get { storage.conditions }
        set { uniqueStorage.conditions = newValue }
    }
    public var location: SourceLocation {
        get { storage.location }
        set { uniqueStorage.location = newValue }
    }
    /// The file the protocol was found in.
    public var path: String {
        get { storage.path }
        set { uniqueStorage.path = newValue }
    }
    /// Declared in an Objective-C header (`@protocol`): its `optional` requirements are
    /// `@objc optional`, and its mock subclasses `NSObject`.
    public var isObjectiveC: Bool {
        get { storage.isObjectiveC }
        set { uniqueStorage.isObjectiveC = newValue }
    }
    /// Properties that unconstrained extensions of the protocol in its own file implement: a
    /// requirement of this protocol or of a parent with one of these names and types needs no
    /// member in a mock, which matters when two protocols require one name with two types.
    public var defaultedProperties: [PropertyDecl] {
        get { storage.defaultedProperties }
        set { uniqueStorage.defaultedProperties = newValue }
    }
    /// Subscripts that unconstrained extensions of the protocol in its own file implement: a
    /// requirement whose mock member would name the mock as a generic argument is left to them.
    public var defaultedSubscripts: [SubscriptDecl] {
        get { storage.defaultedSubscripts }
        set { uniqueStorage.defaultedSubscripts = newValue }
    }

    /// `Outer.Inner.Name`.
    public var qualifiedName: String { enclosingTypes.isEmpty ? name : (enclosingTypes + [name]).joined(separator: ".") }

    public static func == (lhs: ProtocolDecl, rhs: ProtocolDecl) -> Bool {
        if lhs.storage === rhs.storage { return true }
        return lhs.name == rhs.name
            && lhs.enclosingTypes == rhs.enclosingTypes
            && lhs.access == rhs.access
            && lhs.attributes == rhs.attributes
            && lhs.modifiers == rhs.modifiers
            && lhs.docComment == rhs.docComment
            && lhs.leadingComments == rhs.leadingComments
            && lhs.primaryAssociatedTypes == rhs.primaryAssociatedTypes
            && lhs.inheritance == rhs.inheritance
            && lhs.whereClause == rhs.whereClause
            && lhs.members == rhs.members
            && lhs.conditions == rhs.conditions
            && lhs.location == rhs.location
            && lhs.path == rhs.path
            && lhs.isObjectiveC == rhs.isObjectiveC
            && lhs.defaultedProperties == rhs.defaultedProperties
            && lhs.defaultedSubscripts == rhs.defaultedSubscripts
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(enclosingTypes)
        hasher.combine(access)
        hasher.combine(attributes)
        hasher.combine(modifiers)
        hasher.combine(docComment)
        hasher.combine(leadingComments)
        hasher.combine(primaryAssociatedTypes)
        hasher.combine(inheritance)
        hasher.combine(whereClause)
        hasher.combine(members)
        hasher.combine(conditions)
        hasher.combine(location)
        hasher.combine(path)
        hasher.combine(isObjectiveC)
        hasher.combine(defaultedProperties)
        hasher.combine(defaultedSubscripts)
    }

    private enum CodingKeys: String, CodingKey {
        case name, enclosingTypes, access, attributes, modifiers, docComment, leadingComments, primaryAssociatedTypes, inheritance, whereClause, members, conditions, location, path, isObjectiveC, defaultedProperties, defaultedSubscripts
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        storage = Storage(
            name: try container.decode(String.self, forKey: .name),
            enclosingTypes: try container.decode([String].self, forKey: .enclosingTypes),
            access: try container.decodeIfPresent(AccessLevel.self, forKey: .access),
            attributes: try container.decode([Attribute].self, forKey: .attributes),
            modifiers: try container.decode([String].self, forKey: .modifiers),
            docComment: try container.decodeIfPresent(String.self, forKey: .docComment),
            leadingComments: try container.decode([String].self, forKey: .leadingComments),
            primaryAssociatedTypes: try container.decode([String].self, forKey: .primaryAssociatedTypes),
            inheritance: try container.decode([TypeRef].self, forKey: .inheritance),
            whereClause: try container.decode([GenericRequirement].self, forKey: .whereClause),
            members: try container.decode([MemberItem].self, forKey: .members),
            conditions: try container.decode([IfConfigCondition].self, forKey: .conditions),
            location: try container.decode(SourceLocation.self, forKey: .location),
            path: try container.decode(String.self, forKey: .path),
            isObjectiveC: try container.decode(Bool.self, forKey: .isObjectiveC),
            defaultedProperties: try container.decode([PropertyDecl].self, forKey: .defaultedProperties),
            defaultedSubscripts: try container.decode([SubscriptDecl].self, forKey: .defaultedSubscripts))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(enclosingTypes, forKey: .enclosingTypes)
        try container.encodeIfPresent(access, forKey: .access)
        try container.encode(attributes, forKey: .attributes)
        try container.encode(modifiers, forKey: .modifiers)
        try container.encodeIfPresent(docComment, forKey: .docComment)
        try container.encode(leadingComments, forKey: .leadingComments)
        try container.encode(primaryAssociatedTypes, forKey: .primaryAssociatedTypes)
        try container.encode(inheritance, forKey: .inheritance)
        try container.encode(whereClause, forKey: .whereClause)
        try container.encode(members, forKey: .members)
        try container.encode(conditions, forKey: .conditions)
        try container.encode(location, forKey: .location)
        try container.encode(path, forKey: .path)
        try container.encode(isObjectiveC, forKey: .isObjectiveC)
        try container.encode(defaultedProperties, forKey: .defaultedProperties)
        try container.encode(defaultedSubscripts, forKey: .defaultedSubscripts)
    }
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
