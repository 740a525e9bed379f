/// All classes of all input files: superclass chains across files, the members a class mock
/// overrides (its own and those inherited from classes in the inputs), and which of them a
/// test target can override.
///
/// The first entry of a class's inheritance list is its superclass when it names a class of
/// the inputs; a protocol of the inputs or a well-known standard protocol when it names one;
/// otherwise it is `external` (a class or protocol of another module: the index cannot tell).
package struct ClassIndex: Sendable {
    /// What the first entry of a class's inheritance list turned out to be.
    package enum Superclass: Hashable, Sendable {
        /// No superclass: no inheritance list, or its first entry is a protocol.
        case none
        /// A class of the inputs.
        case inInputs(ClassDecl)
        /// A type of another module: a superclass (`NSObject`) or a protocol the inputs do not declare.
        case external(TypeRef)
    }

    /// Every class, in deterministic order: by qualified name, then path, then position.
    package let classes: [ClassDecl]
    private let names: NameTable<ClassDecl>
    private let protocolNames: Set<String>

    package init(files: [SourceFileModel]) {
        // Each qualified name is built once, not once per comparison.
        let all = files.flatMap(\.classes)
            .map { (qualifiedName: $0.qualifiedName, decl: $0) }
            .sorted {
                ($0.qualifiedName, $0.decl.path, $0.decl.location.offset) < (
                    $1.qualifiedName, $1.decl.path, $1.decl.location.offset
                )
            }
            .map(\.decl)
        classes = all
        names = NameTable(all, qualifiedName: \.qualifiedName, name: \.name)
        var names = Set<String>()
        for file in files {
            for p in file.protocols {
                names.insert(p.qualifiedName.withoutBackticks)
                names.insert(p.name.withoutBackticks)
            }
        }
        protocolNames = names
    }

    /// The class a type reference names, searched outwards from `context`'s enclosing types.
    /// Generic arguments (`Base<Int>`) are ignored for lookup.
    package func lookup(_ type: TypeRef, from context: ClassDecl? = nil) -> ClassDecl? {
        names.lookup(type, enclosingTypes: context?.enclosingTypes ?? [])
    }

    /// The superclass of `decl`, decided from the first entry of its inheritance list.
    package func superclass(of decl: ClassDecl) -> Superclass {
        guard let first = decl.inheritance.first else { return .none }
        if let found = lookup(first, from: decl) { return .inInputs(found) }
        guard case .named(let components) = first.kind, !first.hasAttribute("unchecked") else { return .none }
        let name = components.map(\.name.withoutBackticks).joined(separator: ".")
        if protocolNames.contains(name) || ClassIndex.standardProtocols.contains(name) { return .none }
        return .external(first)
    }

    /// The protocols `decl` adopts: its inheritance list without the superclass.
    package func adoptedProtocols(of decl: ClassDecl) -> [TypeRef] {
        switch superclass(of: decl) {
        case .none: decl.inheritance
        case .inInputs, .external: Array(decl.inheritance.dropFirst())
        }
    }

    /// The superclasses of `decl` found in the inputs, nearest first. A cycle (`class A: B`,
    /// `class B: A`) is cut where it closes and reported.
    package func superclassChain(of decl: ClassDecl) -> ([ClassDecl], [Diagnostic]) {
        var chain: [ClassDecl] = []
        var seen: Set<String> = [key(decl)]
        var current = decl
        while case .inInputs(let parent) = superclass(of: current) {
            guard seen.insert(key(parent)).inserted else {
                let names = ([decl] + chain + [parent]).map(\.qualifiedName).joined(separator: " -> ")
                return (chain, [Diagnostic(
                    .error, "class '\(parent.qualifiedName)' inherits from itself (\(names))",
                    path: current.path, at: current.location)])
            }
            chain.append(parent)
            current = parent
        }
        return (chain, [])
    }

    /// The classes among `selected` and their superclasses in the inputs whose members were not
    /// parsed: `SourceSet.completeClasses` reads their bodies (by path and qualified name) and
    /// builds the index anew.
    package func classesMissingMembers(forMocking selected: [ClassDecl]) -> [ClassDecl] {
        var missing: [ClassDecl] = []
        var seen = Set<String>()
        for decl in selected {
            for c in [decl] + superclassChain(of: decl).0 where c.members == nil && seen.insert(key(c)).inserted {
                missing.append(c)
            }
        }
        return missing
    }

    /// Every method, property and subscript a mock of `decl` would override: `decl`'s own and
    /// those of its superclasses in the inputs, each once (the nearest declaration wins, so an
    /// override's own `final` and access count), with whether it can be overridden. Initializers
    /// are not listed (see `designatedInitializers`). Classes whose members were not parsed
    /// contribute nothing (see `classesMissingMembers`).
    package func overridableMembers(of decl: ClassDecl, visibility: ModuleVisibility) -> [InheritedClassMember] {
        var result: [InheritedClassMember] = []
        var seen = Set<MemberSignature>()
        for owner in [decl] + superclassChain(of: decl).0 {
            for member in owner.members ?? [] {
                if case .initializer = member.member { continue }
                guard seen.insert(MemberSignature(member.member)).inserted else { continue }
                result.append(InheritedClassMember(
                    member: member, declaringClass: owner.qualifiedName,
                    overridability: OverridabilityRules.member(member, of: owner, visibility: visibility)))
            }
        }
        return result
    }

    /// Whether a test target can subclass `decl` at all.
    package func subclassing(_ decl: ClassDecl, visibility: ModuleVisibility) -> Overridability {
        OverridabilityRules.subclassing(decl, visibility: visibility)
    }

    /// The designated initializers a subclass of `decl` can call: those `decl` declares, or, when
    /// it declares none, those it inherits from the nearest superclass in the inputs that does.
    /// Each says whether the test target can reach it (`final` does not apply to initializers).
    /// Empty when no class of the chain declares one: a root class then has the implicit
    /// `init()`; with an `external` superclass the initializers are unknown.
    package func designatedInitializers(of decl: ClassDecl, visibility: ModuleVisibility) -> [InheritedClassMember] {
        for owner in [decl] + superclassChain(of: decl).0 {
            let designated = (owner.members ?? []).filter { member in
                if case .initializer = member.member { return !member.isConvenienceInitializer }
                return false
            }
            // A class whose interface leaves designated initializers out inherits none.
            guard !designated.isEmpty else {
                if owner.hasMissingDesignatedInitializers { return [] }
                continue
            }
            return designated.map { member in
                var rule = OverridabilityRules.member(member, of: owner, visibility: visibility)
                // `final` does not apply to initializers, and a public initializer is as
                // overridable as an open one (initializers cannot be declared `open`).
                if case .notOverridable(.finalClass) = rule { rule = .overridable }
                if case .notOverridable(.publicNotOpen) = rule { rule = .overridable }
                return InheritedClassMember(member: member, declaringClass: owner.qualifiedName, overridability: rule)
            }
        }
        return []
    }

    private func key(_ c: ClassDecl) -> String { "\(c.qualifiedName)|\(c.path)|\(c.location.offset)" }

    /// Standard-library and Foundation protocols a class commonly lists first.
    static let standardProtocols: Set<String> = [
        "Sendable", "AnyObject", "Equatable", "Hashable", "Comparable", "Identifiable", "Codable", "Encodable",
        "Decodable", "CustomStringConvertible", "CustomDebugStringConvertible", "Error", "LocalizedError",
        "CaseIterable", "RawRepresentable", "Sequence", "Collection", "IteratorProtocol", "ExpressibleByStringLiteral",
        "ExpressibleByIntegerLiteral", "ObservableObject", "NSObjectProtocol", "NSCopying", "NSCoding",
        "NSSecureCoding", "Swift.Sendable", "Swift.Equatable", "Swift.Hashable", "Swift.Error",
    ]
}
