/// How the test target that holds a class mock sees the module that declares the class.
package enum ModuleVisibility: Hashable, Sendable {
    /// `@testable import` (or the same module): `internal`, `package`, `public` and `open`
    /// classes and members can be subclassed and overridden.
    case testable
    /// A plain `import`: only `open` classes and `open` members can be.
    case imported
}

/// Whether a class mock can override a member (or subclass a class), and why not.
package enum Overridability: Hashable, Sendable {
    case overridable
    case notOverridable(NotOverridableReason)

    package var isOverridable: Bool { self == .overridable }
}

/// Why a member (or class) stays the real class's.
package enum NotOverridableReason: Hashable, Sendable, CustomStringConvertible {
    /// Declared `final`.
    case finalMember
    /// Its class (or the class declaring it) is `final`.
    case finalClass(String)
    /// `static`: type members are overridable only when declared `class`.
    case staticMember
    /// `private` or `fileprivate`: invisible outside its file.
    case hidden(AccessLevel)
    /// `internal` or `package` (written or implied), seen through a plain `import`.
    case internalWithoutTestableImport
    /// `public` but not `open`, seen through a plain `import`.
    case publicNotOpen
    /// A `let` property.
    case constant
    /// The class is nested in a type (or extension) the test target cannot reach.
    case enclosingType(EnclosingAccess)

    package var description: String {
        switch self {
        case .finalMember: "it is final"
        case .finalClass(let name): "class '\(name)' is final"
        case .staticMember: "it is static"
        case .hidden(let level): "it is \(level.rawValue)"
        case .internalWithoutTestableImport: "it is internal and the module is not imported with @testable"
        case .publicNotOpen: "it is public but not open, and the module is not imported with @testable"
        case .constant: "it is a let constant"
        case .enclosingType(let enclosing):
            "it is nested in '\(enclosing.typeName)', which is \(enclosing.access.rawValue)"
                + (enclosing.access == .internal || enclosing.access == .package
                    ? " and the module is not imported with @testable" : "")
        }
    }
}

/// A member a class mock would override: the nearest declaration in the class or its
/// superclasses in the inputs, and whether it can be overridden.
package struct InheritedClassMember: Hashable, Sendable {
    package var member: ClassMember
    /// The qualified name of the class that declares this (nearest) declaration.
    package var declaringClass: String
    package var overridability: Overridability

    package init(member: ClassMember, declaringClass: String, overridability: Overridability) {
        self.member = member
        self.declaringClass = declaringClass
        self.overridability = overridability
    }
}

enum OverridabilityRules {
    /// Whether a subclass in a test target can override `member` of class `owner`.
    static func member(_ member: ClassMember, of owner: ClassDecl, visibility: ModuleVisibility) -> Overridability {
        if member.isStatic { return .notOverridable(.staticMember) }
        if member.isFinal { return .notOverridable(.finalMember) }
        if owner.isFinal { return .notOverridable(.finalClass(owner.qualifiedName)) }
        if member.isLet { return .notOverridable(.constant) }
        return access(member.access, visibility: visibility)
    }

    /// Whether a test target can subclass `decl`.
    /// Whether a test target can subclass `decl`: the class's own access, then that of the
    /// enclosing type that restricts it most.
    static func subclassing(_ decl: ClassDecl, visibility: ModuleVisibility) -> Overridability {
        if decl.isFinal { return .notOverridable(.finalClass(decl.qualifiedName)) }
        let own = access(decl.access, visibility: visibility)
        guard own == .overridable, let enclosing = decl.enclosingAccess else { return own }
        // `open` on an enclosing type means nothing; a public one is reachable.
        let level = enclosing.access == .open ? .public : enclosing.access
        if case .notOverridable(let reason) = access(level, visibility: visibility), reason != .publicNotOpen {
            return .notOverridable(.enclosingType(enclosing))
        }
        return .overridable
    }

    /// The access rule: `open` always; `public`, `package` and `internal` (also when unwritten)
    /// with `@testable import`; `private` and `fileprivate` never.
    private static func access(_ level: AccessLevel?, visibility: ModuleVisibility) -> Overridability {
        switch level ?? .internal {
        case .private, .fileprivate: .notOverridable(.hidden(level ?? .private))
        case .open: .overridable
        case .public: visibility == .testable ? .overridable : .notOverridable(.publicNotOpen)
        case .internal, .package:
            visibility == .testable ? .overridable : .notOverridable(.internalWithoutTestableImport)
        }
    }
}
