public import MockgenFrontEnd

/// Options that shape the generated file (the CLI maps its flags onto these).
public struct GeneratorOptions: Hashable, Sendable {
    public enum Access: String, Hashable, Sendable, CaseIterable { case `internal`, `public`, `package` }

    /// Mock every protocol, not only `@mockable` / `AutoMockable` ones.
    public var mockAll: Bool
    /// Mock every class the test target can subclass, not only `@mockable` / `AutoMockable` ones.
    public var mockAllClasses: Bool
    /// Give protocol mocks `init(forwardingTo:)`: spies whose unstubbed calls reach a real object.
    public var spies: Bool
    public var access: Access
    /// `import X` lines to add (merged with the imports of the files declaring mocked protocols).
    public var imports: [String]
    /// `@testable import X` lines to add.
    public var testableImports: [String]
    /// Plan and write the mocks of different protocols on all cores (the output bytes are the
    /// same either way; false runs everything on the calling thread).
    public var parallel: Bool
    /// The inputs' module, context files and availability names.
    public var inputs: InputOptions
    /// Pruning by use (`--used-in`): the names the test sources mention. When set, only the
    /// selected protocols and classes whose mock one of these names is get a mock, with the
    /// mocks those need (`UsePruning`); nil mocks every selected one.
    public var usedNames: Set<String>?

    public init(
        mockAll: Bool = false, access: Access = .internal, imports: [String] = [], testableImports: [String] = [],
        parallel: Bool = true, inputs: InputOptions = InputOptions(), mockAllClasses: Bool = false, spies: Bool = false
    ) {
        self.mockAll = mockAll
        self.mockAllClasses = mockAllClasses
        self.spies = spies
        self.access = access
        self.imports = imports
        self.testableImports = testableImports
        self.parallel = parallel
        self.inputs = inputs
    }
}

/// The generated file and what was said while making it.
public struct GenerationResult: Hashable, Sendable {
    /// The output file in consecutive pieces (header and imports, then groups of mocks) whose
    /// concatenation is `source`. Writing or comparing them one after another never needs the
    /// whole file as one string, which would be a second copy of a large output.
    public var sourcePieces: [String]
    /// The whole output file, header included. Deterministic: independent of the order of `files`.
    public var source: String {
        get { sourcePieces.count == 1 ? sourcePieces[0] : sourcePieces.joined() }
        set { sourcePieces = [newValue] }
    }
    /// The number of UTF-8 bytes of `source`.
    public var sourceByteCount: Int { sourcePieces.reduce(0) { $0 + $1.utf8.count } }
    /// Warnings for constructs that cannot be mocked, errors for protocols that could not be generated.
    public var diagnostics: [Diagnostic]
    /// Qualified names of the protocols (then the classes) mocked, in output order.
    public var mockedProtocols: [String]
    /// How many protocols of the inputs (not of the context files) were not selected for mocking.
    public var unselectedProtocols: Int
    /// How many selected protocols and classes got no mock because no used name names it
    /// (`GeneratorOptions.usedNames`).
    public var prunedMocks = 0

    public init(source: String, diagnostics: [Diagnostic], mockedProtocols: [String], unselectedProtocols: Int = 0) {
        self.init(sourcePieces: [source], diagnostics: diagnostics, mockedProtocols: mockedProtocols, unselectedProtocols: unselectedProtocols)
    }

    public init(sourcePieces: [String], diagnostics: [Diagnostic], mockedProtocols: [String], unselectedProtocols: Int = 0) {
        self.sourcePieces = sourcePieces
        self.diagnostics = diagnostics
        self.mockedProtocols = mockedProtocols
        self.unselectedProtocols = unselectedProtocols
    }

    /// Equal when the sources have the same bytes, however they are split into pieces.
    public static func == (lhs: GenerationResult, rhs: GenerationResult) -> Bool {
        lhs.diagnostics == rhs.diagnostics && lhs.mockedProtocols == rhs.mockedProtocols
            && lhs.unselectedProtocols == rhs.unselectedProtocols && lhs.prunedMocks == rhs.prunedMocks
            && lhs.sourcePieces.lazy.flatMap(\.utf8).elementsEqual(rhs.sourcePieces.lazy.flatMap(\.utf8))
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(diagnostics)
        hasher.combine(mockedProtocols)
        hasher.combine(unselectedProtocols)
        hasher.combine(prunedMocks)
        hasher.combine(sourceByteCount)
    }
}

/// Turns parsed files into one Swift source file of mocks.
///
/// The pipeline, one file per step:
/// - `Selection`: which protocols get a mock (`@mockable`, `// sourcery: AutoMockable`, `AutoMockable`, `mockAll`);
///   with `usedNames`, `UsePruning` keeps only those the tests name (and the mocks those need).
/// - `Mockability`: protocols that cannot be mocked are skipped with a warning at the offending declaration.
/// - `ProtocolPlanner`: mock name, class or actor, global-actor isolation, generic parameters for
///   associated types, synthesized conformances (`MockPlan`); `MemberPlanner` and `ParameterPlanner`
///   plan each requirement's declaration, runtime call and builder members; `TypeSubstitution`
///   rewrites `Self`, associated types and `some` on the type model; `DescriptorNaming` names
///   each member's descriptor. A plan holds model values only, never Swift text.
/// - `MockClassEmitter`, `DescriptorEmitter`, `RequirementEmitter`, `InvocationEmitter`,
///   `ConformanceEmitter`, `BuilderEmitter`: write the shape of
///   `MockRuntime/Contract/GeneratedMockShape.swift` into one `SourceWriter` buffer;
///   `TypeRenderer` is the only place a type becomes text.
/// - `ImportMerger`: the import section.
public enum MockGenerator {
    /// The first lines of every generated file.
    public static let header = """
        // Generated by mockgen. DO NOT EDIT.
        // Changes to this file are overwritten the next time mockgen runs.
        """

    /// The standard protocols whose declarations `InputOptions.standardLibrary` replaces; the
    /// rest of the toolchain's knowledge is not consulted, so a caller may keep only these
    /// (`StandardLibraryKnowledge.restricted(to:)`).
    public static let standardProtocolsFromToolchain = Set(StandardProtocols.learnedFromToolchain)

    /// Generates mocks for the selected protocols of `files` (see `GeneratorOptions.mockAll`).
    ///
    /// Protocols are visited in `ProtocolIndex` order (qualified name, path, position), so the
    /// output does not depend on the order of `files`. Each protocol is resolved, checked,
    /// planned and written independently, on all cores with `options.parallel`; the pieces are
    /// joined in that order, so the bytes do not depend on the number of cores either.
    public static func generate(_ files: [SourceFileModel], options: GeneratorOptions) -> GenerationResult {
        let screening = Screening(files, options: options)

        // 3. Header and imports, then the mocks, planned and written in parallel batches, one
        //    output piece per batch (so the plans never all exist at once, and the output is
        //    never copied into one growing string).
        var pieces = [headerAndImports(screening.sourceImports(ofAll: files), options: options)]
        var planDiagnostics: [[Diagnostic]] = []
        planDiagnostics.reserveCapacity(screening.mockable.count)
        let batchSize = 256
        for batchStart in stride(from: 0, to: screening.mockable.count, by: batchSize) {
            let batch = screening.mockable[batchStart..<min(batchStart + batchSize, screening.mockable.count)]
            let written = ParallelWork.map(batch.count, parallel: options.parallel) { i in
                screening.writeMock(batch[batch.startIndex + i])
            }
            var piece = ""
            piece.reserveCapacity(written.reduce(0) { $0 + $1.text.utf8.count })
            for mock in written {
                piece.append(mock.text)
                planDiagnostics.append(mock.diagnostics)
            }
            pieces.append(piece)
        }
        // 4. Class mocks, after the protocol mocks.
        let classMocks = ParallelWork.map(screening.classes.subjects.count, parallel: options.parallel) { i in
            screening.writeClassMock(screening.classes.subjects[i])
        }
        pieces.append(classMocks.map(\.text).joined())
        var result = GenerationResult(
            sourcePieces: pieces,
            diagnostics: screening.diagnostics(planDiagnostics: planDiagnostics, classDiagnostics: classMocks.flatMap(\.diagnostics)),
            mockedProtocols: screening.mockable.map(\.decl.qualifiedName) + screening.classes.subjects.map(\.decl.qualifiedName),
            unselectedProtocols: screening.unselectedProtocols)
        result.prunedMocks = screening.prunedMocks
        return result
    }

    /// The header, a blank line and the merged import lines: how every generated file starts.
    static func headerAndImports(_ sourceImports: [ImportDecl], options: GeneratorOptions) -> String {
        var w = SourceWriter()
        for line in header.split(separator: "\n") { w.line(String(line)) }
        w.line("")
        for line in ImportMerger.lines(sourceImports: sourceImports, options: options) { w.line(line) }
        return w.text
    }

    /// Steps 1 and 2 of a run: which protocols get a mock, in output order, and the diagnostics
    /// of those that do not.
    struct Screening: Sendable {
        let planner: ProtocolPlanner
        /// What each protocol contributes to the diagnostics, in protocol order.
        private(set) var steps: [Step] = []
        /// The protocols that get a mock, in output order.
        private(set) var mockable: [ResolvedProtocol] = []
        /// The files that declare a mocked protocol or one of its ancestors, or a mocked class or one of its superclasses.
        private(set) var sourcePaths = Set<String>()
        /// Whether a mock of a Swift protocol subclasses `NSObject`, which needs Foundation
        /// imported even when the protocol's file reached it only through another file's import.
        private(set) var needsFoundation = false
        /// How many protocols of the inputs were not selected (`Selection`).
        private(set) var unselectedProtocols = 0
        /// How many selected protocols and classes pruning by use left without a mock (`UsePruning`).
        private(set) var prunedMocks = 0
        /// Warnings about protocols that are not selected but were marked for another generator.
        private(set) var selectionDiagnostics: [Diagnostic] = []
        /// The classes that get a class mock.
        let classes: ClassScreening
        let classPlanner: ClassPlanner

        /// How much of a context file's module the generated code can name: a module the inputs
        /// import unconditionally, by the name its folder gives it, and only its visible types
        /// unless it is imported `@testable`. Input files count whole.
        private static func reach(
            _ files: [SourceFileModel], context: Set<String>, options: GeneratorOptions
        ) -> (String) -> DeclaredTypeTable.Reach {
            guard !context.isEmpty else { return { _ in .every } }
            let testable = Set(options.testableImports)
            var imported = testable.union(options.imports)
            for file in files {
                for declaration in file.imports where declaration.conditions.isEmpty { imported.insert(declaration.module) }
            }
            return { path in
                guard context.contains(path) else { return .every }
                guard let module = options.module(ofPath: path), imported.contains(module) else { return .none }
                return testable.contains(module) ? .every : .visibleOutsideModule
            }
        }

        init(_ files: [SourceFileModel], options: GeneratorOptions) {
            let files = AvailabilityExpansion.expand(
                DefinedConditions.apply(files, defined: options.inputs.definedNames, undecided: options.inputs.optionalTraits), macros: options.inputs.availabilityMacros)
            let context = options.inputs.contextPaths
            let moduleOf: (String) -> String? = { path in
                path == StandardProtocols.path ? "Swift" : options.module(ofPath: path)
            }
            let index = ProtocolIndex(files: files + [StandardProtocols.file(options.inputs.standardLibrary)], moduleOf: moduleOf)
            typeTable = DeclaredTypeTable(files: files, moduleOf: moduleOf, reach: Self.reach(files, context: context, options: options))
            visibility = typeTable.isEmpty ? nil : ImportedModules(files: files, moduleOf: moduleOf)
            spiImports = SPIImports.imports(files, options: options)
            testableModules = Set(options.testableImports)
            let classIndex = ClassIndex(files: files)
            // Screening asks the planner about class parents; the mocks' names are settled after it.
            let screeningPlanner = ProtocolPlanner(
                options: options, index: index, classes: classIndex, closureTypeAliases: Set(files.flatMap(\.closureTypeAliases)),
                declaredTypes: typeTable)
            self.classes = ClassScreening(classIndex, protocols: index, options: options)
            classPlanner = ClassPlanner(options: options)
            for subject in self.classes.subjects { sourcePaths.formUnion(([subject.decl] + subject.chain).map(\.path)) }
            let candidates = index.protocols.filter { !StandardProtocols.isStandard($0) && !context.contains($0.path) }
            // Pruning by use: a pruned protocol is neither screened nor planned; it still counts
            // as unselected when the selection rules would not have picked it either.
            let declarations: [ProtocolDecl]
            if let pruning = options.usedNames.map(UsePruning.init(usedNames:)) {
                let split = pruning.split(candidates, index: index, planner: screeningPlanner)
                declarations = split.kept
                for decl in split.pruned {
                    if Selection.isSelected(index.resolve(decl).0, mockAll: options.mockAll)
                        && !(options.mockAll && Mockability.isFilePrivate(decl)) {
                        prunedMocks += 1
                    } else {
                        unselectedProtocols += 1
                        if let macro = Selection.otherGeneratorMacro(decl) { selectionDiagnostics.append(macro) }
                    }
                }
                prunedMocks += classes.prunedClasses
            } else {
                declarations = candidates
            }

            // 1. In parallel: resolve, select and check each protocol.
            let moduleTypeNames = typeTable.names
            let screened = ParallelWork.map(declarations.count, parallel: options.parallel) { i in
                Screened(
                    declarations[i], index: index, planner: screeningPlanner, mockAll: options.mockAll, moduleTypeNames: moduleTypeNames)
            }

            for (decl, entry) in zip(declarations, screened) where entry == nil && !(options.mockAll && Mockability.isFilePrivate(decl)) {
                unselectedProtocols += 1
                if let macro = Selection.otherGeneratorMacro(decl) { selectionDiagnostics.append(macro) }
            }

            // 2. In order: drop repeated declarations; collect the mocked protocols and their files.
            var emittedKeys = Set<String>()
            var modulesByName: [String: Set<String>] = [:]
            for case let entry? in screened {
                let decl = entry.resolved.decl
                let module = index.module(of: decl)
                guard emittedKeys.insert((module ?? "") + "|" + entry.key).inserted else {
                    steps.append(.diagnostics(entry.resolveDiagnostics + [Diagnostic(
                        .warning, "protocol '\(decl.qualifiedName)' is declared more than once; only the first declaration is mocked",
                        path: decl.path, at: decl.location)]))
                    continue
                }
                if let problem = entry.problem {
                    steps.append(.diagnostics(entry.resolveDiagnostics + [problem.diagnostic]))
                    continue
                }
                let availability = AvailabilityExpansion.undefinedNames(in: entry.resolved)
                steps.append(.mock(resolveDiagnostics: entry.resolveDiagnostics + availability, mockIndex: mockable.count))
                mockable.append(entry.resolved)
                modulesByName[decl.qualifiedName, default: []].insert(module ?? "")
                sourcePaths.insert(decl.path)
                if !decl.isObjectiveC && ProtocolPlanner.externalParents(entry.resolved).contains(where: SuperclassPlanner.makesNSObjectSubclass) {
                    needsFoundation = true
                }
                // A parent's requirements may name types only its file imports, context files too.
                for ancestor in entry.resolved.ancestors { sourcePaths.insert(ancestor.path) }
            }
            var planner = screeningPlanner
            planner.moduleNamedMocks = Set(modulesByName.filter { $0.value.count > 1 }.keys)
            planner.declaredTypes = typeTable
            self.planner = planner
        }

        /// The declared types of the inputs by module, for `TypeSpelling`.
        private let typeTable: DeclaredTypeTable
        /// The modules each file sees, for `TypeSpelling` (nil when no input declares a type).
        private let visibility: ImportedModules?
        private let testableModules: Set<String>
        /// The imports of option modules with the SPI groups their files declare into (`SPIImports`).
        let spiImports: [ImportDecl]

        /// How `resolved`'s mock spells the types the inputs declare.
        func spelling(for resolved: ResolvedProtocol, plan: MockPlan? = nil) -> TypeSpelling {
            let (declared, aliases) = resolved.locallyDeclaredTypeNamesAndAliases
            guard !typeTable.isEmpty || !aliases.isEmpty else { return .asWritten }
            var localNames = declared
            if let plan {
                localNames.insert(plan.name)
                localNames.formUnion(plan.genericParameters.map(\.name))
            }
            let module = planner.index.module(of: resolved.decl)
            return TypeSpelling(
                table: typeTable, contextModule: module, localNames: localNames,
                protocolAliases: aliases, mockName: plan?.name,
                visibleModules: visibility?.modules(seenFrom: [resolved.decl.path] + resolved.ancestors.map(\.path), ownModule: module))
        }

        /// How `subject`'s class mock spells the types the inputs declare: as a protocol mock does,
        /// with the class's generic parameters and those of its members as names of its own.
        func spelling(for subject: ClassSubject, plan: MockPlan? = nil) -> TypeSpelling {
            guard !typeTable.isEmpty else { return .asWritten }
            var localNames = subject.memberDeclarations.locallyDeclaredTypeNames
            localNames.formUnion(subject.decl.genericParameters.map { Identifiers.bare($0.name) })
            if let plan { localNames.insert(plan.name) }
            let module = planner.options.module(ofPath: subject.decl.path)
            return TypeSpelling(
                table: typeTable, contextModule: module, localNames: localNames, mockName: plan?.name,
                visibleModules: visibility?.modules(seenFrom: ([subject.decl] + subject.chain).map(\.path), ownModule: module))
        }

        /// Scoped imports (`@testable import struct Version.Version`) of the types `resolved`'s mock
        /// writes bare because their module's name is shadowed (`DeclaredTypeTable`).
        func scopedImports(of resolved: ResolvedProtocol) -> [ImportDecl] {
            guard !typeTable.shadowedModules.isEmpty else { return [] }
            let names = resolved.mentionedRootNames.union([resolved.decl.enclosingTypes.first ?? resolved.decl.name])
            return scopedImports(of: names) { spelling(for: resolved) }
        }

        /// The scoped imports of the types `subject`'s class mock writes bare, its superclass among them.
        func scopedImports(of subject: ClassSubject) -> [ImportDecl] {
            guard !typeTable.shadowedModules.isEmpty else { return [] }
            let names = subject.memberDeclarations.mentionedRootNames.union([subject.decl.enclosingTypes.first ?? subject.decl.name])
            return scopedImports(of: names) { spelling(for: subject) }
        }

        /// `spelling` is made only when some name may need a scoped import.
        private func scopedImports(of names: Set<String>, spelling makeSpelling: () -> TypeSpelling) -> [ImportDecl] {
            let candidates = names.filter(typeTable.mayNeedScopedImport)
            guard !candidates.isEmpty else { return [] }
            let spelling = makeSpelling()
            return candidates.sorted().compactMap { name in
                spelling.shadowedModule(of: name).flatMap { module in
                    typeTable.scopedImport(of: name, module: module, testable: testableModules.contains(module))
                }
            }
        }

        /// The imports of the files (among `files`) that declare a mocked protocol or an ancestor of one.
        func sourceImports(ofAll files: [SourceFileModel]) -> [ImportDecl] {
            let declared = DefinedConditions.apply(
                files.filter { sourcePaths.contains($0.path) }.flatMap(\.imports), defined: planner.options.inputs.definedNames,
                undecided: planner.options.inputs.optionalTraits)
            let imports = declared + mockable.flatMap(scopedImports(of:))
                + classes.subjects.flatMap(scopedImports(of:)) + spiImports
            guard needsFoundation, !imports.contains(where: { $0.module == "Foundation" && $0.conditions.isEmpty }) else { return imports }
            return imports + [ImportDecl(module: "Foundation", text: "import Foundation", location: .start)]
        }

        /// One mock planned and written, starting with a blank line.
        func writeMock(_ resolved: ResolvedProtocol) -> (text: String, diagnostics: [Diagnostic]) {
            let planned = planner.planMockable(resolved)
            return Self.write(
                planned, spelling: spelling(for: resolved, plan: planned.0),
                nonsending: planner.options.inputs.nonisolatedNonsendingByDefault)
        }

        /// One class mock planned and written, starting with a blank line.
        func writeClassMock(_ subject: ClassSubject) -> (text: String, diagnostics: [Diagnostic]) {
            let planned = classPlanner.plan(subject)
            return Self.write(
                planned, spelling: spelling(for: subject, plan: planned.0),
                nonsending: planner.options.inputs.nonisolatedNonsendingByDefault)
        }

        private static func write(
            _ planned: (plan: MockPlan, diagnostics: [Diagnostic]), spelling: TypeSpelling, nonsending: Bool
        ) -> (text: String, diagnostics: [Diagnostic]) {
            var mock = SourceWriter(reservingCapacity: 8192)
            mock.spelling = spelling
            mock.asyncFunctionTypesAreNonsending = nonsending
            mock.line("")
            MockClassEmitter(plan: planned.plan).emit(into: &mock)
            return (mock.text, planned.diagnostics)
        }

        /// All diagnostics, sorted by place, given the planning diagnostics of each mock in order.
        func diagnostics(planDiagnostics: [[Diagnostic]], classDiagnostics: [Diagnostic] = []) -> [Diagnostic] {
            var diagnostics = classes.diagnostics + classDiagnostics + selectionDiagnostics
            for step in steps {
                switch step {
                case .diagnostics(let found): diagnostics += found
                case .mock(let resolveDiagnostics, let mockIndex): diagnostics += resolveDiagnostics + planDiagnostics[mockIndex]
                }
            }
            return diagnostics.sorted { ($0.path, $0.location.offset, $0.message) < ($1.path, $1.location.offset, $1.message) }
        }
    }

    /// A selected protocol after resolution and the mockability check (nil when not selected).
    private struct Screened: Sendable {
        var resolved: ResolvedProtocol
        var resolveDiagnostics: [Diagnostic]
        /// Qualified name and `#if` conditions: a second declaration with the same key is not mocked.
        var key: String
        var problem: Mockability.Problem?

        init?(_ decl: ProtocolDecl, index: ProtocolIndex, planner: ProtocolPlanner, mockAll: Bool, moduleTypeNames: Set<String>) {
            let (resolved, resolveDiagnostics) = index.resolve(decl)
            guard Selection.isSelected(resolved, mockAll: mockAll) else { return nil }
            // `--all` means every protocol a mock can conform to: file-private ones are left out quietly.
            if mockAll && Mockability.isFilePrivate(decl) { return nil }
            self.resolved = resolved
            self.resolveDiagnostics = resolveDiagnostics
            self.key = decl.qualifiedName + "|" + decl.conditions.map(ConditionText.clause).joined(separator: "|")
            self.problem = Mockability.problem(
                resolved, moduleTypeNames: moduleTypeNames, sameTypes: { planner.sameTypeRequirements(resolved) })
                ?? planner.classParentProblem(resolved)
                ?? planner.selfReferenceProblem(resolved)
        }
    }

    /// What one protocol contributes to the diagnostics, in protocol order.
    enum Step: Sendable {
        case diagnostics([Diagnostic])
        case mock(resolveDiagnostics: [Diagnostic], mockIndex: Int)
    }
}

extension GeneratorOptions {
    /// The module a file belongs to: the `Sources/<Module>` folder on its path, or the inputs'
    /// module. An input file whose folder names no module the options know of (neither the
    /// inputs' module nor an import) belongs to the inputs' module: a target with a custom path
    /// keeps its sources in folders named otherwise (`Sources/System` for `SystemPackage`,
    /// `Sources/WebSocket` inside `FlyingFox`'s own folder). Context files keep their folder's name.
    func module(ofPath path: String) -> String? {
        guard let inferred = ModuleLayout.module(ofPath: path, fallback: nil) else { return inputs.module }
        guard let module = inputs.module, inferred != module, !inputs.contextPaths.contains(path),
              !testableImports.contains(inferred), !imports.contains(inferred) else { return inferred }
        return module
    }
}
