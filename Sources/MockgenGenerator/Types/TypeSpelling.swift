import MockgenFrontEnd

/// The types the inputs declare at top level, by name, with the modules that declare them:
/// what generated code needs to spell a reference to one so that it means what the source means.
///
/// A mocks file imports the inputs' module and the modules the sources import (Foundation...),
/// so a bare `IndexPath` declared by the inputs is ambiguous there, and a module's own `Error`
/// or `Result` is found where the source meant it but also where generated code meant the
/// standard library's. Generated code therefore writes `Module.Name` for each such reference,
/// except for a module that also declares a type of its own name (`Version` declaring
/// `struct Version`), where `Version.X` would look for `X` inside the type: those names are
/// written bare and imported alone (`@testable import struct Version.Version`), and a scoped
/// import wins over the whole-module imports.
struct DeclaredTypeTable: Sendable {
    /// What the table knows of one type name some input declares outside `#if`: everything
    /// `declaringModule(of:from:)` asks, found with one lookup.
    private struct Declarations: Sendable {
        /// The declaring modules, sorted.
        var modules: [String] = []
        /// The kind of the first declaration of the name in each of `modules`, in that order.
        var kinds: [DeclaredTypeName.Kind] = []
        /// Modules that declare a type of the name only inside `#if … #endif`.
        var conditionalModules: Set<String> = []
        /// The module each input module imports the type from alone (`import struct M.Name`),
        /// by input module.
        var scopedImports: [String: String] = [:]

        /// Records a declaration in `module` (the first of each module gives the kind).
        mutating func add(_ module: String, kind: DeclaredTypeName.Kind) {
            guard !modules.contains(module) else { return }
            modules.append(module)
            kinds.append(kind)
        }

        /// `modules` sorted, each with its kind.
        mutating func sort() {
            guard modules.count > 1 else { return }
            let order = modules.indices.sorted { modules[$0] < modules[$1] }
            modules = order.map { modules[$0] }
            kinds = order.map { kinds[$0] }
        }

        /// The kind of the declaration in `module`, if it declares the name.
        func kind(in module: String) -> DeclaredTypeName.Kind? {
            modules.firstIndex(of: module).map { kinds[$0] }
        }
    }

    /// Declaring modules and the rest, by type name.
    private let declarationsByName: [String: Declarations]
    /// Modules whose name is also the name of a type some input, the standard library, Foundation
    /// or Dispatch declares.
    let shadowedModules: Set<String>
    /// The modules that declare the types.
    let moduleNames: Set<String>

    /// Which of a file's declarations the generated code can name with the file's module.
    enum Reach {
        /// Every one: a module of the inputs, imported `@testable`.
        case every
        /// Only `public`, `open` and `package` ones: a module imported without `@testable`
        /// (X509's internal `Digest` is no `X509.Digest` in a mock).
        case visibleOutsideModule
        /// None: a module no input imports by that name (a context folder named unlike its
        /// module, `Sources/System` of `SystemPackage`), which the generated code cannot spell.
        case none
    }

    /// - Parameters:
    ///   - moduleOf: the module a file belongs to; files of no known module declare nothing here.
    ///   - reach: which declarations of a file count (by path); all by default.
    init(files: [SourceFileModel], moduleOf: (String) -> String?, reach: (String) -> Reach = { _ in .every }) {
        var declarationsByName: [String: Declarations] = [:]
        var conditionalModulesByName: [String: Set<String>] = [:]
        var scopedImports: [String: [String: String]] = [:]
        var typeAliasNames: Set<String> = []
        var genericWithoutSendable: Set<String> = []
        var declaredSendable: Set<String> = []
        for file in files where !file.declaredTypes.isEmpty {
            for declared in file.declaredTypes where declared.importedFrom == nil {
                if declared.kind == .typealias { typeAliasNames.insert(declared.name) }
                // Whatever the module: a name declared both ways is not counted.
                if declared.isGenericWithoutSendable {
                    genericWithoutSendable.insert(declared.name)
                } else {
                    declaredSendable.insert(declared.name)
                }
            }
            guard let module = moduleOf(file.path) else { continue }
            let reach = reach(file.path)
            if reach == .none { continue }
            for declared in file.declaredTypes
            where reach == .every || declared.isVisibleOutsideModule || declared.importedFrom != nil {
                if let imported = declared.importedFrom {
                    if !declared.isConditional { scopedImports[module, default: [:]][declared.name] = imported }
                    continue
                }
                if declared.isConditional {
                    conditionalModulesByName[declared.name, default: []].insert(module)
                    continue
                }
                declarationsByName[declared.name, default: Declarations()].add(module, kind: declared.kind)
            }
        }
        var modules = Set<String>()
        // In place, by index: going through the keys would copy the dictionary at its first change.
        var index = declarationsByName.values.startIndex
        while index != declarationsByName.values.endIndex {
            declarationsByName.values[index].sort()
            modules.formUnion(declarationsByName.values[index].modules)
            declarationsByName.values.formIndex(after: &index)
        }
        for (name, conditional) in conditionalModulesByName where declarationsByName[name] != nil {
            declarationsByName[name]?.conditionalModules = conditional
        }
        for (module, imports) in scopedImports {
            for (name, imported) in imports where declarationsByName[name] != nil {
                declarationsByName[name]?.scopedImports[module] = imported
            }
        }
        self.declarationsByName = declarationsByName
        names = Set(declarationsByName.keys)
        self.typeAliasNames = typeAliasNames
        genericTypesWithoutSendable = genericWithoutSendable.subtracting(declaredSendable)
        moduleNames = modules
        // A module named like a type of the standard library, Foundation or Dispatch (`Result`)
        // is shadowed too: `Result.X` looks for `X` inside `Swift.Result`.
        let shadowedModules = modules.filter { declarationsByName[$0] != nil || BuilderPlacement.standardNames.contains($0) }
        self.shadowedModules = shadowedModules
        namesInShadowedModules = shadowedModules.isEmpty
            ? [] : Set(declarationsByName.compactMap { name, declarations in
            declarations.modules.contains(where: shadowedModules.contains)
                || declarations.conditionalModules.contains(where: shadowedModules.contains)
                || declarations.scopedImports.values.contains(where: shadowedModules.contains) ? name : nil
        })
    }

    /// The names `declaringModule(of:from:)` may answer with a shadowed module for: only
    /// these can need a scoped import.
    private let namesInShadowedModules: Set<String>

    /// False when no code can need a scoped import for `name` (`scopedImport(of:module:testable:)`).
    func mayNeedScopedImport(_ name: String) -> Bool {
        namesInShadowedModules.contains(name)
    }

    var isEmpty: Bool { declarationsByName.isEmpty }

    /// Every type name some input declares; built once, as every mock's planning asks for it.
    let names: Set<String>
    /// The names of generic types every declaration of which is `isGenericWithoutSendable`.
    let genericTypesWithoutSendable: Set<String>
    /// The names of the top-level type aliases of every input file, whatever its module and
    /// including those inside `#if` (`typealias Sendability = SendableMetatype`).
    let typeAliasNames: Set<String>

    /// The module that declares the type a bare `name` means in code of `contextModule`: its own
    /// module's declaration, as Swift prefers it, else the only declaring module; nil when no
    /// input declares it outside `#if` or several other modules do. A declaration of the
    /// context module inside `#if` counts when another module's makes the name need a module:
    /// the source means its own where the condition holds, and that module's would be wrong.
    /// So does a type the context module imports alone (`import struct M.Name`), which wins
    /// over the modules it imports whole: `M.Name`. With `visibleModules` (`ImportedModules`),
    /// only the declarations of those modules count when several other modules declare the
    /// name: the one the file sees is what it means. A single declaring module is taken
    /// whether the file is known to see it or not, since a module may re-export another in a
    /// file mockgen does not parse (`@_exported import NIOCore` in `NIO`).
    func declaringModule(of name: String, from contextModule: String?, visibleModules: Set<String>? = nil) -> String? {
        guard let declarations = declarationsByName[name] else { return nil }
        let modules = declarations.modules
        if let contextModule {
            if modules.contains(contextModule)
                || (!declarations.conditionalModules.isEmpty
                    && declarations.conditionalModules.contains(contextModule)) {
                return contextModule
            }
            if !declarations.scopedImports.isEmpty, let imported = declarations.scopedImports[contextModule] {
                return imported
            }
        }
        guard let visibleModules, modules.count > 1 else { return modules.count == 1 ? modules[0] : nil }
        var found: String?
        for module in modules where visibleModules.contains(module) {
            guard found == nil else { return nil }
            found = module
        }
        return found
    }


    /// `import struct M.Name` (`@testable` when `testable`) for a type of a shadowed module.
    func scopedImport(of name: String, module: String, testable: Bool) -> ImportDecl? {
        guard let kind = declarationsByName[name]?.kind(in: module) else { return nil }
        let text = "\(testable ? "@testable " : "")import \(kind.importKeyword) \(module).\(name)"
        return ImportDecl(module: module, text: text, attributes: testable ? ["testable"] : [], location: .start)
    }
}

/// How the renderer spells the first component of a named type in one mock: with the module
/// that declares it (`DeclaredTypeTable`), unless the mock's protocol gives the name another
/// meaning (its associated types, type aliases and generic parameters) or the module's name is
/// shadowed (then the name is imported alone and written bare). A type alias of the protocol is
/// written through the mock (`RunnerMock.Handler`): in the mock's body a type of the same name
/// would win over it, a module's, the standard library's (`Duration`) or an imported one.
struct TypeSpelling: Sendable {
    var table: DeclaredTypeTable?
    /// The module of the mocked protocol's file.
    var contextModule: String?
    /// Names the protocol declares for itself, which are never qualified with a module.
    var localNames: Set<String> = []
    /// The protocol's own type aliases (among `localNames`) and the mock's name, to reach them through.
    var protocolAliases: Set<String> = []
    var mockName: String?
    /// The modules the protocol's (or class's) files can name types of (`ImportedModules`);
    /// nil: every module.
    var visibleModules: Set<String>?
    /// The answers of `qualifier(of:)` so far: one mock asks about the same few names again
    /// and again (in its members, descriptors and builders).
    private var qualifiers: [String: String?] = [:]
    /// The latest answers in a few slots picked by the name's length and first byte: most asks
    /// are answered there, by comparing one name, without hashing it.
    private var recentAnswers = [RecentAnswer?](repeating: nil, count: Self.recentAnswerSlots)
    private static let recentAnswerSlots = 32

    private struct RecentAnswer: Sendable {
        var name: String
        var qualifier: String?
    }

    init(
        table: DeclaredTypeTable?, contextModule: String?, localNames: Set<String> = [],
        protocolAliases: Set<String> = [],
        mockName: String? = nil, visibleModules: Set<String>? = nil
    ) {
        self.table = table
        self.contextModule = contextModule
        self.localNames = localNames
        self.protocolAliases = protocolAliases
        self.mockName = mockName
        self.visibleModules = visibleModules
    }

    /// Types spelled as the source writes them.
    static let asWritten = TypeSpelling(table: nil, contextModule: nil)

    /// What to write, before a `.`, in front of a named type whose first component is `name`
    /// (a module or the mock); nil: the type as written. Remembers each answer.
    mutating func qualifier(of name: String) -> String? {
        guard table != nil || !protocolAliases.isEmpty else { return nil }
        let utf8 = name.utf8
        let slot = (utf8.count &* 5 &+ Int(utf8.first ?? 0)) & (Self.recentAnswerSlots - 1)
        if let recent = recentAnswers[slot], recent.name == name { return recent.qualifier }
        let answer: String?
        if let known = qualifiers[name] {
            answer = known
        } else {
            answer = findQualifier(of: name)
            qualifiers.updateValue(answer, forKey: name)
        }
        recentAnswers[slot] = RecentAnswer(name: name, qualifier: answer)
        return answer
    }

    private func findQualifier(of name: String) -> String? {
        let bare = name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
        if !protocolAliases.isEmpty, protocolAliases.contains(bare), let mockName { return mockName }
        guard let table, !table.isEmpty,
              let module = table.declaringModule(of: bare, from: contextModule, visibleModules: visibleModules)
        else { return nil }
        if !localNames.isEmpty, localNames.contains(bare) { return nil }
        return !table.shadowedModules.isEmpty && table.shadowedModules.contains(module) ? nil : module
    }

    /// The module a bare `name` resolves to when that module's name is shadowed: it needs a scoped import.
    func shadowedModule(of name: String) -> String? {
        guard let table, !localNames.contains(name),
              let module = table.declaringModule(of: name, from: contextModule, visibleModules: visibleModules),
              table.shadowedModules.contains(module) else { return nil }
        return module
    }
}

extension ResolvedProtocol {
    /// Names a protocol and its ancestors declare for themselves (associated types, type
    /// aliases, generic parameters of members): a reference to one does not mean a module's type.
    var locallyDeclaredTypeNames: Set<String> {
        var names = Set<String>()
        members.forEachMember { $0.addLocallyDeclaredTypeNames(to: &names) }
        return Set(names.map(\.withoutBackticks))
    }

    /// `locallyDeclaredTypeNames` and `typeAliasNames`, found in one pass over the members.
    var locallyDeclaredTypeNamesAndAliases: (declared: Set<String>, aliases: Set<String>) {
        var names = Set<String>()
        var aliases = Set<String>()
        members.forEachMember { member in
            member.addLocallyDeclaredTypeNames(to: &names)
            if case .typeAlias(let t) = member { aliases.insert(Identifiers.bare(t.name)) }
        }
        return (Set(names.map(\.withoutBackticks)), aliases)
    }

    /// The first names of every named type the protocol's members and requirements mention.
    var mentionedRootNames: Set<String> {
        var names = Set<String>()
        members.forEachMember { $0.addMentionedRootNames(to: &names) }
        externalInheritance.forEach { names.formUnion($0.rootNames) }
        whereClause.forEach { names.formUnion($0.left.rootNames.union($0.right.rootNames)) }
        return names
    }
}

extension Sequence<Member> {
    /// Names the members declare for themselves (associated types, type aliases, generic
    /// parameters), without backticks: a reference to one does not mean a module's type.
    var locallyDeclaredTypeNames: Set<String> {
        var names = Set<String>()
        for member in self { member.addLocallyDeclaredTypeNames(to: &names) }
        return Set(names.map(\.withoutBackticks))
    }

    /// The first names of every named type the members mention.
    var mentionedRootNames: Set<String> {
        var names = Set<String>()
        for member in self { member.addMentionedRootNames(to: &names) }
        return names
    }
}

extension Member {
    /// Adds the names this member declares for itself (associated type, type alias, generic
    /// parameters), as written.
    func addLocallyDeclaredTypeNames(to names: inout Set<String>) {
        switch self {
        case .associatedType(let a): names.insert(a.name)
        case .typeAlias(let t): names.insert(t.name)
        case .function(let f): for g in f.genericParameters { names.insert(g.name) }
        case .subscript(let s): for g in s.genericParameters { names.insert(g.name) }
        case .initializer(let i): for g in i.genericParameters { names.insert(g.name) }
        case .property: break
        }
    }

    /// Adds the first names of every named type the member mentions.
    func addMentionedRootNames(to names: inout Set<String>) {
        func add(_ type: TypeRef) { type.addRootNames(to: &names) }
        func add(_ effects: Effects) { if case .typed(let error) = effects.throwing { add(error) } }
        func add(_ generics: [GenericParameter], _ requirements: [GenericRequirement]) {
            for g in generics { if let constraint = g.constraint { add(constraint) } }
            for r in requirements {
                add(r.left)
                add(r.right)
            }
        }
        switch self {
        case .function(let f):
            for p in f.parameters { add(p.type) }
            if let result = f.returnType { add(result) }
            add(f.effects)
            add(f.genericParameters, f.whereClause)
        case .property(let p):
            add(p.type)
            for accessor in p.accessors { add(accessor.effects) }
        case .subscript(let s):
            for p in s.parameters { add(p.type) }
            add(s.returnType)
            add(s.genericParameters, s.whereClause)
        case .initializer(let i):
            for p in i.parameters { add(p.type) }
            add(i.effects)
            add(i.genericParameters, i.whereClause)
        case .typeAlias(let t): add(t.type)
        case .associatedType(let a):
            for type in a.inheritance { add(type) }
            if let defaultType = a.defaultType { add(defaultType) }
            add([], a.whereClause)
        }
    }
}
