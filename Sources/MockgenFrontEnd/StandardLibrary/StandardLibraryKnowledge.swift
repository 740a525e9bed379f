/// What the standard library's own interface says about its protocols: each protocol's
/// declaration (requirements, associated types with their constraints and defaults, parents)
/// and which requirements an unconstrained protocol extension implements, so a conforming
/// mock needs no member for them.
///
/// Built from the toolchain's `Swift.swiftmodule/<target>.swiftinterface` and
/// `_Concurrency.swiftmodule/<target>.swiftinterface`, read by this front end
/// (`StandardLibraryKnowledge.read`); the driver finds and reads the files.
public struct StandardLibraryKnowledge: Hashable, Sendable, Codable {
    /// The public protocols, by simple name (`Sequence`, `AsyncIteratorProtocol`).
    public let protocols: [String: ProtocolDecl]
    /// For each protocol, the requirements an unconstrained extension of it implements
    /// (keys of `StandardLibraryKnowledge.implementationKey`).
    private let implemented: [String: Set<String>]

    public init(protocols: [String: ProtocolDecl], implemented: [String: Set<String>]) {
        self.protocols = protocols
        self.implemented = implemented
    }

    /// Reads interface files (their bytes and paths). Protocols whose name starts with `_` are
    /// implementation details and left out.
    public static func read(_ interfaces: [(bytes: [UInt8], path: String)]) -> StandardLibraryKnowledge {
        var protocols: [String: ProtocolDecl] = [:]
        var implemented: [String: Set<String>] = [:]
        for interface in interfaces {
            let model = FrontEnd.parse(
                interface.bytes, path: interface.path, options: ParseOptions(recordsExtensionMembers: true))
            for decl in model.protocols where decl.enclosingTypes.isEmpty && !decl.name.hasPrefix("_") {
                // The first declaration wins (`#if` variants of one protocol repeat it).
                if protocols[decl.name] == nil { protocols[decl.name] = decl }
            }
            for ext in model.extensions where !ext.isConstrained {
                let name = ext.extendedType.split(separator: ".").last.map(String.init) ?? ext.extendedType
                // A member available only from some OS version on is no default where it is missing.
                let unconditional = ext.members.filter { !Self.isAvailabilityGated($0) }
                implemented[name, default: []].formUnion(unconditional.map(implementationKey))
            }
        }
        // Extensions of non-protocol types are not wanted.
        implemented = implemented.filter { protocols[$0.key] != nil }
        return StandardLibraryKnowledge(protocols: protocols, implemented: implemented)
    }

    /// Only what concerns the protocols named in `names`: what a caller keeps (and caches)
    /// when it asks about those alone.
    public func restricted(to names: Set<String>) -> StandardLibraryKnowledge {
        StandardLibraryKnowledge(
            protocols: protocols.filter { names.contains($0.key) },
            implemented: implemented.filter { names.contains($0.key) })
    }

    /// True when an unconstrained extension of `protocolName` implements `requirement`.
    public func hasDefaultImplementation(_ requirement: Member, in protocolName: String) -> Bool {
        implemented[protocolName]?.contains(Self.implementationKey(requirement)) ?? false
    }

    /// The requirements of `protocolName` that a conforming type must implement itself: its
    /// associated types (not its type aliases), and the members no unconstrained extension implements. Members whose
    /// names start with `_` are the library's own hooks, which always have defaults.
    public func requirementsWithoutDefaults(of protocolName: String) -> [Member] {
        guard let decl = protocols[protocolName] else { return [] }
        return Self.flatMembers(decl.members).filter { member in
            switch member {
            case .associatedType: return true
            case .typeAlias: return false  // a protocol's type alias has its value
            default: return !hasDefaultImplementation(member, in: protocolName) && !Self.name(of: member).hasPrefix("_")
            }
        }
    }

    /// Kind, `static`, name, number of generic parameters and argument labels: what an extension member shares with the
    /// requirement it implements, however the interface spells the types. Subscripts, which
    /// rarely have labels, add their parameter types without `Self.` and `Swift.`
    /// (`subscript(_:Index)`), so `Collection`'s `subscript(x: (UnboundedRange_) -> ())`
    /// does not pass for an implementation of `subscript(position:)`.
    public static func implementationKey(_ member: Member) -> String {
        func labels(_ parameters: [ParameterDecl]) -> String { parameters.map { ($0.label ?? "_") + ":" }.joined() }
        func typedLabels(_ parameters: [ParameterDecl]) -> String {
            parameters.map { p in
                (p.label ?? "_") + ":" + p.type.text.replacingText("Self.", with: "").replacingText("Swift.", with: "")
            }.joined(separator: ",")
        }
        switch member {
        case .function(let f):
            // A generic extension member (`next<T>() -> T`) implements no non-generic requirement.
            let generics = f.genericParameters.isEmpty ? "" : "<\(f.genericParameters.count)>"
            return "\(f.isStatic ? "static " : "")func \(f.name)\(generics)(\(labels(f.parameters)))"
        case .property(let p): return "\(p.isStatic ? "static " : "")var \(p.name)"
        case .subscript(let s): return "\(s.isStatic ? "static " : "")subscript(\(typedLabels(s.parameters)))"
        case .initializer(let i): return "init(\(labels(i.parameters)))"
        case .associatedType(let a): return "associatedtype \(a.name)"
        case .typeAlias(let t): return "typealias \(t.name)"
        }
    }

    /// True for a member marked `@available(<platform> <version>, …)`, or `@available(*,
    /// unavailable)`: `RandomNumberGenerator`'s extension declares an unavailable `next()` so that
    /// a conformer cannot use it, which is no default.
    static func isAvailabilityGated(_ member: Member) -> Bool {
        if case .associatedType = member { return false }
        return member.attributes.contains { attribute in
            let arguments = attribute.arguments ?? ""
            return attribute.name == "available"
                && (arguments.contains(where: \.isNumber) || arguments.containsText("unavailable"))
        }
    }

    static func name(of member: Member) -> String {
        switch member {
        case .function(let f): f.name
        case .property(let p): p.name
        case .subscript: "subscript"
        case .initializer: "init"
        case .associatedType(let a): a.name
        case .typeAlias(let t): t.name
        }
    }

    /// Members of every `#if` clause (interfaces repeat declarations under feature checks).
    static func flatMembers(_ items: [MemberItem]) -> [Member] {
        var members: [Member] = []
        var pending = items[...]
        var stack: [ArraySlice<MemberItem>] = []
        while true {
            guard let item = pending.popFirst() else {
                guard let next = stack.popLast() else { return members }
                pending = next
                continue
            }
            switch item {
            case .member(let m): members.append(m)
            case .ifConfig(let block):
                stack.append(pending)
                pending = block.clauses.flatMap(\.items)[...]
            }
        }
    }
}
