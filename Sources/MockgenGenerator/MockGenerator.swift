public import MockgenFrontEnd

/// What the user asked of the generator (the driver builds these from the settings); what a run
/// learned beside them travels as `GenerationFacts`.
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
    /// How mocks are named (`EngineMock` by default).
    public var mockNames = MockNamePattern.standard
    /// The command that regenerates the output, named in its header (`// Regenerate with: ...`);
    /// nil: the header says only that the file is generated.
    public var regenerationCommand: String?
    /// Whose mocks the generated ones also stand in for, so tests written for that tool keep
    /// working (`--compatibility`); nil: mockgen's own shape only.
    public var compatibility: Compatibility?

    /// Another mock generator whose users' tests the mocks serve too.
    public enum Compatibility: String, Hashable, Sendable, CaseIterable {
        /// Mockable (a macro): mocks named `MockEngine`, `@Mockable` read as the mark, its imports
        /// left out.
        case mockable
        /// Mockolo (a generator): every protocol mock also has the members tests of Mockolo's
        /// mocks use (`fooCallCount`, `fooArgValues`, `fooHandler`, `nameSetCallCount`, a value
        /// for every property, `init(name: … = default)`), backed by the recorded calls and stubs.
        case mockolo

        /// The module of that generator, which the sources may import and the mocks do not; nil
        /// when the generator has none the sources import (Mockolo's mocks need no module).
        public var moduleName: String? {
            switch self {
            case .mockable: "Mockable"
            case .mockolo: nil
            }
        }
    }

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
    /// (`GenerationFacts.usedNames`).
    public var prunedMocks = 0

    public init(source: String, diagnostics: [Diagnostic], mockedProtocols: [String], unselectedProtocols: Int = 0) {
        self.init(sourcePieces: [source], diagnostics: diagnostics, mockedProtocols: mockedProtocols,
            unselectedProtocols: unselectedProtocols)
    }

    public init(
        sourcePieces: [String], diagnostics: [Diagnostic], mockedProtocols: [String], unselectedProtocols: Int = 0
    ) {
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
/// The pipeline, one folder per stage (`MockGenerator.Screening` runs them for each protocol):
/// - `Inputs/`: `#if` conditions and availability macros applied to the parsed files.
/// - `Screening/`: which protocols get a mock (`Selection`: `@mockable`, `// sourcery: AutoMockable`,
///   `AutoMockable`, `mockAll`; `ClassScreening` for classes); `Mockability`: protocols that cannot
///   be mocked are skipped with a warning at the offending declaration.
/// - `Planning/`: `ProtocolPlanner` (mock name, class or actor, global-actor isolation, generic
///   parameters for associated types, synthesized conformances: a `MockPlan`); `MemberPlanner` and
///   `ParameterPlanner` plan each requirement's declaration, runtime call and builder members;
///   `DescriptorNaming` names each member's descriptor. A plan holds model values only, never Swift text.
/// - `Types/`: questions asked of the type model; `TypeSubstitution` rewrites `Self`, associated
///   types and `some` on it; `TypeSpelling` decides how a name is qualified; `TypeRenderer` is the
///   only place a type becomes text.
/// - `Emitting/`: `MockClassEmitter`, `DescriptorEmitter`, `RequirementEmitter`, `InvocationEmitter`,
///   `ConformanceEmitter`, `BuilderEmitter` write the shape of
///   `MockRuntime/MockRuntime.docc/GeneratedMockShape.md` into one `SourceWriter` buffer; `ImportMerger`
///   writes the import section.
/// - `Knowledge/`: what the generator knows of the standard library and Foundation
///   (`StandardProtocols`, `FoundationProtocols`, `NumericBacking`, `ExecutorRequirements`...).
public enum MockGenerator {
    /// The first lines of every generated file without a regeneration command; with one,
    /// the second line names it (`header(regeneratedWith:)`).
    public static let header = """
        // Generated by mockgen. DO NOT EDIT.
        // Changes to this file are overwritten the next time mockgen runs.
        """

    /// The first line of every generated file: how a generated file is recognised.
    public static let firstHeaderLine = "// Generated by mockgen. DO NOT EDIT."

    /// How the header's second line starts when it names the command that regenerates the file.
    public static let regenerationLinePrefix = "// Regenerate with: "

    /// The header of a file regenerated by `command` (none: `header`). Short and stable: the
    /// command as the door gave it, no date and no machine's paths added.
    public static func header(regeneratedWith command: String?) -> String {
        guard let command else { return header }
        return firstHeaderLine + "\n" + regenerationLinePrefix + command.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// The standard protocols whose declarations `GenerationFacts.standardLibrary` replaces; the
    /// rest of the toolchain's knowledge is not consulted, so a caller may keep only these
    /// (`StandardLibraryKnowledge.restricted(to:)`).
    public static let standardProtocolsFromToolchain = Set(StandardProtocols.learnedFromToolchain)

    /// Generates mocks for the selected protocols of `files` (see `GeneratorOptions.mockAll`).
    ///
    /// Protocols are visited in `ProtocolIndex` order (qualified name, path, position), so the
    /// output does not depend on the order of `files`. Each protocol is resolved, checked,
    /// planned and written independently, on all cores with `options.parallel`; the pieces are
    /// joined in that order, so the bytes do not depend on the number of cores either.
    public static func generate(
        _ files: [SourceFileModel], options: GeneratorOptions, facts: GenerationFacts = GenerationFacts()
    ) -> GenerationResult {
        var options = options
        options.inputs = options.inputs.adoptingInterfaces(of: files)
        // Screen: which protocols and classes get a mock (a value the writing stage consumes).
        let screening = Screening(files, options: options, facts: facts)
        let writing = Writing(screening)

        // Plan and write: header and imports, then the mocks, planned and written in parallel
        // batches, one output piece per batch (so the plans never all exist at once, and the
        // output is never copied into one growing string).
        var pieces = [headerAndImports(writing.sourceImports(ofAll: files), options: options)]
        var planDiagnostics: [[Diagnostic]] = []
        planDiagnostics.reserveCapacity(screening.mockable.count)
        let batchSize = 256
        for batchStart in stride(from: 0, to: screening.mockable.count, by: batchSize) {
            let batch = screening.mockable[batchStart..<min(batchStart + batchSize, screening.mockable.count)]
            let written = ParallelWork.map(batch.count, parallel: options.parallel) { i in
                writing.writeMock(batch[batch.startIndex + i])
            }
            var piece = ""
            piece.reserveCapacity(written.reduce(0) { $0 + $1.text.utf8.count })
            for mock in written {
                piece.append(mock.text)
                planDiagnostics.append(mock.diagnostics)
            }
            pieces.append(piece)
        }
        // Class mocks, after the protocol mocks.
        let classMocks = ParallelWork.map(screening.classes.subjects.count, parallel: options.parallel) { i in
            writing.writeClassMock(screening.classes.subjects[i])
        }
        pieces.append(classMocks.map(\.text).joined())
        var result = GenerationResult(
            sourcePieces: pieces,
            diagnostics: screening.diagnostics(planDiagnostics: planDiagnostics,
                classDiagnostics: classMocks.flatMap(\.diagnostics)),
            mockedProtocols: screening.mockable.map(\.decl.qualifiedName)
                + screening.classes.subjects.map(\.decl.qualifiedName),
            unselectedProtocols: screening.unselectedProtocols)
        result.prunedMocks = screening.prunedMocks
        return result
    }

    /// The header, a blank line and the merged import lines: how every generated file starts.
    static func headerAndImports(_ sourceImports: [ImportDecl], options: GeneratorOptions) -> String {
        var w = SourceWriter()
        for line in header(regeneratedWith: options.regenerationCommand).split(separator: "\n") { w.line(String(line)) }
        w.line("")
        for line in ImportMerger.lines(sourceImports: sourceImports, options: options) { w.line(line) }
        return w.text
    }
}

extension GeneratorOptions {
    /// The module a file belongs to: the `Sources/<Module>` folder on its path, or the inputs'
    /// module. An input file whose folder names no module the options know of (neither the
    /// inputs' module nor an import) belongs to the inputs' module: a target with a custom path
    /// keeps its sources in folders named otherwise (`Sources/System` for `SystemPackage`,
    /// `Sources/WebSocket` inside `FlyingFox`'s own folder). Context files keep their folder's name.
    /// A module interface belongs to the module its header names, unless `--module` names another.
    func module(ofPath path: String) -> String? {
        if let interfaceModule = inputs.interfaceModules[path] { return inputs.module ?? interfaceModule }
        guard let inferred = ModuleLayout.module(ofPath: path, fallback: nil) else { return inputs.module }
        guard let module = inputs.module, inferred != module, !inputs.contextPaths.contains(path),
              !testableImports.contains(inferred), !imports.contains(inferred) else { return inferred }
        return module
    }
}
