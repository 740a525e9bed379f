import MockgenFrontEnd

/// The imports that let generated code see declarations in SPI groups
/// (`@_spi(Platform) public enum Abi`): a module given with `--testable-import` or `--import`, or
/// read from its interface (a `.private.swiftinterface` declares its SPI), whose input files
/// declare into groups is imported with each of them,
/// `@_spi(Platform) @testable import Module`. `@testable` alone does not show SPI declarations.
enum SPIImports {
    /// One import per such module, in module order.
    static func imports(_ files: [SourceFileModel], options: GeneratorOptions) -> [ImportDecl] {
        var groups: [String: Set<String>] = [:]
        for file in files where !file.spiGroups.isEmpty {
            guard let module = options.module(ofPath: file.path) else { continue }
            groups[module, default: []].formUnion(file.spiGroups)
        }
        return groups.keys.sorted().compactMap { module in
            let testable = options.testableImports.contains(module)
            guard testable || options.imports.contains(module) || options.inputs.isInterfaceModule(module),
                  let names = groups[module] else { return nil }
            let attributes = names.sorted().map { "@_spi(\($0))" } + (testable ? ["@testable"] : [])
            return ImportDecl(
                module: module, text: (attributes + ["import", module]).joined(separator: " "),
                attributes: ["_spi"] + (testable ? ["testable"] : []), location: .start)
        }
    }
}
