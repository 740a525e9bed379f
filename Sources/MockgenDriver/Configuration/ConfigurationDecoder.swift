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

    /// The keys a target accepts, in the order messages list them: every setting's key.
    static let targetKeys = Setting.schema.compactMap(\.keyName)

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

    /// One target: every key applied through its `Setting`, then the rules between keys.
    private func target(_ entry: ConfigurationEntry) throws(ConfigurationError) -> TargetConfiguration {
        let path = "targets.\(entry.key)"
        let entries = try mapping(entry.value, key: path)
        try refuseUnknownKeys(entries, known: Self.targetKeys, under: path)
        var settings = MockgenSettings()
        var positions: [String: [ConfigurationPosition]] = [:]
        for item in entries {
            guard let setting = Setting.named(key: item.key) else { continue }
            positions[item.key] = try apply(setting, item, under: path, to: &settings)
        }
        func find(_ key: String) -> ConfigurationEntry? { entries.first { $0.key == key } }

        guard let sourcesEntry = find("sources") else {
            throw error(entry.keyPosition, key: path, "missing 'sources:' (the files and folders to read)")
        }
        if settings.paths.isEmpty {
            throw error(sourcesEntry.keyPosition, key: "\(path).sources", "expected at least one file or folder")
        }
        let outputEntry = try output(find, path: path)
        if let pruneEntry = find("prune"), !settings.prunes, !settings.usedIn.isEmpty {
            throw error(pruneEntry.keyPosition, key: "\(path).prune",
                "'prune: false' turns off the pruning 'used-in' asks for; remove one of them")
        }
        return TargetConfiguration(
            name: entry.key,
            settings: settings,
            outputPosition: outputEntry?.value.position ?? entry.keyPosition,
            sourcePositions: positions["sources"] ?? [],
            contextPositions: positions["context"] ?? []
        )
    }

    /// Reads `entry`'s value in `setting`'s form and stores it; returns where each value was
    /// written. A refused value is an error at its own position (a list's element by index).
    private func apply(
        _ setting: Setting, _ entry: ConfigurationEntry, under path: String, to settings: inout MockgenSettings
    ) throws(ConfigurationError) -> [ConfigurationPosition] {
        let key = "\(path).\(entry.key)"
        func store(_ input: Setting.Input, at position: ConfigurationPosition, key: String) throws(ConfigurationError) {
            do throws(Setting.Problem) {
                try setting.apply(input, to: &settings)
            } catch {
                throw self.error(position, key: key, error.message)
            }
        }
        switch setting.form {
        case .flag:
            try store(.flag(try bool(entry.value, key: key)), at: entry.value.position, key: key)
            return [entry.value.position]
        case .value:
            try store(.text(try text(entry.value, key: key)), at: entry.value.position, key: key)
            return [entry.value.position]
        case .values:
            let items = try strings(entry.value, key: key)
            for (offset, item) in items.enumerated() {
                try store(.texts([item.text]), at: item.position, key: "\(key)[\(offset)]")
            }
            return items.map(\.position)
        }
    }

    /// Checks that at most one of `output: <file>` and `output-dir: <folder>` is given, and
    /// `shards` only with the folder; returns the entry that gave it, nil for a target without
    /// either (one whose mocks the build tool plugin generates: see `TargetConfiguration.hasOutput`).
    private func output(
        _ find: (String) -> ConfigurationEntry?, path: String
    ) throws(ConfigurationError) -> ConfigurationEntry? {
        let fileEntry = find("output")
        let folderEntry = find("output-dir")
        if let fileEntry, let folderEntry {
            let second = [fileEntry, folderEntry].max {
                ($0.keyPosition.line, $0.keyPosition.column) < ($1.keyPosition.line, $1.keyPosition.column)
            }!
            throw error(second.keyPosition, key: "\(path).\(second.key)",
                "'output' and 'output-dir' cannot both be set; choose one file or one folder")
        }
        if let shardsEntry = find("shards"), folderEntry == nil {
            throw error(shardsEntry.keyPosition, key: "\(path).shards",
                "'shards' needs 'output-dir' (the folder to spread the mocks over), not 'output'")
        }
        return fileEntry ?? folderEntry
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
