import MockgenFrontEnd
import MockgenGenerator

/// Gives a parsed configuration file its meaning: checks every key and type, and builds
/// `MockgenConfiguration`. Unknown keys, values of the wrong type and missing required keys
/// are errors naming the line and the key path (`targets.AppTests.access`).
///
///     targets:
///       AppTests:
///         sources: [Sources/App]
///         output: Tests/AppTests/Mocks.generated.swift
///         testable-imports: [App]
struct ConfigurationDecoder {
    let file: String

    /// The keys a target accepts, in the order messages list them.
    static let targetKeys = [
        "sources", "output", "output-dir", "shards", "imports", "testable-imports", "access", "all", "all-classes",
        "spies", "excludes", "context", "module", "defines", "define-availability", "package-path", "toolchain",
        "used-in", "prune", "platform",
    ]

    func decode(_ root: ConfigurationNode) throws(ConfigurationError) -> MockgenConfiguration {
        if case .empty = root.value {
            throw error(root.position, key: nil, "the file is empty; it needs a 'targets:' mapping")
        }
        let entries = try mapping(root, key: nil)
        try refuseUnknownKeys(entries, known: ["targets"], under: nil)
        guard let targetsEntry = entries.first(where: { $0.key == "targets" }) else {
            throw error(root.position, key: nil, "missing the 'targets:' mapping (one entry per test target)")
        }
        let targetEntries = try mapping(targetsEntry.value, key: "targets")
        if targetEntries.isEmpty {
            throw error(targetsEntry.keyPosition, key: "targets", "no targets are configured")
        }
        var targets: [TargetConfiguration] = []
        for entry in targetEntries {
            targets.append(try target(entry))
        }
        return MockgenConfiguration(file: file, targets: targets)
    }

    private func target(_ entry: ConfigurationEntry) throws(ConfigurationError) -> TargetConfiguration {
        let path = "targets.\(entry.key)"
        let entries = try mapping(entry.value, key: path)
        try refuseUnknownKeys(entries, known: Self.targetKeys, under: path)
        func find(_ key: String) -> ConfigurationEntry? { entries.first { $0.key == key } }

        guard let sourcesEntry = find("sources") else {
            throw error(entry.keyPosition, key: path, "missing 'sources:' (the files and folders to read)")
        }
        let sources = try strings(sourcesEntry.value, key: "\(path).sources")
        if sources.isEmpty {
            throw error(sourcesEntry.keyPosition, key: "\(path).sources", "expected at least one file or folder")
        }
        let (output, outputEntry) = try output(find, at: entry, path: path)

        var access = GeneratorOptions.Access.internal
        if let accessEntry = find("access") {
            let written = try text(accessEntry.value, key: "\(path).access")
            guard let value = GeneratorOptions.Access(rawValue: written) else {
                throw error(accessEntry.value.position, key: "\(path).access",
                    "'\(written)' is not an access level; expected internal, public or package")
            }
            access = value
        }
        var mockAll = false
        if let allEntry = find("all") {
            mockAll = try bool(allEntry.value, key: "\(path).all")
        }
        let mockAllClasses = try find("all-classes").map { (entry) throws(ConfigurationError) in
            try bool(entry.value, key: "\(path).all-classes")
        } ?? false
        let spies = try find("spies").map { (entry) throws(ConfigurationError) in
            try bool(entry.value, key: "\(path).spies")
        } ?? false
        let context = try find("context").map { (entry) throws(ConfigurationError) in
            try strings(entry.value, key: "\(path).context")
        } ?? []
        let excludes = try find("excludes").map { (entry) throws(ConfigurationError) in
            try strings(entry.value, key: "\(path).excludes").map(\.text)
        } ?? []
        let moduleName = try find("module").map { (entry) throws(ConfigurationError) in
            try module(entry.value, key: "\(path).module")
        }
        let packagePath = try find("package-path").map { (entry) throws(ConfigurationError) in
            try text(entry.value, key: "\(path).package-path")
        }
        let toolchain = try find("toolchain").map { (entry) throws(ConfigurationError) in
            try text(entry.value, key: "\(path).toolchain")
        }
        let platform = try find("platform").map { (entry) throws(ConfigurationError) in
            let name = try text(entry.value, key: "\(path).platform")
            guard TargetPlatform(named: name) != nil else {
                throw error(entry.value.position, key: "\(path).platform",
                    "'\(name)' is not a platform; expected one of \(TargetPlatform.knownNames.joined(separator: ", "))")
            }
            return name
        }
        let (usedIn, prunes) = try pruning(find, path: path)
        var target = TargetConfiguration(
            name: entry.key,
            sources: sources.map(\.text),
            output: output,
            imports: try modules(find("imports"), key: "\(path).imports"),
            testableImports: try modules(find("testable-imports"), key: "\(path).testable-imports"),
            access: access,
            mockAll: mockAll,
            mockAllClasses: mockAllClasses,
            spies: spies,
            excludes: excludes,
            context: context.map(\.text),
            module: moduleName,
            defines: try compilationNames(find("defines"), key: "\(path).defines"),
            availabilityMacros: try availabilityMacros(find("define-availability"), key: "\(path).define-availability"),
            packagePath: packagePath,
            toolchain: toolchain,
            outputPosition: outputEntry.value.position,
            sourcePositions: sources.map(\.position),
            contextPositions: context.map(\.position)
        )
        target.usedIn = usedIn
        target.prunes = prunes
        target.platform = platform
        return target
    }

    /// `used-in: [<folder>, ...]` and `prune: <bool>`; `prune: false` with `used-in` contradicts itself.
    private func pruning(
        _ find: (String) -> ConfigurationEntry?, path: String
    ) throws(ConfigurationError) -> (usedIn: [String], prunes: Bool) {
        let usedIn = try find("used-in").map { (entry) throws(ConfigurationError) in
            try strings(entry.value, key: "\(path).used-in").map(\.text)
        } ?? []
        guard let pruneEntry = find("prune") else { return (usedIn, true) }
        let prunes = try bool(pruneEntry.value, key: "\(path).prune")
        if !prunes && !usedIn.isEmpty {
            throw error(pruneEntry.keyPosition, key: "\(path).prune",
                "'prune: false' turns off the pruning 'used-in' asks for; remove one of them")
        }
        return (usedIn, prunes)
    }

    /// `output: <file>`, or `output-dir: <folder>` with an optional `shards: <count>`.
    private func output(
        _ find: (String) -> ConfigurationEntry?, at target: ConfigurationEntry, path: String
    ) throws(ConfigurationError) -> (TargetConfiguration.Output, ConfigurationEntry) {
        let fileEntry = find("output")
        let folderEntry = find("output-dir")
        let shardsEntry = find("shards")
        if let fileEntry, let folderEntry {
            let second = [fileEntry, folderEntry].max {
                ($0.keyPosition.line, $0.keyPosition.column) < ($1.keyPosition.line, $1.keyPosition.column)
            }!
            throw error(second.keyPosition, key: "\(path).\(second.key)",
                "'output' and 'output-dir' cannot both be set; choose one file or one folder")
        }
        if let fileEntry {
            if let shardsEntry {
                throw error(shardsEntry.keyPosition, key: "\(path).shards",
                    "'shards' needs 'output-dir' (the folder to spread the mocks over), not 'output'")
            }
            return (.file(try text(fileEntry.value, key: "\(path).output")), fileEntry)
        }
        guard let folderEntry else {
            throw error(target.keyPosition, key: path,
                "missing 'output:' (the file to write the mocks to) "
                    + "or 'output-dir:' (a folder with one file per source file)")
        }
        let folder = try text(folderEntry.value, key: "\(path).output-dir")
        var shards: Int?
        if let shardsEntry {
            let key = "\(path).shards"
            guard case .scalar(let written, quoted: false) = shardsEntry.value.value, let count = Int(written) else {
                throw wrongType(shardsEntry.value, key: key, expected: "a whole number")
            }
            if count < 1 {
                throw error(
                    shardsEntry.value.position, key: key, "expected a number of files of at least 1, found \(count)")
            }
            shards = count
        }
        return (.folder(folder, shards: shards), folderEntry)
    }

    // MARK: Types

    private func mapping(_ node: ConfigurationNode, key: String?) throws(ConfigurationError) -> [ConfigurationEntry] {
        guard case .mapping(let entries) = node.value else {
            throw wrongType(node, key: key, expected: "a mapping of keys")
        }
        return entries
    }

    /// A list of text values; each keeps its position for later messages.
    private func strings(
        _ node: ConfigurationNode, key: String
    ) throws(ConfigurationError) -> [(text: String, position: ConfigurationPosition)] {
        guard case .sequence(let items) = node.value else {
            throw wrongType(node, key: key, expected: "a list ('[a, b]' or one '- item' per line)")
        }
        var values: [(text: String, position: ConfigurationPosition)] = []
        for (offset, item) in items.enumerated() {
            values.append((try text(item, key: "\(key)[\(offset)]"), item.position))
        }
        return values
    }

    private func text(_ node: ConfigurationNode, key: String) throws(ConfigurationError) -> String {
        guard case .scalar(let text, _) = node.value else {
            throw wrongType(node, key: key, expected: "a single value")
        }
        if text.isEmpty { throw error(node.position, key: key, "expected a value, not an empty string") }
        return text
    }

    private func bool(_ node: ConfigurationNode, key: String) throws(ConfigurationError) -> Bool {
        if case .scalar(let text, quoted: false) = node.value {
            if text == "true" { return true }
            if text == "false" { return false }
        }
        throw wrongType(node, key: key, expected: "true or false")
    }

    /// Module names for `import` lines: no spaces or punctuation that would break the line.
    private func modules(_ entry: ConfigurationEntry?, key: String) throws(ConfigurationError) -> [String] {
        guard let entry else { return [] }
        let names = try strings(entry.value, key: key)
        for (offset, name) in names.enumerated() where !Self.isModuleName(name.text) {
            throw error(name.position, key: "\(key)[\(offset)]", "'\(name.text)' is not a module name")
        }
        return names.map(\.text)
    }

    /// One module name (`module:`).
    private func module(_ node: ConfigurationNode, key: String) throws(ConfigurationError) -> String {
        let name = try text(node, key: key)
        if !Self.isModuleName(name) { throw error(node.position, key: key, "'\(name)' is not a module name") }
        return name
    }

    private static func isModuleName(_ text: String) -> Bool {
        text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    }

    /// `defines: [NAME, ...]`: names `#if NAME` tests, each an ASCII identifier.
    private func compilationNames(_ entry: ConfigurationEntry?, key: String) throws(ConfigurationError) -> [String] {
        guard let entry else { return [] }
        return try strings(entry.value, key: key).enumerated().map { (index, name) throws(ConfigurationError) in
            guard Self.isIdentifier(name.text) else {
                throw error(name.position, key: "\(key)[\(index)]",
                    "'\(name.text)' is not a compilation name (a letter or _, then letters, digits or _)")
            }
            return name.text
        }
    }

    private static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.utf8.first, CharacterClass.isIdentifierHead(first) else { return false }
        return text.utf8.allSatisfy(CharacterClass.isIdentifierBody)
    }

    /// `define-availability:` definitions, each as the compiler spells it (`Name:macOS 13, iOS 16`).
    private func availabilityMacros(
        _ entry: ConfigurationEntry?, key: String
    ) throws(ConfigurationError) -> [AvailabilityMacro] {
        guard let entry else { return [] }
        var macros: [AvailabilityMacro] = []
        for (offset, definition) in try strings(entry.value, key: key).enumerated() {
            guard let macro = AvailabilityMacro(definition: definition.text) else {
                throw error(definition.position, key: "\(key)[\(offset)]",
                    "'\(definition.text)' is not of the form \"Name:macOS 13, iOS 16\"")
            }
            macros.append(macro)
        }
        return macros
    }

    // MARK: Errors

    private func refuseUnknownKeys(
        _ entries: [ConfigurationEntry], known: [String], under parent: String?
    ) throws(ConfigurationError) {
        for entry in entries where !known.contains(entry.key) {
            let suggestion = KeySuggestion.closest(to: entry.key, among: known).map { "did you mean '\($0)'? " } ?? ""
            let names = known.map { "'\($0)'" }
            let expected = known.count == 1 ? names[0] : "one of " + names.joined(separator: ", ")
            throw error(entry.keyPosition, key: parent.map { "\($0).\(entry.key)" } ?? entry.key,
                "unknown key; \(suggestion)expected \(expected)")
        }
    }

    private func wrongType(_ node: ConfigurationNode, key: String?, expected: String) -> ConfigurationError {
        error(node.position, key: key, "expected \(expected), found \(node.kindDescription)")
    }

    private func error(_ position: ConfigurationPosition, key: String?, _ message: String) -> ConfigurationError {
        ConfigurationError(file: file, position: position, key: key, message: message)
    }
}
