public import MockgenFrontEnd

/// One protocol's mock, written but not yet placed in a file: what a caller that spreads the
/// mocks over several files (one per source file, or shards) needs to place it.
public struct GeneratedMock: Hashable, Sendable {
    /// The mocked protocol's (or class's) qualified name (`Outer.Inner`).
    public var protocolName: String
    /// The file that declares the protocol, as given to the generator.
    public var sourcePath: String
    /// The mock's declaration, starting with a blank line (as it appears in a generated file).
    public var text: String
    /// The imports of the files that declare the protocol and its ancestors: the imports a file
    /// holding this mock needs besides `MockRuntime` and the options' modules.
    public var sourceImports: [ImportDecl]

    public init(protocolName: String, sourcePath: String, text: String, sourceImports: [ImportDecl]) {
        self.protocolName = protocolName
        self.sourcePath = sourcePath
        self.text = text
        self.sourceImports = sourceImports
    }
}

/// Every mock of a run, one value per mocked protocol (then class), with the run's diagnostics.
public struct GeneratedMocks: Hashable, Sendable {
    /// The mocks in output order (the order `MockGenerator.generate` writes them in).
    public var mocks: [GeneratedMock]
    /// The same diagnostics `MockGenerator.generate` reports for these files.
    public var diagnostics: [Diagnostic]
    /// How many protocols of the inputs (not of the context files) were not selected for mocking.
    public var unselectedProtocols: Int
    /// How many selected protocols and classes pruning by use left without a mock.
    public var prunedMocks = 0

    public init(mocks: [GeneratedMock], diagnostics: [Diagnostic], unselectedProtocols: Int = 0) {
        self.mocks = mocks
        self.diagnostics = diagnostics
        self.unselectedProtocols = unselectedProtocols
    }

    /// Qualified names of the protocols (then the classes) mocked, in output order.
    public var mockedProtocols: [String] { mocks.map(\.protocolName) }
}

extension MockGenerator {
    /// The mocks `generate` would write, one by one, so that a caller can spread them over
    /// several files. Joining `fileSource(for: mocks, options:)` over all of them gives
    /// exactly the bytes of `generate`.
    public static func generateMocks(
        _ files: [SourceFileModel], options: GeneratorOptions, facts: GenerationFacts = GenerationFacts()
    ) -> GeneratedMocks {
        var options = options
        options.inputs = options.inputs.adoptingInterfaces(of: files)
        let screening = Screening(files, options: options, facts: facts)
        let writing = Writing(screening)
        let importsByPath = Dictionary(grouping: files, by: \.path).mapValues {
            DefinedConditions.apply(
                $0.flatMap { InterfaceImports.carried(by: $0, options: options) },
                defined: options.inputs.definedNames, undecided: options.inputs.optionalTraits)
        }
        let written = ParallelWork.map(screening.mockable.count, parallel: options.parallel) { i in
            writing.writeMock(screening.mockable[i])
        }
        // The imports of the files at `paths`, each file once.
        func imports(_ paths: [String]) -> [ImportDecl] {
            var seen = Set<String>()
            return paths.filter { seen.insert($0).inserted }.flatMap { importsByPath[$0] ?? [] }
        }
        let mocks = zip(screening.mockable, written).map { resolved, mock in
            GeneratedMock(
                protocolName: resolved.decl.qualifiedName, sourcePath: resolved.decl.path, text: mock.text,
                sourceImports: imports([resolved.decl.path] + resolved.ancestors.map(\.path))
                    + screening.scopedImports(of: resolved)
                    + screening.spiImports)
        }
        let classMocks = ParallelWork.map(screening.classes.subjects.count, parallel: options.parallel) { i in
            writing.writeClassMock(screening.classes.subjects[i])
        }
        let classes = zip(screening.classes.subjects, classMocks).map { subject, mock in
            GeneratedMock(
                protocolName: subject.decl.qualifiedName, sourcePath: subject.decl.path, text: mock.text,
                sourceImports: imports(([subject.decl] + subject.chain).map(\.path)) + screening.spiImports)
        }
        var generated = GeneratedMocks(
            mocks: mocks + classes,
            diagnostics: screening.diagnostics(planDiagnostics: written.map(\.diagnostics),
                classDiagnostics: classMocks.flatMap(\.diagnostics)),
            unselectedProtocols: screening.unselectedProtocols)
        generated.prunedMocks = screening.prunedMocks
        return generated
    }

    /// A complete generated file holding `mocks` in the given order, as pieces: the header,
    /// the imports these mocks need (plus `MockRuntime` and the options' modules), then the mocks.
    public static func fileSource(for mocks: [GeneratedMock], options: GeneratorOptions) -> [String] {
        [headerAndImports(mocks.flatMap(\.sourceImports), options: options)] + mocks.map(\.text)
    }
}
