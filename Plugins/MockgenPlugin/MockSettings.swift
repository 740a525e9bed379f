import Foundation
import PackagePlugin

/// What the plugins pass to `mockgen` for one test target, computed from the package alone.
/// Both plugins use this file (the command plugin through a symbolic link), since plugin
/// targets cannot share a library.
struct MockSettings {
    /// The name both plugins look for at the package root (`MockgenConfiguration.defaultFileName`).
    static let configurationFileName = ".mockgen.yml"

    /// The package's configuration file, when it has one.
    static func configurationFile(of package: Package) -> URL? {
        let file = package.directoryURL.appending(path: configurationFileName)
        return FileManager.default.fileExists(atPath: file.path) ? file : nil
    }

    /// The test target's arguments when the package has no configuration file: the source
    /// modules of this package it depends on (their annotated protocols), each imported with
    /// `@testable import`, and the source modules of other packages those depend on, read
    /// with `--context` (so protocols inherited from them resolve; nothing of theirs is
    /// mocked). Nil when it depends on none. Paths are given relative to `folder` when they
    /// lie inside it (so mockgen's messages name them as a person would).
    static func defaultArguments(
        for testTarget: any Target, output: URL, relativeTo folder: URL? = nil
    ) -> (arguments: [String], inputs: [URL])? {
        let modules = dependencyModules(of: testTarget)
        if modules.isEmpty { return nil }
        let context = contextModules(of: modules)
        let arguments = modules.map { path($0.directoryURL, relativeTo: folder) }
            + modules.flatMap { ["--testable-import", $0.moduleName] }
            + context.flatMap { ["--context", path($0.directoryURL, relativeTo: folder)] }
            + ["--output", path(output, relativeTo: folder)]
        return (arguments, (modules + context).flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url) })
    }

    /// The source modules of this package `testTarget` depends on: what it gets mocks of by default.
    static func dependencyModules(of testTarget: any Target) -> [SwiftSourceModuleTarget] {
        testTarget.dependencies.compactMap { dependency -> SwiftSourceModuleTarget? in
            guard case .target(let target) = dependency, let module = target as? SwiftSourceModuleTarget,
                  module.kind != .test
            else { return nil }
            return module
        }
    }

    /// The Swift source modules of other packages that `modules` depend on (the targets of
    /// the products they use), each once: read for inheritance only.
    static func contextModules(of modules: [SwiftSourceModuleTarget]) -> [SwiftSourceModuleTarget] {
        var seen = Set(modules.map(\.id))
        return modules.flatMap { module in
            module.dependencies.flatMap { dependency -> [SwiftSourceModuleTarget] in
                guard case .product(let product) = dependency else { return [] }
                return product.targets.compactMap { $0 as? SwiftSourceModuleTarget }
            }
        }.filter { seen.insert($0.id).inserted }
    }

    /// `url`'s path, relative to `folder` when it lies inside it.
    static func path(_ url: URL, relativeTo folder: URL?) -> String {
        let full = url.standardizedFileURL.path
        guard let folder else { return full }
        let folderPath = folder.standardizedFileURL.path
        let prefix = folderPath.hasSuffix("/") ? folderPath : folderPath + "/"
        return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full
    }

    /// Every Swift file of the package's source modules: what a configured target may read.
    static func packageSwiftFiles(_ package: Package) -> [URL] {
        package.targets.compactMap { $0 as? SourceModuleTarget }
            .flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url) }
    }
}
