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

    /// Reads the header from the `//` lines that open the file (blank lines between them
    /// allowed); nil when none of them is a `swift-module-flags` or `swift-interface-format-version`
    /// line, which every interface the compiler writes starts with. Never traps: any bytes give
    /// a header or nil.
    public static func read(_ bytes: some Collection<UInt8>) -> InterfaceHeader? {
        var header = InterfaceHeader()
        var found = false
        for line in leadingCommentLines(bytes) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let key = line[..<colon].trimmingSpaces
            let value = line[line.index(after: colon)...].trimmingSpaces
            switch key {
            case "swift-module-flags", "swift-module-flags-ignorable":
                found = true
                header.apply(flags: words(value))
            case "swift-interface-format-version":
                found = true
                header.formatVersion = String(value)
            case "swift-compiler-version":
                header.compilerVersion = String(value)
            default:
                continue
            }
        }
        return found ? header : nil
    }

    /// Records what the flags say; flags this model does not keep are passed over.
    mutating func apply(flags: [Substring]) {
        var index = 0
        /// The value of a flag written `-flag value` or `-flag=value`.
        func value(_ flag: Substring, named name: String) -> String? {
            if flag == name {
                guard index + 1 < flags.count else { return nil }
                index += 1
                return String(flags[index])
            }
            if flag.hasPrefix(name + "=") { return String(flag.dropFirst(name.count + 1)) }
            return nil
        }
        while index < flags.count {
            let flag = flags[index]
            if flag == "-enable-library-evolution" {
                libraryEvolution = true
            } else if let name = value(flag, named: "-module-name") {
                moduleName = name
            } else if let version = value(flag, named: "-swift-version") {
                swiftVersion = version
            } else if let package = value(flag, named: "-package-name") {
                packageName = package
            } else if let feature = value(flag, named: "-enable-upcoming-feature") {
                upcomingFeatures.append(Self.featureName(feature))
            } else if let feature = value(flag, named: "-enable-experimental-feature") {
                experimentalFeatures.append(Self.featureName(feature))
            }
            index += 1
        }
    }

    /// `StrictConcurrency=complete` names the feature `StrictConcurrency`.
    private static func featureName(_ flag: String) -> String {
        flag.split(separator: "=", maxSplits: 1).first.map(String.init) ?? flag
    }

    /// The flags of one line, split at spaces; a value in double quotes keeps its spaces.
    static func words(_ text: Substring) -> [Substring] {
        var words: [Substring] = []
        var start: Substring.Index?
        var quoted = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" {
                quoted.toggle()
                if start == nil { start = index }
            } else if character == " " || character == "\t", !quoted {
                if let begun = start { words.append(text[begun..<index].unquoted) }
                start = nil
            } else if start == nil {
                start = index
            }
            index = text.index(after: index)
        }
        if let begun = start { words.append(text[begun...].unquoted) }
        return words
    }

    /// The text after `//` of each comment line that opens the file, up to the first line that
    /// is neither a `//` comment nor blank. At most `maximumHeaderLines` lines are looked at.
    static func leadingCommentLines(_ bytes: some Collection<UInt8>) -> [Substring] {
        var lines: [Substring] = []
        var line: [UInt8] = []
        var looked = 0
        func finish() -> Bool {
            looked += 1
            let text = Substring(decoding: line, as: UTF8.self).trimmingSpaces
            line.removeAll(keepingCapacity: true)
            if text.isEmpty { return looked < maximumHeaderLines }
            guard text.hasPrefix("//") else { return false }
            lines.append(text.dropFirst(2))
            return looked < maximumHeaderLines
        }
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                if !finish() { return lines }
            } else if byte != UInt8(ascii: "\r") {
                line.append(byte)
            }
        }
        if !line.isEmpty { _ = finish() }
        return lines
    }

    /// Interfaces put their header in the first few lines; a file whose opening comment runs
    /// longer is not searched further.
    static let maximumHeaderLines = 64
}

extension Substring {
    /// Without leading and trailing spaces and tabs.
    fileprivate var trimmingSpaces: Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text
    }

    /// Without the double quotes around it, if it has them.
    fileprivate var unquoted: Substring {
        count >= 2 && first == "\"" && last == "\"" ? dropFirst().dropLast() : self
    }
}

extension InterfaceHeader {
    /// The header of the file at `path` when the path names a module interface (an empty
    /// header when the file has none, so the module still comes from the path); nil for
    /// any other file.
    public static func of(_ bytes: some Collection<UInt8>, path: String) -> InterfaceHeader? {
        guard isInterfacePath(path) else { return nil }
        return read(bytes) ?? InterfaceHeader()
    }
}
