import MockgenFrontEnd

extension MockGenerator {
    /// The screening stage's value: which protocols and classes get a mock, in output order, the
    /// diagnostics of those that do not, and what the writing stage (`MockGenerator.Writing`)
    /// needs of the run to plan and write them.
    struct Screening: Sendable {
        /// The facts about the protocols, with the mocks' module-prefixed names settled.
        let analysis: ProtocolAnalysis
        /// Function-type aliases the inputs declare outside protocols.
        let closureTypeAliases: Set<String>
        /// What each protocol contributes to the diagnostics, in protocol order.
        private(set) var steps: [Step] = []
        /// The protocols that get a mock, in output order.
        private(set) var mockable: [ResolvedProtocol] = []
        /// The files that declare a mocked protocol or one of its ancestors, or a mocked class or one of
        /// its superclasses.
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
                for declaration in file.imports where declaration.conditions.isEmpty {
                    imported.insert(declaration.module)
                }
            }
            return { path in
                guard context.contains(path) else { return .every }
                guard let module = options.module(ofPath: path), imported.contains(module) else { return .none }
                return testable.contains(module) ? .every : .visibleOutsideModule
            }
        }

        /// Whether a module's clients see the protocol: public (or open), or `package` (which a
        /// package interface declares for the modules of its package).
        private static func isVisibleToClients(_ decl: ProtocolDecl) -> Bool {
            decl.access == .public || decl.access == .open || decl.access == .package
        }

        init(_ files: [SourceFileModel], options: GeneratorOptions, facts: GenerationFacts) {
            let files = AvailabilityExpansion.expand(
                DefinedConditions.apply(files, defined: options.inputs.definedNames,
                    undecided: options.inputs.optionalTraits), macros: options.inputs.availabilityMacros)
            let context = options.inputs.contextPaths
            let moduleOf: (String) -> String? = { path in
                path == StandardProtocols.path ? "Swift" : options.module(ofPath: path)
            }
            let index = ProtocolIndex(files: files + [StandardProtocols.file(facts.standardLibrary)],
                moduleOf: moduleOf)
            typeTable = DeclaredTypeTable(files: files, moduleOf: moduleOf,
                reach: Self.reach(files, context: context, options: options))
            visibility = typeTable.isEmpty ? nil : ImportedModules(files: files, moduleOf: moduleOf)
            spiImports = SPIImports.imports(files, options: options)
            testableModules = Set(options.testableImports)
            let classIndex = ClassIndex(files: files)
            closureTypeAliases = Set(files.flatMap(\.closureTypeAliases))
            // Screening asks about class parents and associated types; the mocks' names are settled after it.
            let screeningAnalysis = ProtocolAnalysis(
                options: options, index: index, classes: classIndex, declaredTypes: typeTable)
            self.classes = ClassScreening(
                classIndex, protocols: index, roots: MockGenerator.classMockingRoots(options: options, facts: facts),
                options: options)
            for subject in self.classes.subjects { sourcePaths.formUnion(([subject.decl] + subject.chain).map(\.path)) }
            // A module interface declares non-public protocols its inlinable code uses
            // (`@usableFromInline internal`): not part of the module's API, they are never mocked.
            let candidates = index.protocols.filter {
                !StandardProtocols.isStandard($0) && !context.contains($0.path)
                    && !(options.inputs.interfaceModules[$0.path] != nil && !Self.isVisibleToClients($0))
            }
            // Pruning by use: a pruned protocol is neither screened nor planned; it still counts
            // as unselected when the selection rules would not have picked it either.
            let declarations: [ProtocolDecl]
            if let pruning = facts.usedNames.map({ UsePruning(usedNames: $0, pattern: options.mockNames) }) {
                let split = pruning.split(candidates, index: index, analysis: screeningAnalysis)
                declarations = split.kept
                for decl in split.pruned {
                    let (resolved, _) = index.resolve(decl)
                    if Selection.isSelected(resolved, options: options)
                        && !Selection.leavesOutQuietly(decl, mockAll: options.mockAll) {
                        prunedMocks += 1
                    } else {
                        unselectedProtocols += 1
                        if let macro = Selection.otherGeneratorMacro(decl, options: options) {
                            selectionDiagnostics.append(macro)
                        }
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
                    declarations[i], index: index, analysis: screeningAnalysis,
                    moduleTypeNames: moduleTypeNames)
            }

            for (decl, entry) in zip(declarations, screened) where entry == nil
                && !Selection.leavesOutQuietly(decl, mockAll: options.mockAll) {
                unselectedProtocols += 1
                if let macro = Selection.otherGeneratorMacro(decl, options: options) { selectionDiagnostics.append(macro) }
            }

            // 2. In order: drop repeated declarations; collect the mocked protocols and their files.
            var emittedKeys = Set<String>()
            var modulesByName: [String: Set<String>] = [:]
            for case let entry? in screened {
                let decl = entry.resolved.decl
                let module = index.module(of: decl)
                guard emittedKeys.insert((module ?? "") + "|" + entry.key).inserted else {
                    steps.append(.diagnostics(entry.resolveDiagnostics + [Diagnostic(
                        .warning,
                        "protocol '\(decl.qualifiedName)' is declared more than once; only the first declaration is "
                            + "mocked",
                        path: decl.path, at: decl.location)]))
                    continue
                }
                if let problem = entry.problem {
                    steps.append(.diagnostics(entry.resolveDiagnostics + [problem.diagnostic]))
                    continue
                }
                let availability = AvailabilityExpansion.undefinedNames(in: entry.resolved)
                steps.append(
                    .mock(resolveDiagnostics: entry.resolveDiagnostics + availability, mockIndex: mockable.count))
                mockable.append(entry.resolved)
                modulesByName[decl.qualifiedName, default: []].insert(module ?? "")
                sourcePaths.insert(decl.path)
                if !decl.isObjectiveC
                    && ProtocolAnalysis.externalParents(entry.resolved).contains(
                        where: SuperclassPlanner.makesNSObjectSubclass) {
                    needsFoundation = true
                }
                // A parent's requirements may name types only its file imports, context files too.
                for ancestor in entry.resolved.ancestors { sourcePaths.insert(ancestor.path) }
            }
            var analysis = screeningAnalysis
            analysis.moduleNamedMocks = Set(modulesByName.filter { $0.value.count > 1 }.keys)
            self.analysis = analysis
        }

        /// The declared types of the inputs by module, for `TypeSpelling`.
        let typeTable: DeclaredTypeTable
        /// The modules each file sees, for `TypeSpelling` (nil when no input declares a type).
        let visibility: ImportedModules?
        let testableModules: Set<String>
        /// The imports of option modules with the SPI groups their files declare into (`SPIImports`).
        let spiImports: [ImportDecl]

        /// All diagnostics, sorted by place, given the planning diagnostics of each mock in order.
        func diagnostics(planDiagnostics: [[Diagnostic]], classDiagnostics: [Diagnostic] = []) -> [Diagnostic] {
            var diagnostics = classes.diagnostics + classDiagnostics + selectionDiagnostics
            for step in steps {
                switch step {
                case .diagnostics(let found): diagnostics += found
                case .mock(let resolveDiagnostics, let mockIndex): diagnostics += resolveDiagnostics
                    + planDiagnostics[mockIndex]
                }
            }
            return diagnostics.sorted {
                ($0.path, $0.location.offset, $0.message) < ($1.path, $1.location.offset, $1.message)
            }
        }
    }

    /// A selected protocol after resolution and the mockability check (nil when not selected).
    private struct Screened: Sendable {
        var resolved: ResolvedProtocol
        var resolveDiagnostics: [Diagnostic]
        /// Qualified name and `#if` conditions: a second declaration with the same key is not mocked.
        var key: String
        var problem: Mockability.Problem?

        init?(
            _ decl: ProtocolDecl, index: ProtocolIndex, analysis: ProtocolAnalysis,
            moduleTypeNames: Set<String>
        ) {
            let (resolved, resolveDiagnostics) = index.resolve(decl)
            let mockAll = analysis.options.mockAll
            guard Selection.isSelected(resolved, options: analysis.options) else { return nil }
            // `--all` means every protocol a mock can conform to: file-private and unavailable ones are
            // left out quietly.
            if Selection.leavesOutQuietly(decl, mockAll: mockAll) { return nil }
            self.resolved = resolved
            self.resolveDiagnostics = resolveDiagnostics
            self.key = decl.qualifiedName + "|" + decl.conditions.map(ConditionText.clause).joined(separator: "|")
            let interfaceModules = analysis.options.inputs.interfaceModules
            let toolchainLineage = ([decl] + resolved.ancestors).filter {
                interfaceModules[$0.path].map(Mockability.toolchainModules.contains) ?? false
            }.map(\.name)
            let mocksFilePrivate = analysis.options.compatibility == .mockable
            self.problem = Mockability.problem(
                resolved, moduleTypeNames: moduleTypeNames, toolchainLineage: toolchainLineage,
                mocksFilePrivate: mocksFilePrivate, sameTypes: { analysis.sameTypeRequirements(resolved) })
                ?? analysis.classParentProblem(resolved)
                ?? analysis.selfReferenceProblem(resolved)
                ?? analysis.globalActorInitializerProblem(resolved)
            if problem == nil && mocksFilePrivate && Mockability.isFilePrivate(decl) {
                self.resolveDiagnostics.append(Diagnostic(
                    .warning,
                    "protocol '\(decl.qualifiedName)' is \(decl.access?.rawValue ?? "private") to its file: its mock "
                        + "implements its requirements but cannot declare the conformance (the generated file cannot "
                        + "see the protocol); make the protocol internal to pass the mock where one is expected",
                    path: decl.path, at: decl.location))
            }
        }
    }

    /// What one protocol contributes to the diagnostics, in protocol order.
    enum Step: Sendable {
        case diagnostics([Diagnostic])
        case mock(resolveDiagnostics: [Diagnostic], mockIndex: Int)
    }
}
