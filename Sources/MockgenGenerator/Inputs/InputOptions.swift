import MockgenFrontEnd

/// What the generator knows about where its inputs come from, beyond the files themselves.
public struct InputOptions: Hashable, Sendable {
    /// The module the input files belong to (`--module`, or the single `--testable-import`).
    /// Nil when unknown.
    public var module: String?
    /// Paths of files read only for inheritance and types (`--context`): their protocols join
    /// the index but are never mocked, and their imports are not carried over.
    public var contextPaths: Set<String>
    /// Availability names the inputs' package defines (`--define-availability`), expanded in
    /// the `@available` attributes the mocks copy.
    public var availabilityMacros: [AvailabilityMacro]
    /// The inputs' module is built with `NonisolatedNonsendingByDefault` (read from the package's
    /// manifest, or `--enable-upcoming-feature`): their nonisolated async function types are
    /// written `nonisolated(nonsending)` in the mocks, as the module means them.
    public var nonisolatedNonsendingByDefault = false
    /// The compilation names the inputs' target defines (`-D NAME`, and the package manifest's
    /// `.define("NAME")` with `--package-path`): `#if` clauses that depend on them are decided
    /// before generation (`DefinedConditions`), every other bare name being undefined. Nil: no
    /// names are known, and every clause is left to the compiler of the generated file.
    public var definedNames: Set<String>?
    /// Traits the inputs' package declares but does not enable by default (read from its
    /// manifest with `--package-path`): a clause on one of them is left to the compiler of the
    /// generated file, since a package that enables the trait defines it for its test targets too.
    public var optionalTraits: Set<String> = []
    /// The module of each input that is a module interface, by path: the name its header gives
    /// (`InterfaceHeader`), filled in from the files' models when a run starts
    /// (`adoptingInterfaces(of:)`). Such a module is a binary one to the tests: imported plainly.
    /// Derived from the inputs by the generator itself, never given.
    public internal(set) var interfaceModules: [String: String] = [:]

    public init(module: String? = nil, contextPaths: Set<String> = [], availabilityMacros: [AvailabilityMacro] = []) {
        self.module = module
        self.contextPaths = contextPaths
        self.availabilityMacros = availabilityMacros
    }

    /// These options with the modules of the interfaces among `files` recorded in `interfaceModules`.
    func adoptingInterfaces(of files: [SourceFileModel]) -> InputOptions {
        var options = self
        for file in files {
            guard let header = file.interface, let name = header.moduleName(fallbackPath: file.path) else { continue }
            options.interfaceModules[file.path] = name
        }
        return options
    }

    /// Whether `module` is read from a module interface among the inputs.
    public func isInterfaceModule(_ module: String) -> Bool { interfaceModules.values.contains(module) }

    /// The module named by `--module`, else the only `--testable-import` when there is exactly one.
    public static func module(explicit: String?, testableImports: [String]) -> String? {
        if let explicit, !explicit.isEmpty { return explicit }
        return testableImports.count == 1 ? testableImports[0] : nil
    }
}
