/// A class declaration: its header always, its members when they were parsed.
///
/// Members are parsed only for classes that carry a selection marker and for classes the
/// caller names (`ParseOptions.membersOf`; the read stage's `SourceSet.completeClasses` reads
/// them later), typically the superclasses of selected classes; every other class body is
/// only searched for nested declarations.
public struct ClassDecl: Hashable, Sendable {
    public var name: String
    /// Names of the enclosing types and extended types, outermost first.
    public var enclosingTypes: [String]
    /// The enclosing type or extension that most restricts who can reach the class, if any.
    public var enclosingAccess: EnclosingAccess?
    public var access: AccessLevel?
    /// `@MainActor`, `@available(…)`, `@objc`...
    public var attributes: [Attribute]
    /// Modifiers other than access, e.g. `final`.
    public var modifiers: [String]
    /// The doc comment directly above, markers stripped. Recorded (like `leadingComments`) only
    /// for classes whose members are parsed: other classes are never mocked themselves.
    public var docComment: String?
    /// Every comment between the previous declaration and this one, raw text, in order.
    public var leadingComments: [String]
    /// Whether the doc comment says `@mockable` or a comment says `// sourcery: AutoMockable`
    /// (checked on every class, before its comments become text).
    public var hasSelectionMarker: Bool
    public var genericParameters: [GenericParameter]
    /// The inheritance list as written: the superclass (if any) first, then protocols.
    /// Whether the first entry is a class is decided by `ClassIndex`.
    public var inheritance: [TypeRef]
    public var whereClause: [GenericRequirement]
    /// The members, in source order; nil when the body was not parsed for members.
    public var members: [ClassMember]?
    /// `#if` clauses around the class declaration itself, outermost first.
    public var conditions: [IfConfigCondition]
    public var location: SourceLocation
    public var path: String

    /// `@_hasMissingDesignatedInitializers`: a module interface lists only some of the class's
    /// designated initializers (the others are not public), so the class inherits none of its
    /// superclass's and a subclass can call only those listed.
    public var hasMissingDesignatedInitializers: Bool {
        attributes.contains { $0.name == "_hasMissingDesignatedInitializers" }
    }

    public init(
        name: String, enclosingTypes: [String] = [], enclosingAccess: EnclosingAccess? = nil,
        access: AccessLevel? = nil, attributes: [Attribute] = [],
        modifiers: [String] = [], docComment: String? = nil, leadingComments: [String] = [],
        hasSelectionMarker: Bool = false,
        genericParameters: [GenericParameter] = [], inheritance: [TypeRef] = [], whereClause: [GenericRequirement] = [],
        members: [ClassMember]? = nil, conditions: [IfConfigCondition] = [], location: SourceLocation = .start,
        path: String = ""
    ) {
        self.name = name
        self.enclosingTypes = enclosingTypes
        self.enclosingAccess = enclosingAccess
        self.access = access
        self.attributes = attributes
        self.modifiers = modifiers
        self.docComment = docComment
        self.leadingComments = leadingComments
        self.hasSelectionMarker = hasSelectionMarker
        self.genericParameters = genericParameters
        self.inheritance = inheritance
        self.whereClause = whereClause
        self.members = members
        self.conditions = conditions
        self.location = location
        self.path = path
    }

    /// `Outer.Inner.Name`.
    public var qualifiedName: String { (enclosingTypes + [name]).joined(separator: ".") }

    public var isFinal: Bool { modifiers.contains("final") }
}

/// The enclosing declaration that most restricts where a nested one can be reached: `Outer` in
/// `private enum Outer { class Inner {} }`, whose `Inner` no other file can name. A type
/// without a written access is internal. An extension restricts only when it is written
/// `private` or `fileprivate` (its members are then file-private); otherwise the extended
/// type's access, written elsewhere, is not known here.
public struct EnclosingAccess: Hashable, Sendable {
    /// The enclosing type's name (an extension's extended type) as written.
    public var typeName: String
    public var access: AccessLevel

    public init(typeName: String, access: AccessLevel) {
        self.typeName = typeName
        self.access = access
    }

    /// What a type or extension named `name` with the written `access` restricts, if anything.
    static func of(_ name: String, access: AccessLevel?, isExtension: Bool) -> EnclosingAccess? {
        guard isExtension else { return EnclosingAccess(typeName: name, access: access ?? .internal) }
        guard access == .private || access == .fileprivate else { return nil }
        return EnclosingAccess(typeName: name, access: .fileprivate)
    }

    /// The more restrictive of the two (the outer one when equal).
    static func narrowest(_ outer: EnclosingAccess?, _ inner: EnclosingAccess?) -> EnclosingAccess? {
        guard let outer, let inner else { return outer ?? inner }
        return rank(inner.access) < rank(outer.access) ? inner : outer
    }

    private static func rank(_ level: AccessLevel) -> Int { AccessLevel.allCases.firstIndex(of: level) ?? 0 }
}

/// A member of a class body: a method, property, subscript or initializer, with what
/// overriding it depends on. `deinit` and nested types are not members.
public struct ClassMember: Hashable, Sendable {
    public var member: Member
    public var access: AccessLevel?
    /// The setter's access when restricted (`private(set)` gives `.private`).
    public var setterAccess: AccessLevel?
    /// `let` rather than `var` (properties only).
    public var isLet: Bool
    /// `#if` clauses inside the class body around the member, outermost first.
    public var conditions: [IfConfigCondition]

    public init(
        member: Member, access: AccessLevel? = nil, setterAccess: AccessLevel? = nil, isLet: Bool = false,
        conditions: [IfConfigCondition] = []
    ) {
        self.member = member
        self.access = access
        self.setterAccess = setterAccess
        self.isLet = isLet
        self.conditions = conditions
    }

    /// Modifiers other than access: `final`, `override`, `class`, `static`, `convenience`,
    /// `required`, `lazy`, `private(set)`...
    public var modifiers: Modifiers {
        switch member {
        case .function(let d): d.modifiers
        case .property(let d): d.modifiers
        case .subscript(let d): d.modifiers
        case .initializer(let d): d.modifiers
        case .associatedType, .typeAlias: []
        }
    }

    public var isFinal: Bool { modifiers.contains("final") }
    public var isOverride: Bool { modifiers.contains("override") }
    /// `static` (never overridable), as opposed to `class` members.
    public var isStatic: Bool { modifiers.contains("static") }
    /// `class func`, `class var`, `class subscript`: overridable type members.
    public var isClassMember: Bool { modifiers.contains("class") }
    public var isConvenienceInitializer: Bool { modifiers.contains("convenience") }
    public var isRequiredInitializer: Bool { modifiers.contains("required") }

    /// A stored property: `let`, or a `var` without `get`/`set` accessors (observers allowed).
    public var isStoredProperty: Bool {
        guard case .property(let property) = member else { return false }
        if isLet { return true }
        return !property.accessors.contains {
            $0.kind == .get || $0.kind == .set || $0.kind == .read || $0.kind == .modify
        }
    }

    /// A property or subscript whose setter exists (a stored `var`, or a `set` accessor).
    public var isSettable: Bool {
        switch member {
        case .property(let property): !isLet && (isStoredProperty || property.hasSetter)
        case .subscript(let decl): decl.hasSetter
        default: false
        }
    }
}

/// The `// sourcery: AutoMockable` marker (also inside a comma-separated annotation list).
enum SourceryMarker {
    static func isAutoMockable(_ comment: String) -> Bool {
        let marker = Array("sourcery:".utf8)
        let bytes = Array(comment.utf8)
        guard bytes.count >= marker.count,
            let start = (0...(bytes.count - marker.count)).first(where: {
                bytes[$0..<($0 + marker.count)].elementsEqual(marker)
            })
        else { return false }
        return String(decoding: bytes[(start + marker.count)...], as: UTF8.self)
            .split { $0 == "," || $0 == " " || $0 == "\n" || $0 == "\t" }
            .contains { $0 == "AutoMockable" }
    }
}
