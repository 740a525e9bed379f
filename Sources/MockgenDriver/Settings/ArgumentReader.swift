/// Reads command-line words through `Setting.schema`, without swift-argument-parser: what the
/// plugin tool and the golden fixtures' options lines use, so they read every setting the way
/// `mockgen` does. Words: `--long value`, `--long=value`, `-x value`, `-xvalue` for a short
/// option that takes a value, `--flag`, and anything not starting with `-` as a path.
public enum ArgumentReader {
    /// The settings `words` (without the program name) give.
    public static func settings(_ words: [String]) throws(Setting.Problem) -> MockgenSettings {
        var settings = MockgenSettings()
        var rest = words[...]
        while let word = rest.popFirst() {
            guard word.hasPrefix("-"), word.count > 1 else {
                try Setting.paths.apply(.texts([word]), to: &settings)
                continue
            }
            let (setting, attached) = try find(word)
            let input: Setting.Input
            switch setting.form {
            case .flag(let flagValue):
                if attached != nil { throw Setting.Problem("\(setting) takes no value") }
                input = .flag(flagValue)
            case .value, .values:
                guard let value = attached ?? rest.popFirst() else { throw Setting.Problem("\(setting) needs a value") }
                input = .text(value)
            }
            do throws(Setting.Problem) {
                try setting.apply(input, to: &settings)
            } catch {
                throw Setting.Problem("\(setting): \(error.message)")
            }
        }
        return settings
    }

    /// The setting a flag word names, with the value written into the same word, if any.
    private static func find(_ word: String) throws(Setting.Problem) -> (Setting, attached: String?) {
        if word.hasPrefix("--") {
            let body = word.dropFirst(2)
            let name = body.prefix { $0 != "=" }
            let attached = name.count < body.count ? String(body.dropFirst(name.count + 1)) : nil
            if let setting = Setting.named(flag: String(name)) { return (setting, attached) }
        } else if let short = word.dropFirst().first, let setting = Setting.named(flag: String(short)) {
            let rest = word.dropFirst(2)
            if case .flag = setting.form, !rest.isEmpty {
                throw Setting.Problem("'\(word)' is not an option of mockgen")
            }
            return (setting, rest.isEmpty ? nil : String(rest))
        }
        throw Setting.Problem("'\(word)' is not an option of mockgen")
    }
}
