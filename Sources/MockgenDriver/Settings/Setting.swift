/// One setting of mockgen, declared once (`Setting.schema`): how the command line and the
/// configuration file spell it, its help, what it may do beside a configuration file, and how a
/// value given through any door is checked and stored in `MockgenSettings`.
///
/// Every door reads settings through this: the `mockgen` command line names its flags after
/// `flag`, `ArgumentReader` (the plugin tool, golden fixtures) reads argument words with it, and
/// the configuration decoder maps each `key:` to it. A setting added here reaches every door.
public struct Setting: Sendable, CustomStringConvertible {
    /// How the command line spells a setting.
    public enum Flag: Hashable, Sendable {
        /// `--long` (and `-short`), before its value if it takes one.
        case named(String, short: Character? = nil)
        /// The command's arguments (`<path>...`).
        case arguments
        /// Only in the configuration file, for this reason.
        case none(because: String)
    }

    /// How a configuration file's target spells a setting.
    public enum Key: Hashable, Sendable {
        /// `key: value`.
        case named(String)
        /// Only on the command line, for this reason.
        case none(because: String)
    }

    /// What a setting takes.
    public enum Form: Hashable, Sendable {
        /// No value on the command line (the flag sets `flagValue`); `true` or `false` in the file.
        case flag(flagValue: Bool)
        /// One value (the last given wins on the command line).
        case value(name: String)
        /// A list: repeated on the command line, `[a, b]` in the file.
        case values(name: String)
    }

    /// What a setting given on the command line does when the run reads a configuration file.
    public enum BesideConfigurationFile: Hashable, Sendable {
        /// A target's setting: refused there (it belongs in the file).
        case refused
        /// Changes the one target named with `--target`; the text says how, for the message
        /// when more or fewer targets are named (`"replaces one target's output"`).
        case changesOneTarget(String)
        /// Applies to every target run.
        case appliesToEveryTarget
        /// A setting of the run itself (check mode, verbosity, which targets).
        case run
    }

    /// A value as a door gives it, before it is checked.
    public enum Input: Hashable, Sendable {
        case flag(Bool)
        case text(String)
        case texts([String])
    }

    /// A value a setting refuses, with the reason (no door's position in it: each door adds its own).
    public struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
        public var message: String
        public init(_ message: String) { self.message = message }
        public var description: String { message }
    }

    public let flag: Flag
    public let key: Key
    public let form: Form
    /// One line (or a few) for `--help` and the documentation.
    public let help: String
    public let besideConfigurationFile: BesideConfigurationFile
    /// Whether the values are paths, which a configuration file resolves against its own folder.
    public let holdsPaths: Bool

    private let store: @Sendable (inout MockgenSettings, Input) throws(Problem) -> Void
    private let given: @Sendable (MockgenSettings) -> Bool
    private let copy: @Sendable (MockgenSettings, inout MockgenSettings) -> Void
    private let mapPaths: @Sendable (inout MockgenSettings, (String) -> String) -> Void

    /// `--long` for a named flag, else the configuration key, else `<path>`: how messages name it.
    public var description: String {
        switch (flag, key) {
        case (.named(let long, _), _): "--" + long
        case (.arguments, _): "<path>"
        case (.none, .named(let key)): key
        case (.none, .none): "a setting with neither flag nor key"
        }
    }

    /// The long flag without its dashes, nil when the command line does not spell it with one.
    public var longFlag: String? {
        if case .named(let long, _) = flag { return long }
        return nil
    }

    /// The configuration key, nil when the file has none.
    public var keyName: String? {
        if case .named(let name) = key { return name }
        return nil
    }

    /// Checks `input` and stores it in `settings`: a flag's value, the one value (replacing an
    /// earlier one), or the values (after the earlier ones).
    public func apply(_ input: Input, to settings: inout MockgenSettings) throws(Problem) {
        try store(&settings, input)
    }

    /// Whether `settings` holds a value for this setting other than its default.
    public func isGiven(in settings: MockgenSettings) -> Bool { given(settings) }

    /// Puts this setting's value in `source` into `target`: a flag or value replaces, a list adds.
    public func copy(from source: MockgenSettings, to target: inout MockgenSettings) { copy(source, &target) }

    /// Rewrites this setting's paths with `transform` (nothing when it holds no paths).
    public func resolvePaths(in settings: inout MockgenSettings, _ transform: (String) -> String) {
        mapPaths(&settings, transform)
    }
}

// MARK: Declaring settings

extension Setting {
    /// A setting stored as a `Bool` (`flagValue` is what the command-line flag sets).
    static func toggle(
        _ flag: Flag, key: Key, help: String, flagValue: Bool = true,
        besideConfigurationFile: BesideConfigurationFile = .refused,
        _ path: any WritableKeyPath<MockgenSettings, Bool> & Sendable
    ) -> Setting {
        let defaultValue = MockgenSettings()[keyPath: path]
        return Setting(
            flag: flag, key: key, form: .flag(flagValue: flagValue), help: help,
            besideConfigurationFile: besideConfigurationFile, holdsPaths: false,
            store: { (settings, input) throws(Problem) in
                guard case .flag(let value) = input else { throw Problem("expected true or false") }
                settings[keyPath: path] = value
            },
            given: { $0[keyPath: path] != defaultValue },
            copy: { source, target in target[keyPath: path] = source[keyPath: path] },
            mapPaths: { _, _ in })
    }

    /// A setting of one value, read from its text by `parse`.
    static func single<Value: Hashable & Sendable>(
        _ flag: Flag, key: Key, valueName: String, help: String,
        besideConfigurationFile: BesideConfigurationFile = .refused,
        _ path: any WritableKeyPath<MockgenSettings, Value?> & Sendable,
        parse: @escaping @Sendable (String) throws(Problem) -> Value
    ) -> Setting {
        Setting(
            flag: flag, key: key, form: .value(name: valueName), help: help,
            besideConfigurationFile: besideConfigurationFile, holdsPaths: false,
            store: { (settings, input) throws(Problem) in
                guard case .text(let text) = input else { throw Problem("expected a single value") }
                settings[keyPath: path] = try parse(text)
            },
            given: { $0[keyPath: path] != nil },
            copy: { source, target in
                if let value = source[keyPath: path] { target[keyPath: path] = value }
            },
            mapPaths: { _, _ in })
    }

    /// A setting of one path (or other text taken as written, when `holdsPaths` is false).
    static func text(
        _ flag: Flag, key: Key, valueName: String, help: String,
        besideConfigurationFile: BesideConfigurationFile = .refused, holdsPaths: Bool = true,
        _ path: any WritableKeyPath<MockgenSettings, String?> & Sendable,
        check: @escaping @Sendable (String) throws(Problem) -> Void = { _ in }
    ) -> Setting {
        let setting = single(
            flag, key: key, valueName: valueName, help: help, besideConfigurationFile: besideConfigurationFile, path,
            parse: checked(check))
        guard holdsPaths else { return setting }
        return setting.mappingPaths { settings, transform in settings[keyPath: path] = settings[keyPath: path].map(transform) }
    }

    /// A list setting, each element read from its text by `parse`.
    static func list<Element: Hashable & Sendable>(
        _ flag: Flag, key: Key, valueName: String, help: String,
        besideConfigurationFile: BesideConfigurationFile = .refused,
        _ path: any WritableKeyPath<MockgenSettings, [Element]> & Sendable,
        parse: @escaping @Sendable (String) throws(Problem) -> Element
    ) -> Setting {
        Setting(
            flag: flag, key: key, form: .values(name: valueName), help: help,
            besideConfigurationFile: besideConfigurationFile, holdsPaths: false,
            store: { (settings, input) throws(Problem) in
                let texts: [String]
                switch input {
                case .texts(let list): texts = list
                case .text(let one): texts = [one]
                case .flag: throw Problem("expected a list")
                }
                for text in texts { settings[keyPath: path].append(try parse(text)) }
            },
            given: { !$0[keyPath: path].isEmpty },
            copy: { source, target in target[keyPath: path] += source[keyPath: path] },
            mapPaths: { _, _ in })
    }

    /// A list of paths (or other texts taken as written, when `holdsPaths` is false).
    static func texts(
        _ flag: Flag, key: Key, valueName: String, help: String,
        besideConfigurationFile: BesideConfigurationFile = .refused, holdsPaths: Bool = true,
        _ path: any WritableKeyPath<MockgenSettings, [String]> & Sendable,
        check: @escaping @Sendable (String) throws(Problem) -> Void = { _ in }
    ) -> Setting {
        let setting = list(
            flag, key: key, valueName: valueName, help: help, besideConfigurationFile: besideConfigurationFile, path,
            parse: checked(check))
        guard holdsPaths else { return setting }
        return setting.mappingPaths { settings, transform in settings[keyPath: path] = settings[keyPath: path].map(transform) }
    }

    /// Text taken as written once `check` accepts it.
    private static func checked(
        _ check: @escaping @Sendable (String) throws(Problem) -> Void
    ) -> @Sendable (String) throws(Problem) -> String {
        { (text) throws(Problem) in
            try check(text)
            return text
        }
    }

    private func mappingPaths(_ map: @escaping @Sendable (inout MockgenSettings, (String) -> String) -> Void) -> Setting {
        Setting(
            flag: flag, key: key, form: form, help: help, besideConfigurationFile: besideConfigurationFile,
            holdsPaths: true, store: store, given: given, copy: copy, mapPaths: map)
    }
}
