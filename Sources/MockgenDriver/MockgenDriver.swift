import MockgenFrontEnd
import MockgenGenerator

/// Everything between the command line and the generator: finds the Swift files, reads and
/// parses them in parallel, generates the mocks, and writes (or checks) the output.
///
/// Exit codes: 0 success; 1 `--check` found stale output, a mock could not be generated, or a
/// declaration the parser could not read was skipped (with a warning; everything else is still
/// mocked and written); 2 usage or input errors (a path that cannot be read, a file that is not
/// Swift text, an output that cannot be written). Whatever fails, the previous output file is left as it was.
public enum MockgenDriver {
    /// mockgen's semantic version: what `mockgen --version` prints and what a release is tagged.
    /// The one place it is kept; CONTRIBUTING.md says how a release changes it.
    public static let version = "0.3.0"

    /// Runs mockgen with `options`, talking to the world only through `io`; returns the exit code.
    public static func run(_ options: DriverOptions, io: DriverIO = .process) -> Int32 {
        DriverRun(options: options, io: io).execute().rawValue
    }
}

/// One run of the driver, stage by stage.
private struct DriverRun {
    let options: DriverOptions
    let io: DriverIO
    let log: DriverLog
    let clock = MonotonicClock()
    let readOptions: ReadOptions

    init(options: DriverOptions, io: DriverIO) {
        self.options = options
        self.io = io
        self.log = DriverLog(verbosity: options.verbosity, write: io.writeStandardError)
        self.readOptions = Self.readOptions(options, io: io)
    }

    func execute() -> DriverExitCode {
        if let problem = options.usageProblems.first {
            log.error(problem.message)
            return .usageOrInputError
        }
        if options.outputDirectory != nil { return executeForFolder() }
        var target: OutputTarget?
        if let output = options.output {
            switch OutputTarget.prepare(output, forWriting: !options.check, fileSystem: io.fileSystem) {
            case .success(let prepared): target = prepared
            case .failure(let error):
                log.error(error.message)
                return .usageOrInputError
            }
        }
        guard let read = readSources(skipping: target?.existing?.identity), let prepared = prepare(read) else {
            return .usageOrInputError
        }
        let models = prepared.models

        let start = clock.now
        let result = io.generate(models, prepared.options, prepared.facts)
        report(mocks: result.mockedProtocols.count, named: result.mockedProtocols, diagnostics: result.diagnostics,
               unselected: result.unselectedProtocols, pruned: result.prunedMocks, since: start)
        suggestContext(for: result, files: models)
        if result.diagnostics.contains(where: { $0.severity == .error }) {
            let outcome = target.map { "'\($0.path)' was not changed" } ?? "nothing was printed"
            log.error("some mocks could not be generated; \(outcome)")
            return .failure
        }
        guard let target else {
            for piece in result.sourcePieces where !piece.isEmpty { io.writeStandardOutput(Array(piece.utf8)) }
            return Self.failingIfSkipped(.success, models, result.diagnostics)
        }
        // The output is compared and written piece by piece, never joined into one string.
        let pieces = result.sourcePieces
        let status = options.check ? check(pieces, against: target) : write(pieces, to: target)
        return Self.failingIfSkipped(status, models, result.diagnostics)
    }

    /// A run that succeeded but skipped a declaration it could not read (a warning of kind
    /// `unreadableDeclaration`) or a selected protocol it could not mock (`mockSkipped`), both
    /// already printed, fails with 1: the mocks of everything else were written, but one is missing.
    private static func failingIfSkipped(
        _ status: DriverExitCode, _ models: [SourceFileModel], _ generation: [Diagnostic]
    ) -> DriverExitCode {
        guard status == .success else { return status }
        let unread = models.contains { model in model.diagnostics.contains { $0.kind == .unreadableDeclaration } }
        return unread || generation.contains { $0.kind == .mockSkipped } ? .failure : .success
    }

    /// `--output-dir`: one file per source file (or shard), only changed files written, stale
    /// generated files removed; with `--check`, every difference named.
    private func executeForFolder() -> DriverExitCode {
        guard let read = readSources(skipping: nil), let prepared = prepare(read) else { return .usageOrInputError }
        let start = clock.now
        let generated = io.generateMocks(prepared.models, prepared.options, prepared.facts)
        report(mocks: generated.mocks.count, named: generated.mockedProtocols, diagnostics: generated.diagnostics,
               unselected: generated.unselectedProtocols, pruned: generated.prunedMocks, since: start)
        let status = FolderRun(options: options, io: io, log: log).finish(generated, sourcePaths: read.inputPaths)
        return Self.failingIfSkipped(status, prepared.models, generated.diagnostics)
    }

    /// The read stage's value: the inputs and the context files read (the files' bytes stay only
    /// with the set), and the paths of the inputs read.
    private struct ReadSources {
        var sources: SourceSet
        let inputPaths: [String]
    }

    /// What a run generates from: the models (classes completed), what the user asked of the
    /// generator with the settings of the inputs' package and the context files, and the facts
    /// the run learned (the toolchain's standard protocols, the names the tests use).
    private struct Prepared {
        let models: [SourceFileModel]
        let options: GeneratorOptions
        let facts: GenerationFacts
    }

    /// The inputs and the context files, read; nil (after reporting why) when the run cannot go on.
    private func readSources(skipping output: FileIdentity?) -> ReadSources? {
        guard let (inputs, inputPaths) = readInputs(skipping: output),
              let context = readContext(skipping: output)
        else { return nil }
        return ReadSources(sources: SourceSet(inputs: inputs, context: context, options: readOptions), inputPaths: inputPaths)
    }

    /// The generator's options and the run's facts for `read`, and its models with the members
    /// of every class a class mock needs; nil (after reporting why) when the run cannot go on.
    private func prepare(_ read: ReadSources) -> Prepared? {
        guard let generatorOptions = generatorOptions(contextPaths: read.sources.contextPaths),
              let facts = facts()
        else { return nil }
        var sources = read.sources
        let roots = MockGenerator.classMockingRoots(options: generatorOptions, facts: facts)
        guard completeClasses(&sources, roots: roots) else { return nil }
        return Prepared(models: sources.models, options: generatorOptions, facts: facts)
    }

    /// How the read stage reads each file: the prescan of `io` (none with `--parse-every-file`)
    /// and its reader of non-Swift files made with the run's header options; under pruning by
    /// use, marked classes' members wait for `completeClasses`. Made once per run, so the inputs,
    /// the context files and the source set share one header reader.
    private static func readOptions(_ options: DriverOptions, io: DriverIO) -> ReadOptions {
        var read = ReadOptions(
            allClasses: options.generator.mockAllClasses, prunesByUse: !options.usedIn.isEmpty,
            mayDeclareProtocol: io.needsParsing, readOther: io.otherFileReader(options.headers))
        if options.parsesEveryFile { read.mayDeclareProtocol = { _ in true } }
        return read
    }

    /// Whether mocks are pruned by use (`--used-in`).
    private var prunesByUse: Bool { !options.usedIn.isEmpty }

    /// Logs how many mocks were generated and how long it took, their names, and the diagnostics;
    /// warns when protocols were found but none was selected (`SelectionAdvice`).
    private func report(
        mocks count: Int, named names: [String], diagnostics: [Diagnostic], unselected: Int, pruned: Int,
        since start: UInt64
    ) {
        log.info("generated \(count) mocks in \(DriverLog.describe(clock.now - start))")
        if prunesByUse {
            log.info("pruned \(pruned) mocks that the --used-in files do not name")
        }
        for name in names { log.info("  mocked \(name)") }
        diagnostics.forEach(log.diagnostic)
        // Mocks that were selected but pruned show the selection works: no advice then.
        let mockAll = options.generator.mockAll
        if pruned == 0, let advice = SelectionAdvice.warning(mocked: count, unselected: unselected, mockAll: mockAll) {
            log.warning(advice)
        }
    }

    /// Finds, reads and parses the inputs; nil (after reporting why) when any of them is unusable.
    /// `paths` lists every file read, including those not parsed because they hold no protocol.
    private func readInputs(skipping output: FileIdentity?) -> (files: [SourceFile], paths: [String])? {
        if options.paths.isEmpty { return readStandardInput().map { ($0, $0.map(\.path)) } }
        return readFiles(options.paths, skipping: output)
    }

    /// Completes the models with the members of every class a class mock needs (see
    /// `SourceSet.completeClasses`); false after reporting an input that could not be read.
    private func completeClasses(_ sources: inout SourceSet, roots: ClassMockingRoots) -> Bool {
        let read = sources.completeClasses(roots: roots) { path in
            do throws(FileSystemError) {
                return try io.fileSystem.readFile(path, sizeLimit: self.options.maximumFileSize)
            } catch {
                log.error(SourceDiscovery.describe(error, path: path, subject: .file))
                return nil
            }
        }
        guard let read else { return false }
        for file in read { log.info("  \(file.path): read the members of \(file.classes.joined(separator: ", "))") }
        return true
    }

    /// The `--context` files (nil after reporting why when one is unusable); `SourceSet` leaves
    /// out those that are also inputs.
    private func readContext(skipping output: FileIdentity?) -> [SourceFile]? {
        guard !options.contextPaths.isEmpty else { return [] }
        return readFiles(options.contextPaths, skipping: output, librariesOnly: true)?.files
    }

    /// Names the `--context` folder of a checkout that declares a parent the mocks could not see.
    private func suggestContext(for result: GenerationResult, files: [SourceFileModel]) {
        let warned = Set(result.diagnostics.lazy.filter { $0.kind == .parentNotAmongInputs }.map {
            ContextSuggestions.WarnedPlace(path: $0.path, offset: $0.location.offset)
        })
        guard !warned.isEmpty, !options.paths.isEmpty else { return }
        let search = ContextSuggestions(fileSystem: io.fileSystem, sizeLimit: options.maximumFileSize)
        // Only where there are checkouts to search is it worth finding which parents are unknown.
        let checkouts = search.checkoutFolders(near: options.paths)
        guard !checkouts.isEmpty else { return }
        let unknown = ContextSuggestions.unknownParents(of: result.mockedProtocols, warnedAt: warned, in: files)
        let suggestions = search.folders(declaring: unknown, inCheckouts: checkouts)
        for (name, folder) in suggestions.sorted(by: { $0.key < $1.key }) {
            log.warning("protocol '\(name)' is declared in '\(folder)': add --context \(folder)")
        }
    }

    /// The generator options with the context files' paths and the settings of the inputs'
    /// package (`--package-path`, else the one found above the inputs).
    private func generatorOptions(contextPaths: [String]) -> GeneratorOptions? {
        var generator = options.generator
        generator.inputs.contextPaths.formUnion(contextPaths)
        if let packagePath = options.packagePath {
            let target = generator.inputs.module
            switch PackageAvailability.settings(
                ofPackageAt: packagePath, target: target, describe: io.describePackage
            ) {
            case .success(let settings):
                apply(settings, of: packagePath, target: generator.inputs.module, to: &generator)
            case .failure(let error):
                log.error(error.message)
                return nil
            }
        } else if options.discoversPackage && !options.paths.isEmpty {
            applyDiscoveredPackage(to: &generator)
        }
        return generator
    }

    /// What the run learns beside the settings: the standard protocols of the toolchain, and
    /// under pruning by use the names the `--used-in` files mention; nil (after reporting why)
    /// when those files cannot be read.
    private func facts() -> GenerationFacts? {
        var facts = GenerationFacts(standardLibrary: standardLibrary())
        if !options.usedIn.isEmpty {
            let scan = UsedNamesScan(fileSystem: io.fileSystem, sizeLimit: options.maximumFileSize, log: log)
            guard
                let names = scan.names(
                    in: options.usedIn, output: options.output, outputDirectory: options.outputDirectory)
            else { return nil }
            facts.usedNames = names
        }
        return facts
    }

    /// Reads the settings of the package the inputs are in, if any, for their target (the
    /// inputs' module when the package has a target of that name, else the target whose folder
    /// holds them). Nothing here stops the run: a problem is a warning.
    private func applyDiscoveredPackage(to generator: inout GeneratorOptions) {
        let start = clock.now
        let discovery = PackageDiscovery(fileSystem: io.fileSystem)
        let (folder, inputs): (String, [String])
        switch discovery.package(of: options.paths) {
        case .none:
            return
        case .several(let folders):
            log.warning("the inputs are in several packages (\(folders.map { "'\($0)'" }.joined(separator: ", "))); "
                + "their settings are not read: name the inputs' package with --package-path")
            return
        case .package(let found, let relative):
            (folder, inputs) = (found, relative)
        }
        guard discovery.manifestMaySetAnything(folder) else {
            log.info("the manifest of the package at '\(folder)' sets nothing mockgen reads")
            return
        }
        let json: [UInt8]
        switch io.describePackage(folder) {
        case .success(let described): json = described
        case .failure(let error):
            log.warning("\(error.message); the package's settings are not applied "
                + "(pass --package-path, or --no-package-discovery)")
            return
        }
        let module = generator.inputs.module
        let named = module.flatMap { PackageDiscovery.hasTarget(named: $0, inDumpPackage: json) ? $0 : nil }
        guard let target = named ?? PackageDiscovery.target(holding: inputs, inDumpPackage: json) else {
            log.info("no target of the package at '\(folder)' holds the inputs; its settings are not applied")
            return
        }
        switch PackageAvailability.settings(fromDumpPackage: json, target: target) {
        case .success(let settings):
            log.info(
                "read the package at '\(folder)' for target '\(target)' in \(DriverLog.describe(clock.now - start))")
            apply(settings, of: folder, target: target, to: &generator)
        case .failure(let error):
            log.warning("cannot read the manifest of the package at '\(folder)': \(error.message); "
                + "its settings are not applied")
        }
    }

    /// Adds a package's settings to `generator`: names given on the command line win.
    private func apply(
        _ settings: PackageAvailability.Settings, of packagePath: String, target: String?,
        to generator: inout GeneratorOptions
    ) {
        log.info("\(settings.availabilityMacros.count) availability names from the package at '\(packagePath)'")
        // Names given with --define-availability win over the package's.
        generator.inputs.availabilityMacros += settings.availabilityMacros
        if let names = settings.definedNames {
            log.info("\(names.count) compilation names from the package at '\(packagePath)'")
            generator.inputs.definedNames = (generator.inputs.definedNames ?? []).union(names)
        }
        generator.inputs.optionalTraits.formUnion(settings.optionalTraits)
        if settings.features.contains("NonisolatedNonsendingByDefault") {
            log.info("the package builds '\(target ?? "its targets")' with NonisolatedNonsendingByDefault")
            generator.inputs.nonisolatedNonsendingByDefault = true
        }
    }

    /// The standard protocols of `--toolchain`, or of the toolchain of the `swift` on the
    /// `PATH` (`findsToolchain`), through the cache; nil (the built-in table) with a warning
    /// when there is none.
    private func standardLibrary() -> StandardLibraryKnowledge? {
        let start = clock.now
        let toolchain: String
        if let given = options.toolchain {
            toolchain = given
        } else if options.findsToolchain {
            let searchPath = io.environment("PATH") ?? ""
            guard let found = ToolchainStandardLibrary.toolchain(onSearchPath: searchPath, fileSystem: io.fileSystem)
            else {
                log.warning("no `swift` on the PATH whose toolchain has the standard library's interface; "
                    + "using the built-in table of standard protocols (pass --toolchain <folder>, or --no-toolchain)")
                return nil
            }
            toolchain = found
        } else {
            return nil
        }
        let cache = StandardLibraryCache.folder(environment: io.environment).map {
            StandardLibraryCache(fileSystem: io.fileSystem, folder: $0)
        }
        switch ToolchainStandardLibrary.knowledge(of: toolchain, fileSystem: io.fileSystem, cache: cache) {
        case .success(let learned):
            log.info("read \(learned.knowledge.protocols.count) standard protocols from '\(toolchain)'"
                + (learned.fromCache ? " (cached)" : "") + " in \(DriverLog.describe(clock.now - start))")
            return learned.knowledge
        case .failure(let failure):
            log.warning("\(failure.message); using the built-in table of standard protocols")
            return nil
        }
    }

    private func readStandardInput() -> [SourceFile]? {
        let start = clock.now
        log.info("reading standard input")
        do {
            var stdinOptions = readOptions
            stdinOptions.parsesEveryFile = true
            let bytes = try io.readStandardInput(options.maximumFileSize)
            let file = SourceSet.read(bytes, path: "", options: stdinOptions)
            let model = file.model ?? SourceFileModel(path: "")
            log.info(
                "read and parsed standard input (\(model.protocols.count) protocols) in "
                    + "\(DriverLog.describe(clock.now - start))"
            )
            return reportDiagnostics(of: model) ? nil : [file]
        } catch {
            if case .tooLarge(let limit) = error.reason {
                log.error(
                    "standard input is larger than the \(DriverOptions.describeSize(limit)) limit for a source file; "
                        + "refusing to read it"
                )
            } else {
                log.error("cannot read standard input: \(error.detail)")
            }
            return nil
        }
    }

    /// `librariesOnly`: in a package's folder, read only its library targets' files (`LibraryFolders`).
    private func readFiles(
        _ paths: [String], skipping output: FileIdentity?, librariesOnly: Bool = false
    ) -> (files: [SourceFile], paths: [String])? {
        var start = clock.now
        var discovery = SourceDiscovery(
            fileSystem: io.fileSystem,
            excludes: options.excludes.map(GlobPattern.init),
            skippedFile: output,
            librariesOnly: librariesOnly,
            platform: options.platform.flatMap(TargetPlatform.init(named:))
        )
        let found = discovery.discover(paths)
        found.notes.forEach(log.note)
        found.warnings.forEach(log.warning)
        found.errors.forEach(log.error)
        if found.inputs.isEmpty && found.errors.isEmpty {
            log.warning("no Swift files found in \(paths.map { "'\($0)'" }.joined(separator: ", "))")
        }
        log.info("found \(found.inputs.count) Swift files in \(DriverLog.describe(clock.now - start))")

        start = clock.now
        // A file is parsed when it may declare a protocol, or a class to mock.
        let reader = SourceReader(
            fileSystem: io.fileSystem, options: readOptions, sizeLimit: options.maximumFileSize, output: output)
        var files: [SourceFile] = []
        var parsed = 0
        var readPaths: [String] = []
        var failed = !found.errors.isEmpty
        var seen: Set<FileIdentity> = []
        var read = 0
        for (input, outcome) in zip(found.inputs, reader.read(found.inputs, parallel: options.parallelParsing)) {
            switch outcome {
            case .unreadable(let error):
                log.error(SourceDiscovery.describe(error, path: input.path, subject: .file))
                failed = true
            case .output:
                continue
            case .read(let identity, let file):
                // A file reached by two paths (a link) counts once, under the first path in order.
                guard seen.insert(identity).inserted else { continue }
                read += 1
                readPaths.append(input.path)
                files.append(file)
                guard let model = file.model else {
                    log.info("  \(input.path): no protocol (not parsed)")
                    continue
                }
                log.info("  \(input.path): \(model.protocols.count) protocols")
                if reportDiagnostics(of: model) { failed = true }
                parsed += 1
            }
        }
        log.info("read \(read) files and parsed \(parsed) of them (the others hold no protocol) "
            + "in \(DriverLog.describe(clock.now - start))")
        return failed ? nil : (files, readPaths)
    }

    /// Prints a parsed file's diagnostics in source order; true when one of them is an error.
    private func reportDiagnostics(of model: SourceFileModel) -> Bool {
        model.diagnostics.sorted { $0.location < $1.location }.forEach(log.diagnostic)
        return model.diagnostics.contains { $0.severity == .error }
    }

    /// `--check`: exit 1 naming the output when it differs from what would be written, with
    /// what differs mock by mock (`GeneratedFileDifference`) and the command that updates it.
    /// A file that differs only in the command its header names is current.
    private func check(_ pieces: [String], against target: OutputTarget) -> DriverExitCode {
        guard target.existing != nil else {
            log.error("'\(target.path)' is stale: it does not exist; \(regenerationAdvice) to generate it")
            return .failure
        }
        let checkedIn: String
        do {
            if try io.fileSystem.contentsEqual(target.destination, pieces) {
                log.info("'\(target.path)' is up to date")
                return .success
            }
            checkedIn = String(decoding: try io.fileSystem.readFile(target.destination, sizeLimit: options.maximumFileSize),
                as: UTF8.self)
        } catch {
            log.error("cannot read '\(target.path)' to check it: \(error.detail)")
            return .usageOrInputError
        }
        let generated = pieces.joined()
        if GeneratedFileDifference.sameButForTheRegenerationCommand(checkedIn: checkedIn, generated: generated) {
            log.info("'\(target.path)' is up to date (written through another command)")
            return .success
        }
        log.error("'\(target.path)' is stale: the generated mocks differ from it; \(regenerationAdvice) to update it")
        for line in GeneratedFileDifference(checkedIn: checkedIn, generated: generated).lines {
            log.write("  \(line)\n")
        }
        return .failure
    }

    /// What to run to bring a stale output up to date: the command the header names, else mockgen.
    private var regenerationAdvice: String {
        options.generator.regenerationCommand.map { "run `\($0)`" } ?? "run mockgen without --check"
    }

    /// Writes the output atomically, unless it already holds exactly these bytes.
    private func write(_ pieces: [String], to target: OutputTarget) -> DriverExitCode {
        let start = clock.now
        let byteCount = pieces.reduce(0) { $0 + $1.utf8.count }
        if target.existing?.size == byteCount, (try? io.fileSystem.contentsEqual(target.destination, pieces)) == true {
            log.info("'\(target.path)' is unchanged; not rewritten")
            return .success
        }
        if target.existing != nil,
           let bytes = try? io.fileSystem.readFile(target.destination, sizeLimit: options.maximumFileSize),
           GeneratedFileDifference.sameButForTheRegenerationCommand(
               checkedIn: String(decoding: bytes, as: UTF8.self), generated: pieces.joined()) {
            log.info("'\(target.path)' is unchanged but for the command its header names; not rewritten")
            return .success
        }
        if let readOnly = target.readOnlyMessage {
            log.error(readOnly)
            return .usageOrInputError
        }
        if let folder = target.missingFolder {
            do throws(OutputError) {
                try OutputFolderCreation.create(folder, fileSystem: io.fileSystem)
            } catch {
                log.error("cannot write '\(target.path)': \(error.message)")
                return .usageOrInputError
            }
            log.info("created the folder '\(folder)'")
        }
        do {
            try AtomicFileWriter(fileSystem: io.fileSystem)
                .write(pieces, to: target.destination, permissions: target.existing?.permissions ?? 0o666)
        } catch {
            log.error(OutputTarget.describeWriteFailure(error, path: target.path, fileSystem: io.fileSystem))
            return .usageOrInputError
        }
        log.info("wrote '\(target.path)' (\(byteCount) bytes) in \(DriverLog.describe(clock.now - start))")
        return .success
    }
}
