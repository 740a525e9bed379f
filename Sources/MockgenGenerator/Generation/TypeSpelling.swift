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
    /// Declaring modules by type name, sorted.
    private let modulesByName: [String: [String]]
    /// Modules that declare a type of the name only inside `#if … #endif`, by name.
    private let conditionalModulesByName: [String: Set<String>]
    /// The module each input module imports a type from alone (`import struct M.Name`), by
    /// input module and type name.
    private let scopedImports: [String: [String: String]]
    /// The kind of each declaration, by `Module.Name`.
    private let kinds: [String: DeclaredTypeName.Kind]
    /// Modules whose name is also the name of a type some input declares.
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
        var modulesByName: [String: Set<String>] = [:]
        var conditionalModulesByName: [String: Set<String>] = [:]
        var kinds: [String: DeclaredTypeName.Kind] = [:]
        var scopedImports: [String: [String: String]] = [:]
        var typeAliasNames: Set<String> = []
        for file in files where !file.declaredTypes.isEmpty {
            for declared in file.declaredTypes where declared.kind == .typealias && declared.importedFrom == nil {
                typeAliasNames.insert(declared.name)
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
                modulesByName[declared.name, default: []].insert(module)
                let key = module + "." + declared.name
                if kinds[key] == nil { kinds[key] = declared.kind }
            }
        }
        self.modulesByName = modulesByName.mapValues { $0.sorted() }
        names = Set(modulesByName.keys)
        self.conditionalModulesByName = conditionalModulesByName
        self.scopedImports = scopedImports
        self.kinds = kinds
        self.typeAliasNames = typeAliasNames
        let modules = Set(modulesByName.values.joined())
        moduleNames = modules
        shadowedModules = modules.filter { modulesByName[$0] != nil }
    }

    var isEmpty: Bool { modulesByName.isEmpty }

    /// Every type name some input declares; built once, as every mock's planning asks for it.
    let names: Set<String>
    /// The names of the top-level type aliases of every input file, whatever its module and
    /// including those inside `#if` (`typealias Sendability = SendableMetatype`).
    let typeAliasNames: Set<String>

    /// The module that declares the type a bare `name` means in code of `contextModule`: its own
    /// module's declaration, as Swift prefers it, else the only declaring module; nil when no
    /// input declares it outside `#if` or several other modules do. A declaration of the
    /// context module inside `#if` counts when another module's makes the name need a module:
    /// the source means its own where the condition holds, and that module's would be wrong.
    /// So does a type the context module imports alone (`import struct M.Name`), which wins
    /// over the modules it imports whole: `M.Name`.
    func declaringModule(of name: String, from contextModule: String?) -> String? {
        guard let modules = modulesByName[name] else { return nil }
        if let contextModule, modules.contains(contextModule) || conditionalModulesByName[name]?.contains(contextModule) == true {
            return contextModule
        }
        if let contextModule, let imported = scopedImports[contextModule]?[name] { return imported }
        return modules.count == 1 ? modules[0] : nil
    }


    /// `import struct M.Name` (`@testable` when `testable`) for a type of a shadowed module.
    func scopedImport(of name: String, module: String, testable: Bool) -> ImportDecl? {
        guard let kind = kinds["\(module).\(name)"] else { return nil }
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

    /// Types spelled as the source writes them.
    static let asWritten = TypeSpelling(table: nil, contextModule: nil)

    /// What to write, before a `.`, in front of a named type whose first component is `name`
    /// (a module or the mock); nil: the type as written.
    func qualifier(of name: String) -> String? {
        let bare = name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
        if protocolAliases.contains(bare), let mockName { return mockName }
        guard let table, !table.isEmpty, let module = table.declaringModule(of: bare, from: contextModule) else { return nil }
        if localNames.contains(bare) { return nil }
        return table.shadowedModules.contains(module) ? nil : module
    }

    /// The module a bare `name` resolves to when that module's name is shadowed: it needs a scoped import.
    func shadowedModule(of name: String) -> String? {
        guard let table, !localNames.contains(name), let module = table.declaringModule(of: name, from: contextModule),
              table.shadowedModules.contains(module) else { return nil }
        return module
    }
}

extension ResolvedProtocol {
    /// Names a protocol and its ancestors declare for themselves (associated types, type
    /// aliases, generic parameters of members): a reference to one does not mean a module's type.
    var locallyDeclaredTypeNames: Set<String> { members.flattened.locallyDeclaredTypeNames }

    /// The names of the type aliases a protocol and its ancestors declare.
    var typeAliasNames: Set<String> {
        Set(members.flattened.compactMap { member -> String? in
            if case .typeAlias(let t) = member { return Identifiers.bare(t.name) }
            return nil
        })
    }

    /// The first names of every named type the protocol's members and requirements mention.
    var mentionedRootNames: Set<String> {
        var names = members.flattened.mentionedRootNames
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
        for member in self {
            switch member {
            case .associatedType(let a): names.insert(a.name)
            case .typeAlias(let t): names.insert(t.name)
            case .function(let f): names.formUnion(f.genericParameters.map(\.name))
            case .subscript(let s): names.formUnion(s.genericParameters.map(\.name))
            case .initializer(let i): names.formUnion(i.genericParameters.map(\.name))
            case .property: break
            }
        }
        return Set(names.map { $0.filter { $0 != "`" } })
    }

    /// The first names of every named type the members mention.
    var mentionedRootNames: Set<String> {
        var names = Set<String>()
        func add(_ type: TypeRef) { names.formUnion(type.rootNames) }
        func add(_ effects: Effects) { if case .typed(let error) = effects.throwing { add(error) } }
        func add(_ generics: [GenericParameter], _ requirements: [GenericRequirement]) {
            generics.forEach { $0.constraint.map(add) }
            requirements.forEach { add($0.left); add($0.right) }
        }
        for member in self {
            switch member {
            case .function(let f):
                f.parameters.forEach { add($0.type) }
                f.returnType.map(add)
                add(f.effects)
                add(f.genericParameters, f.whereClause)
            case .property(let p):
                add(p.type)
                p.accessors.forEach { add($0.effects) }
            case .subscript(let s):
                s.parameters.forEach { add($0.type) }
                add(s.returnType)
                add(s.genericParameters, s.whereClause)
            case .initializer(let i):
                i.parameters.forEach { add($0.type) }
                add(i.effects)
                add(i.genericParameters, i.whereClause)
            case .typeAlias(let t): add(t.type)
            case .associatedType(let a):
                a.inheritance.forEach(add)
                a.defaultType.map(add)
                add([], a.whereClause)
            }
        }
        return names
    }
}
