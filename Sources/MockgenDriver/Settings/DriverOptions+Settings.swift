import MockgenFrontEnd
import MockgenGenerator

extension DriverOptions {
    /// What the driver runs with for `settings`: the one place a door's settings become
    /// driver options, whichever door they came through (command line, configuration file,
    /// plugin arguments). Paths are used as they are in `settings`.
    public init(settings: MockgenSettings) {
        var inputs = InputOptions(
            module: InputOptions.module(explicit: settings.module, testableImports: settings.testableImports),
            availabilityMacros: settings.availabilityMacros)
        inputs.nonisolatedNonsendingByDefault = settings.upcomingFeatures.contains("NonisolatedNonsendingByDefault")
        // `NAME=value` defines a macro for headers only: Swift conditions test names.
        let swiftNames = settings.defines.filter { !$0.contains("=") }
        inputs.definedNames = swiftNames.isEmpty ? nil : Set(swiftNames)
        self.init(
            paths: settings.paths,
            output: settings.output,
            outputDirectory: settings.outputDirectory,
            shards: settings.shards,
            fileForEverySource: settings.fileForEverySource,
            generator: GeneratorOptions(
                mockAll: settings.mockAll, access: settings.access ?? .internal, imports: settings.imports,
                testableImports: settings.testableImports, inputs: inputs, mockAllClasses: settings.mockAllClasses,
                spies: settings.spies),
            excludes: settings.excludes,
            check: settings.check,
            verbosity: settings.verbosity,
            contextPaths: settings.contextPaths,
            packagePath: settings.packagePath,
            toolchain: settings.toolchain,
            findsToolchain: settings.findsToolchain,
            discoversPackage: settings.discoversPackage
        )
        generator.compatibility = settings.compatibility
        generator.regenerationCommand = settings.regenerationCommand
        generator.mockNames = settings.mockNames ?? (settings.compatibility == .mockable ? .mockable : .standard)
        usedIn = settings.prunes ? settings.usedIn : []
        platform = settings.platform
        headers = HeaderOptions(
            includePaths: settings.includePaths, defines: settings.defines, libclangPath: settings.libclang)
        parsesEveryFile = settings.parsesEveryFile
    }
}
