/// What the comment lines at the top of a module interface (`.swiftinterface`) say about the
/// module it declares:
///
///     // swift-interface-format-version: 1.0
///     // swift-compiler-version: Swift version 6.1 (swift-6.1-RELEASE)
///     // swift-module-flags: -target arm64-apple-ios15 -enable-library-evolution -swift-version 5
///     //   -enforce-exclusivity=checked -O -module-name Payments -package-name shop
///     // swift-module-flags-ignorable: -enable-upcoming-feature StrictConcurrency
///
/// The flags are those the compiler rebuilds the interface with; the ignorable ones may be
/// dropped by a compiler that does not know them. Both lines count alike here.
public struct InterfaceHeader: Hashable, Sendable, Codable {
    /// `-module-name`; nil when the flags do not name the module (`moduleName(fallbackPath:)`).
    public var moduleName: String?
    /// `-enable-library-evolution`: the module's binary can change under its clients.
    public var libraryEvolution: Bool
    /// `-swift-version` (`5`, `6`); nil when not given.
    public var swiftVersion: String?
    /// `-package-name`: modules of the same package see each other's `package` declarations.
    public var packageName: String?
    /// `-enable-upcoming-feature` names, in flag order.
    public var upcomingFeatures: [String]
    /// `-enable-experimental-feature` names, in flag order.
    public var experimentalFeatures: [String]
    /// `swift-interface-format-version`, and the `swift-compiler-version` that wrote the file.
    public var formatVersion: String?
    public var compilerVersion: String?

    public init(
        moduleName: String? = nil, libraryEvolution: Bool = false, swiftVersion: String? = nil,
        packageName: String? = nil, upcomingFeatures: [String] = [], experimentalFeatures: [String] = [],
        formatVersion: String? = nil, compilerVersion: String? = nil
    ) {
        self.moduleName = moduleName
        self.libraryEvolution = libraryEvolution
        self.swiftVersion = swiftVersion
        self.packageName = packageName
        self.upcomingFeatures = upcomingFeatures
        self.experimentalFeatures = experimentalFeatures
        self.formatVersion = formatVersion
        self.compilerVersion = compilerVersion
    }

    /// The module's name: `-module-name`, else the one the interface's path gives it
    /// (`X.swiftinterface`, `X.private.swiftinterface`, `X.swiftmodule/<target>.swiftinterface`).
    public func moduleName(fallbackPath path: String) -> String? {
        moduleName ?? Self.moduleName(ofInterfacePath: path)
    }

    /// Whether the module is built with the feature named `name`, upcoming or experimental.
    public func enables(_ name: String) -> Bool {
        upcomingFeatures.contains(name) || experimentalFeatures.contains(name)
    }
}

extension InterfaceHeader {
    /// True for a path the compiler would read as a module interface.
    public static func isInterfacePath(_ path: String) -> Bool { path.hasSuffix(".swiftinterface") }

    /// The module an interface's path names, or nil when it names none that is an identifier.
    static func moduleName(ofInterfacePath path: String) -> String? {
        let components = path.split(separator: "/")
        guard let file = components.last, file.hasSuffix(".swiftinterface") else { return nil }
        if components.count >= 2, components[components.count - 2].hasSuffix(".swiftmodule") {
            let folder = components[components.count - 2].dropLast(".swiftmodule".count)
            return ModuleLayout.isIdentifier(String(folder)) ? String(folder) : nil
        }
        var name = file.dropLast(".swiftinterface".count)
        if name.hasSuffix(".private") { name = name.dropLast(".private".count) }
        if name.hasSuffix(".package") { name = name.dropLast(".package".count) }
        return ModuleLayout.isIdentifier(String(name)) ? String(name) : nil
    }
}
