/// The command a generated file's header names for regenerating it, when the door gives none
/// with `--regenerate-command`: the program and the words it was run with, less the settings of
/// the run itself (`--check`, `--quiet`, `--verbose`, `--target`...: a configuration run adds
/// `--target <name>` for each target it writes), with paths below the current folder written
/// relative to it, so the header holds no machine's folder when the command was run from the
/// package.
public enum RegenerationCommand {
    /// `request` with the command of `program` run with `arguments` (without the program name)
    /// from `currentDirectory`, unless it already has one or prints its mocks.
    public static func filling(
        _ request: RunRequest, program: String, arguments: [String], currentDirectory: String?
    ) -> RunRequest {
        let command = ([program] + words(arguments, currentDirectory: currentDirectory).map(quoted))
            .joined(separator: " ")
        switch request {
        case .paths(var options):
            // Printed mocks go where the shell sends them, which the command does not say: no command then.
            let writes = options.output != nil || options.outputDirectory != nil
            if writes && options.generator.regenerationCommand == nil { options.generator.regenerationCommand = command }
            return .paths(options)
        case .configuration(var configuration):
            if configuration.regenerationCommand == nil { configuration.regenerationCommand = command }
            return .configuration(configuration)
        }
    }

    /// `arguments` without the settings of the run (and their values), `--config` excepted.
    static func words(_ arguments: [String], currentDirectory: String?) -> [String] {
        var kept: [String] = []
        var rest = arguments[...]
        var onlyPaths = false
        while let word = rest.popFirst() {
            if onlyPaths || !word.hasPrefix("-") || word == "-" {
                kept.append(relative(word, to: currentDirectory))
                continue
            }
            if word == "--" {
                onlyPaths = true
                kept.append(word)
                continue
            }
            let name = word.drop { $0 == "-" }.prefix { $0 != "=" }
            let joinedValue = word.firstIndex(of: "=").map { word[word.index(after: $0)...] }
            let setting = Setting.named(flag: String(name))
            let takesValue = setting.map { if case .flag = $0.form { false } else { true } } ?? false
            if let setting, setting.besideConfigurationFile == .run,
               setting.longFlag != Setting.configurationFile.longFlag {
                if takesValue && joinedValue == nil { _ = rest.popFirst() }
                continue
            }
            if let joinedValue {
                let flag = String(word[..<word.index(before: joinedValue.startIndex)])
                kept.append(flag + "=" + relative(String(joinedValue), to: currentDirectory))
            } else {
                kept.append(word)
                if takesValue, let value = rest.popFirst() { kept.append(relative(value, to: currentDirectory)) }
            }
        }
        return kept
    }

    /// `path` relative to `folder` when it lies below it.
    static func relative(_ path: String, to folder: String?) -> String {
        guard let folder, path.hasPrefix("/") else { return path }
        if path == folder { return "." }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// `word` as a shell reads it back: as it is when it holds only safe characters, else in
    /// single quotes.
    public static func quoted(_ word: String) -> String {
        let safe = word.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || "-_./=:,+@%".utf8.contains(byte)
        }
        if safe && !word.isEmpty { return word }
        return "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
