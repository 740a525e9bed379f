public import MockgenGenerator

/// Mockolo's command line, read into mockgen's settings: `mockgen mockolo -s Sources -d Mocks.swift
/// -i App` runs what `mockolo -s Sources -d Mocks.swift -i App` asked for, so a script written for
/// Mockolo changes only the program it calls.
///
/// Every Mockolo flag is declared once in `flags`, with what mockgen makes of it; the help and the
/// documentation's table follow that list. Flags that mean something to mockgen are translated into
/// the settings of `Setting.schema` (through `Setting.apply`, so they are checked as mockgen's own
/// flags are); flags asking for what mockgen always does are accepted; flags whose work mockgen
/// cannot do are refused with a sentence naming what to use instead.
///
/// The words are read the way Mockolo's parser reads them: `--long value`, `--long=value`, `-s value`,
/// the single-dash long names `-srcs` and `-mocks`, and lists taking every word up to the next one
/// that starts with `-` (`-s A B C`, also repeated: `-s A -s B`).
public enum MockoloArguments {
    /// The compatibility every run through this door asks for, so the mocks carry Mockolo's members
    /// (`fooCallCount`, `fooHandler`, `fooArgValues`) that tests written against Mockolo's mocks use.
    public static let compatibility: GeneratorOptions.Compatibility? = .mockolo

    /// What a Mockolo command line asks for.
    public struct Reading: Hashable, Sendable {
        public enum Action: Hashable, Sendable {
            /// Generate the mocks with `settings`.
            case run
            /// `-h`, `--help`: print `MockoloArguments.help`.
            case help
            /// `--version` or `-v` as the first word (as Mockolo takes it): print mockgen's version.
            case version
        }

        public var action: Action
        public var settings: MockgenSettings
        /// One sentence for each flag that was accepted but changes nothing (or was overridden, as
        /// Mockolo overrides it), for standard error.
        public var notes: [String]
    }

    /// One flag of Mockolo's command line and what mockgen does with it.
    public struct Flag: Sendable {
        /// How Mockolo spells it, short name first when there is one (`-s`, `--sourcedirs`).
        public let names: [String]
        /// The value's name for the help; nil for a flag without a value.
        public let valueName: String?
        /// Whether it takes every word up to the next option (`-s A B C`) rather than one.
        public let takesSeveral: Bool
        /// What mockgen does with it, for the help and the documentation.
        public let meaning: String
        let take: @Sendable (inout Collected, _ name: String, _ values: [String]) throws(Setting.Problem) -> Void

        /// How the help and messages name it: `-s/--sourcedirs`.
        public var title: String { names.joined(separator: "/") }
    }

    /// The settings that `words` (without the program's name and the word `mockolo`) ask for; see
    /// `read` for the notes and for `--help`.
    public static func settings(
        _ words: [String], fileSystem: any FileSystem = LocalFileSystem()
    ) throws(Setting.Problem) -> MockgenSettings {
        try read(words, fileSystem: fileSystem).settings
    }

    /// Reads `words` as Mockolo's command line. The file of `-f/--filelist` is read through
    /// `fileSystem`. A refused flag, an unknown word or a value a setting refuses throws a problem
    /// whose message is a sentence naming the flag as written.
    public static func read(
        _ words: [String], fileSystem: any FileSystem = LocalFileSystem()
    ) throws(Setting.Problem) -> Reading {
        if words.contains("-h") || words.contains("--help") {
            return Reading(action: .help, settings: MockgenSettings(), notes: [])
        }
        if let first = words.first, first == "--version" || first == "-v" {
            return Reading(action: .version, settings: MockgenSettings(), notes: [])
        }
        var collected = Collected()
        var rest = words[...]
        while let word = rest.popFirst() {
            guard isOption(word) else {
                throw Setting.Problem(
                    "Unexpected argument '\(word)': Mockolo's command line takes source folders with -s/--sourcedirs and "
                        + "files with -srcs/--sourcefiles or -f/--filelist.")
            }
            let (name, attached) = split(word)
            guard let flag = flag(named: name) else {
                throw Setting.Problem("'\(name)' is not an option of Mockolo's command line (see mockgen mockolo --help).")
            }
            var values: [String] = []
            if flag.valueName == nil {
                if attached != nil { throw Setting.Problem("\(name) takes no value.") }
            } else {
                if let attached { values.append(attached) }
                if flag.takesSeveral {
                    while let next = rest.first, !isOption(next) { values.append(next); rest.removeFirst() }
                } else if attached == nil, let next = rest.first, !isOption(next) {
                    values.append(next)
                    rest.removeFirst()
                }
                if values.isEmpty { throw Setting.Problem("\(name) needs a value (\(flag.valueName ?? "")).") }
            }
            try flag.take(&collected, name, values)
        }
        // Deciding the paths may add notes: settings first.
        let settings = try collected.settings(fileSystem: fileSystem)
        return Reading(action: .run, settings: settings, notes: collected.notes)
    }

    /// Every flag of Mockolo's command line, in the order of Mockolo's help.
    public static let flags: [Flag] = [
        Flag(
            names: ["--allow-set-call-count"], valueName: nil, takesSeveral: false,
            meaning: "Accepted, with a note: the `fooCallCount` members (`--compatibility mockolo`, which this door "
                + "sets) count the recorded calls and cannot be set; `reset(mock, .calls)` sets them back to 0.",
            take: { (collected, name, _) throws(Setting.Problem) in
                try needsMockoloMembers(name, "mockgen's mocks have no fooCallCount to set: verify(mock).foo(...).called(n) counts the calls")
                collected.notes.append("\(name): the fooCallCount members count the recorded calls and cannot be set; "
                    + "reset(mock, .calls) sets them all back to 0.")
            }),
        Flag(
            names: ["--annotation"], valueName: "annotation", takesSeveral: false,
            meaning: "`@mockable` only (Mockolo's default): mockgen selects protocols marked `/// @mockable`, "
                + "`// sourcery: AutoMockable` or inheriting `AutoMockable`; another annotation is refused.",
            take: { (_, name, values) throws(Setting.Problem) in
                guard values == ["@mockable"] else {
                    throw Setting.Problem(
                        "\(name) \(values[0]): mockgen selects the protocols marked `/// @mockable` (also `// sourcery: "
                            + "AutoMockable`, or inheriting AutoMockable) and reads no other annotation; mark them so, "
                            + "or mock every protocol with `mockgen --all`.")
                }
            }),
        Flag(
            names: ["-j", "--concurrency-limit"], valueName: "n", takesSeveral: false,
            meaning: "Accepted and ignored, with a note: mockgen reads and writes on every core, and the output "
                + "is the same whatever their number.",
            take: { (collected, name, values) throws(Setting.Problem) in
                guard Int(values[0]) != nil else { throw Setting.Problem("\(name): '\(values[0])' is not a whole number.") }
                collected.notes.append("\(name) is ignored: mockgen uses every core, and writes the same mocks whatever their number.")
            }),
        Flag(
            names: ["-c", "--custom-imports"], valueName: "module", takesSeveral: true,
            meaning: "`--import <module>` for each.",
            take: { collected, _, values in collected.imports += values }),
        Flag(
            names: ["--enable-args-history"], valueName: nil, takesSeveral: false,
            meaning: "Accepted: the `fooArgValues` members come with the Mockolo-shaped mocks (`--compatibility "
                + "mockolo`, which this door sets), always.",
            take: { (_, name, _) throws(Setting.Problem) in
                try needsMockoloMembers(name, "mockgen's mocks keep no fooArgValues arrays: they record every call, checked with verify(mock).foo(.value(x)).called(n)")
            }),
        Flag(
            names: ["--disable-combine-default-values"], valueName: nil, takesSeveral: false,
            meaning: "Accepted: mockgen never makes up Combine publishers; a publisher is stubbed like any other value.",
            take: { _, _, _ in }),
        Flag(
            names: ["--exclude-imports"], valueName: "module", takesSeveral: true,
            meaning: "Refused: mockgen writes the imports of the files that declare the mocked protocols, `--import` "
                + "and `--testable-import`, and leaves none out; a module given to `-i` replaces its plain `import`.",
            take: { (_, name, _) throws(Setting.Problem) in
                throw Setting.Problem(
                    "\(name): mockgen cannot leave an import out. It writes the imports of the files that declare the "
                        + "mocked protocols, --import and --testable-import modules; a module given to -i/--testable-imports "
                        + "needs no plain import, and mockgen drops that one.")
            }),
        Flag(
            names: ["-x", "--exclude-suffixes"], valueName: "suffix", takesSeveral: true,
            meaning: "`--exclude \"*<suffix>.swift\"` for each: skips the Swift files whose name without `.swift` ends "
                + "with the suffix (`-x Images` skips `AppImages.swift`).",
            take: { collected, _, values in collected.excludedSuffixes += values }),
        Flag(
            names: ["--header"], valueName: "header", takesSeveral: false,
            meaning: "Refused: mockgen starts every file with its own header, by which it recognises the files it wrote.",
            take: { (_, name, _) throws(Setting.Problem) in
                throw Setting.Problem(
                    "\(name): mockgen writes no custom header. Its files start with \"\(MockGenerator.header.split(separator: "\n")[0])\", "
                        + "by which it recognises the files it wrote; leave \(name) out.")
            }),
        Flag(
            names: ["-l", "--logging-level"], valueName: "n", takesSeveral: false,
            meaning: "0 to 3; 3 (errors only) is `--quiet`, the others mockgen's usual output (its warnings and errors).",
            take: { (collected, name, values) throws(Setting.Problem) in
                guard let level = Int(values[0]), (0...3).contains(level) else {
                    throw Setting.Problem("\(name): '\(values[0])' is not a logging level; expected 0, 1, 2 or 3.")
                }
                collected.quiet = level == 3
            }),
        Flag(
            names: ["--macro"], valueName: "macro", takesSeveral: false,
            meaning: "Refused: mockgen does not wrap the file in `#if <macro>`; generate the mocks into a test target, "
                + "which release builds do not compile.",
            take: { (_, name, values) throws(Setting.Problem) in
                throw Setting.Problem(
                    "\(name): mockgen does not wrap the mocks in #if \(values[0]) ... #endif. Generate them into a test "
                        + "target (its sources are not built into the app), and leave \(name) out.")
            }),
        Flag(
            names: ["--mock-all"], valueName: nil, takesSeveral: false,
            meaning: "Accepted: mockgen always mocks the classes marked like protocols, as Mockolo does with this flag "
                + "(it is not mockgen's `--all`, which mocks unmarked protocols too).",
            take: { _, _, _ in }),
        Flag(
            names: ["--mock-filelist"], valueName: "file", takesSeveral: false,
            meaning: "Refused: mockgen reads no mocks of other modules; give those modules' sources with `--context`.",
            take: { (_, name, _) throws(Setting.Problem) in throw readsNoMocks(name) }),
        Flag(
            names: ["--mock-final"], valueName: nil, takesSeveral: false,
            meaning: "Accepted: mockgen's mocks are always `final`.",
            take: { _, _, _ in }),
        Flag(
            names: ["-mocks", "--mockfiles"], valueName: "file", takesSeveral: true,
            meaning: "Refused, as `--mock-filelist`.",
            take: { (_, name, _) throws(Setting.Problem) in throw readsNoMocks(name) }),
        Flag(
            names: ["-d", "--destination"], valueName: "file", takesSeveral: false,
            meaning: "`--output <file>`. Required, as in Mockolo.",
            take: { collected, _, values in collected.destination = values[0] }),
        Flag(
            names: ["-s", "--sourcedirs"], valueName: "folder", takesSeveral: true,
            meaning: "The folders to read (`mockgen <path> ...`), their Swift files only; when given, the files of "
                + "`-f` and `-srcs` are ignored, as Mockolo ignores them.",
            take: { collected, _, values in collected.sourceFolders += values }),
        Flag(
            names: ["-f", "--filelist"], valueName: "file", takesSeveral: false,
            meaning: "The Swift files listed in the file, one path a line, relative to the current folder (`mockgen "
                + "<path> ...`); when given, `-srcs` is ignored, as Mockolo ignores it.",
            take: { collected, _, values in collected.fileList = values[0] }),
        Flag(
            names: ["-srcs", "--sourcefiles"], valueName: "file", takesSeveral: true,
            meaning: "The Swift files to read (`mockgen <path> ...`); other files are skipped, as Mockolo skips them.",
            take: { collected, _, values in collected.sourceFiles += values }),
        Flag(
            names: ["-i", "--testable-imports"], valueName: "module", takesSeveral: true,
            meaning: "`--testable-import <module>` for each.",
            take: { collected, _, values in collected.testableImports += values }),
        Flag(
            names: ["--use-template-func"], valueName: nil, takesSeveral: false,
            meaning: "Refused: mockgen's mocks call no shared template function; every call goes to the mock's "
                + "runtime, which `given`, `when` and `verify` read.",
            take: { (_, name, _) throws(Setting.Problem) in
                throw Setting.Problem(
                    "\(name): mockgen's mocks call no template function. Every call goes to the mock's runtime: stub it "
                        + "with given(mock), add side effects with when(mock), check it with verify(mock); leave \(name) out.")
            }),
    ]

    /// The help of `mockgen mockolo`, made from `flags`.
    public static var help: String {
        var lines = [
            "USAGE: mockgen mockolo [<Mockolo's options>] --destination <file>",
            "",
            "Runs mockgen with Mockolo's command line: a script that ran `mockolo <options>` runs",
            "`mockgen mockolo <options>` (or mockgen installed under the name `mockolo`). The mocks are",
            "mockgen's; `mockgen --help` lists mockgen's own options.",
            "",
            "OPTIONS:",
        ]
        for flag in flags {
            let value = flag.valueName.map { " <\($0)>" + (flag.takesSeveral ? " ..." : "") } ?? ""
            lines.append("  " + flag.names.joined(separator: ", ") + value)
            lines += wrapped(String(flag.meaning.filter { $0 != "`" }))
        }
        lines.append("  -h, --help")
        lines += wrapped("Show this help. --version (or -v) as the first option prints mockgen's version.")
        return lines.joined(separator: "\n")
    }

    /// `text` in indented lines of at most 100 characters.
    private static func wrapped(_ text: String) -> [String] {
        let indent = "        "
        var lines: [String] = []
        var line = indent
        for word in text.split(separator: " ") {
            if line.count > indent.count && line.count + 1 + word.count > 100 {
                lines.append(line)
                line = indent
            }
            line += (line.count > indent.count ? " " : "") + word
        }
        lines.append(line)
        return lines
    }

    // MARK: Reading

    /// The flag Mockolo spells `name`.
    static func flag(named name: String) -> Flag? {
        flags.first { $0.names.contains(name) }
    }

    /// Whether a word is an option rather than a value, as Mockolo's parser tells them apart.
    private static func isOption(_ word: String) -> Bool {
        word.hasPrefix("-") && word.count > 1
    }

    /// `--name=value` split at the `=` (not for a one-letter `-x`, whose value is the next word).
    private static func split(_ word: String) -> (name: String, attached: String?) {
        guard word.count > 2, let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }

    /// Throws the refusal of a flag that needs the Mockolo-shaped mocks, unless the door makes them.
    private static func needsMockoloMembers(_ name: String, _ instead: String) throws(Setting.Problem) {
        guard compatibility == nil else { return }
        throw Setting.Problem(
            "\(name): \(instead). Mockolo's own members (fooCallCount, fooHandler, fooArgValues) need "
                + "--compatibility mockolo, which this mockgen does not have yet; leave \(name) out.")
    }

    private static func readsNoMocks(_ name: String) -> Setting.Problem {
        Setting.Problem(
            "\(name): mockgen reads no mocks of other modules. For the protocols the sources inherit from those "
                + "modules, give the modules' sources to `mockgen --context <path>` (read, never mocked); leave \(name) out.")
    }

    /// Globs for what mockgen reads in a folder and Mockolo does not: Mockolo reads only Swift files.
    static let nonSwiftInputs = ["*.h", "*.swiftinterface", "*.swiftmodule", "*.xcframework"]

    /// The glob that skips the files Mockolo's `-x suffix` skips: those whose path without `.swift`
    /// ends with the suffix.
    static func exclusion(forSuffix suffix: String) -> String {
        var escaped = ""
        for character in suffix {
            if "*?[]\\".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        // `*` stays within a folder; a suffix naming folders needs `**`.
        return (suffix.contains("/") ? "**" : "*") + escaped + ".swift"
    }

    /// The values of the flags, as given, until they become settings.
    struct Collected {
        var sourceFolders: [String] = []
        var fileList: String?
        var sourceFiles: [String] = []
        var destination: String?
        var testableImports: [String] = []
        var imports: [String] = []
        var excludedSuffixes: [String] = []
        var quiet = false
        var notes: [String] = []

        /// The settings these values ask for, each given through its setting of `Setting.schema`.
        mutating func settings(fileSystem: any FileSystem) throws(Setting.Problem) -> MockgenSettings {
            guard let destination else {
                throw Setting.Problem(
                    "Missing expected argument '-d/--destination <file>': Mockolo's command line writes the mocks to a file.")
            }
            // Mockolo reads the folders when there are any, else the file list's files, else the files.
            var paths: [String]
            if !sourceFolders.isEmpty {
                paths = sourceFolders
                if fileList != nil { notes.append("-f/--filelist is ignored: -s/--sourcedirs is given (as in Mockolo).") }
                if !sourceFiles.isEmpty {
                    notes.append("-srcs/--sourcefiles is ignored: -s/--sourcedirs is given (as in Mockolo).")
                }
            } else if let fileList {
                paths = try Self.lines(ofFileList: fileList, fileSystem: fileSystem)
                if !sourceFiles.isEmpty { notes.append("-srcs/--sourcefiles is ignored: -f/--filelist is given (as in Mockolo).") }
            } else {
                paths = sourceFiles
            }
            if sourceFolders.isEmpty { paths = paths.filter { $0.hasSuffix(".swift") } }
            guard !paths.isEmpty else {
                throw Setting.Problem(
                    fileList == nil && sourceFiles.isEmpty
                        ? "Missing source files or directories: give -s/--sourcedirs, -srcs/--sourcefiles or -f/--filelist."
                        : "None of the source files given is a Swift file; Mockolo's command line reads only Swift files.")
            }
            var excludes = excludedSuffixes.map(MockoloArguments.exclusion(forSuffix:))
            if !sourceFolders.isEmpty { excludes += MockoloArguments.nonSwiftInputs }

            var settings = MockgenSettings()
            let given: [(Setting, Setting.Input?, String)] = [
                (.paths, .texts(paths.map(Self.expandingHome)), "source paths"),
                (.output, .text(Self.expandingHome(destination)), "-d/--destination"),
                (.testableImports, .texts(testableImports), "-i/--testable-imports"),
                (.imports, .texts(imports), "-c/--custom-imports"),
                (.excludes, .texts(excludes), "-x/--exclude-suffixes"),
                (.quiet, quiet ? .flag(true) : nil, "-l/--logging-level"),
                (.compatibility, MockoloArguments.compatibility.map { .text($0.rawValue) }, "the Mockolo door"),
            ]
            for case (let setting, let input?, let flag) in given {
                do throws(Setting.Problem) {
                    try setting.apply(input, to: &settings)
                } catch {
                    throw Setting.Problem("\(flag): \(error.message).")
                }
            }
            return settings
        }

        /// The paths of a file list, one a line (blank lines skipped), as Mockolo reads them.
        private static func lines(ofFileList path: String, fileSystem: any FileSystem) throws(Setting.Problem) -> [String] {
            let bytes: [UInt8]
            do throws(FileSystemError) {
                bytes = try fileSystem.readFile(expandingHome(path), sizeLimit: 64 << 20)
            } catch {
                throw Setting.Problem("-f/--filelist: cannot read '\(path)': \(error.detail).")
            }
            return String(decoding: bytes, as: UTF8.self)
                .split(whereSeparator: \.isNewline)
                .map { String($0) }
                .filter { !$0.allSatisfy(\.isWhitespace) }
        }

        /// `~` and `~/...` with the home folder, as Mockolo takes them (a shell does it for words, not
        /// for the lines of a file list).
        static func expandingHome(_ path: String) -> String {
            guard path == "~" || path.hasPrefix("~/"), let home = DriverIO.processEnvironment("HOME"), !home.isEmpty
            else { return path }
            return home + path.dropFirst()
        }
    }
}
