import MockgenFrontEnd
import MockgenGenerator

extension Setting {
    /// Every setting mockgen has, in the order `--help` and messages list them.
    public static let schema: [Setting] = [
        paths, output, outputDirectory, shards, fileForEverySource, imports, testableImports, access, mockAll,
        mockAllClasses, spies, excludes, contextPaths, module, defines, availabilityMacros, packagePath, toolchain,
        usedIn, prune, platform, upcomingFeatures, noPackageDiscovery, noToolchain, includePaths, libclang,
        compatibility, mockNames,
        parseEveryFile, check, configurationFile, targets, skippedTargets, quiet, verbose, regenerationCommand,
    ]

    /// The setting whose long flag is `name` (without dashes), or whose short flag is its one character.
    public static func named(flag name: String) -> Setting? {
        schema.first { setting in
            guard case .named(let long, let short) = setting.flag else { return false }
            return long == name || (short.map { String($0) == name } ?? false)
        }
    }

    /// The setting a configuration file's target spells `key`.
    public static func named(key: String) -> Setting? {
        schema.first { $0.keyName == key }
    }

    // MARK: What to read

    public static let paths = Setting.texts(
        .arguments, key: .named("sources"), valueName: "path",
        help: """
            Swift files, Objective-C headers (.h), module interfaces (.swiftinterface, .swiftmodule and .xcframework \
            folders) or folders (searched recursively). None: .mockgen.yml in the current folder if there is one, else \
            standard input.
            """,
        \.paths)

    public static let excludes = Setting.texts(
        .named("exclude"), key: .named("excludes"), valueName: "glob",
        help: "Skip paths matching this glob (*, **, ?, [...]; repeatable).", holdsPaths: false, \.excludes)

    public static let contextPaths = Setting.texts(
        .named("context"), key: .named("context"), valueName: "path",
        help: "Read these Swift files or folders for inherited protocols and types, but mock nothing in them (repeatable).",
        \.contextPaths)

    public static let usedIn = Setting.texts(
        .named("used-in"), key: .named("used-in"), valueName: "folder",
        help: "Generate only the mocks the Swift files of this folder name (FooMock), with the mocks they need; "
            + "the output and other generated files there are not read (repeatable).",
        besideConfigurationFile: .changesOneTarget("prunes one target's mocks"), \.usedIn)

    public static let prune = Setting.toggle(
        .none(because: "without --used-in nothing is pruned; the key turns off what a plugin's --used-in asks for"),
        key: .named("prune"),
        help: "false generates every selected mock: no pruning by use, neither by used-in nor by a plugin's folder.",
        flagValue: false, \.prunes)

    public static let platform = Setting.text(
        .named("platform"), key: .named("platform"), valueName: "platform",
        help: """
            The platform whose interface is read in a .swiftmodule folder or an .xcframework (default: this machine's, \
            else the first): \(TargetPlatform.knownNames.joined(separator: ", ")).
            """,
        holdsPaths: false, \.platform,
        check: { (name) throws(Problem) in
            guard TargetPlatform(named: name) != nil else {
                throw Problem("'\(name)' is not a platform; expected one of "
                    + TargetPlatform.knownNames.joined(separator: ", "))
            }
        })

    // MARK: Where the mocks go

    public static let output = Setting.text(
        .named("output", short: "o"), key: .named("output"), valueName: "file",
        help: "Write all mocks to this file instead of standard output.",
        besideConfigurationFile: .changesOneTarget("replaces one target's output"), \.output)

    public static let outputDirectory = Setting.text(
        .named("output-dir"), key: .named("output-dir"), valueName: "folder",
        help: """
            Write one file of mocks per source file into this folder, mirroring the sources' folders; only changed files \
            are written and stale generated files removed.
            """,
        \.outputDirectory)

    public static let shards = Setting.single(
        .named("shards"), key: .named("shards"), valueName: "count",
        help: """
            With --output-dir: spread the mocks over this many files (by a stable hash of each protocol's name) instead of \
            one per source file.
            """,
        \.shards,
        parse: { (text) throws(Problem) in
            guard let count = Int(text) else { throw Problem("expected a whole number, found '\(text)'") }
            guard count >= 1 else { throw Problem("expected a number of files of at least 1, found \(count)") }
            return count
        })

    public static let fileForEverySource = Setting.toggle(
        .named("file-for-every-source"),
        key: .none(because: "the build tool plugin passes it; a configured target's files are checked in"),
        help: """
            With --output-dir: write a file for every source file, empty of mocks when it declares none, so the files \
            follow from the inputs alone (for build systems that declare outputs in advance).
            """,
        \.fileForEverySource)

    // MARK: What is mocked, and how

    public static let mockAll = Setting.toggle(
        .named("all"), key: .named("all"), help: "Mock every protocol found, not only annotated ones.", \.mockAll)

    public static let mockAllClasses = Setting.toggle(
        .named("all-classes"), key: .named("all-classes"),
        help: "Also mock every class the tests can subclass, not only annotated ones (see --testable-import).",
        \.mockAllClasses)

    public static let spies = Setting.toggle(
        .named("spies"), key: .named("spies"),
        help: "Give protocol mocks init(forwardingTo:): spies that pass unstubbed calls to a real object.", \.spies)

    public static let testableImports = Setting.texts(
        .named("testable-import"), key: .named("testable-imports"), valueName: "module",
        help: "Add `@testable import <module>` (repeatable).", holdsPaths: false, \.testableImports,
        check: checkModuleName)

    public static let imports = Setting.texts(
        .named("import"), key: .named("imports"), valueName: "module",
        help: "Add `import <module>` (repeatable).", holdsPaths: false, \.imports, check: checkModuleName)

    public static let access = Setting.single(
        .named("access"), key: .named("access"), valueName: "internal|public|package",
        help: "Access level of the generated mocks (default: internal).", \.access,
        parse: { (text) throws(Problem) in
            guard let access = GeneratorOptions.Access(rawValue: text) else {
                throw Problem("'\(text)' is not an access level; expected internal, public or package")
            }
            return access
        })

    public static let compatibility = Setting.single(
        .named("compatibility"), key: .named("compatibility"), valueName: "mockable|mockolo",
        help: """
            Make the mocks serve tests written for another generator too: mockable names them MockName, reads \
            @Mockable as the mark and leaves out `import Mockable`; mockolo adds Mockolo's members (fooCallCount, \
            fooHandler, fooArgValues, nameSetCallCount, init(name:)) backed by the recorded calls and stubs.
            """,
        \.compatibility,
        parse: { (text) throws(Problem) in
            guard let compatibility = GeneratorOptions.Compatibility(rawValue: text) else {
                let known = GeneratorOptions.Compatibility.allCases.map(\.rawValue).joined(separator: ", ")
                throw Problem("'\(text)' is not a generator mockgen is compatible with; expected \(known)")
            }
            return compatibility
        })

    public static let mockNames = Setting.single(
        .named("mock-name"), key: .named("mock-name"), valueName: "pattern",
        help: "How mocks are named, with % for the protocol's name (default: %Mock, or Mock% with --compatibility "
            + "mockable).",
        \.mockNames,
        parse: { (text) throws(Problem) in
            guard let pattern = MockNamePattern(text) else {
                throw Problem("'\(text)' is not a name pattern: one %, with letters, digits or _ around it")
            }
            return pattern
        })

    // MARK: How the inputs' module is built

    public static let module = Setting.text(
        .named("module"), key: .named("module"), valueName: "name",
        help: "The module the input files belong to (default: the --testable-import module when there is exactly one).",
        holdsPaths: false, \.module, check: checkModuleName)

    public static let availabilityMacros = Setting.list(
        .named("define-availability"), key: .named("define-availability"), valueName: "definition",
        help: """
            Define an availability name the inputs use in @available, as the compiler spells it: \"Name:macOS 13, iOS 16\" \
            (repeatable).
            """,
        \.availabilityMacros,
        parse: { (definition) throws(Problem) in
            guard let macro = AvailabilityMacro(definition: definition) else {
                throw Problem("'\(definition)' is not of the form \"Name:macOS 13, iOS 16\"")
            }
            return macro
        })

    public static let upcomingFeatures = Setting.texts(
        .named("enable-upcoming-feature"), key: .named("upcoming-features"), valueName: "feature",
        help: """
            A language feature the inputs' module is built with, as the compiler spells it; NonisolatedNonsendingByDefault \
            makes the mocks write its async closure types nonisolated(nonsending) (repeatable; read from the manifest with \
            --package-path).
            """,
        holdsPaths: false, \.upcomingFeatures, check: checkIdentifier)

    public static let packagePath = Setting.text(
        .named("package-path"), key: .named("package-path"), valueName: "folder",
        help: """
            Read the settings of the package at this folder for the inputs' target: availability names, compilation names, \
            default traits, upcoming features (runs `swift package dump-package`). By default, the package the input paths \
            are in (the nearest Package.swift above them).
            """,
        \.packagePath)

    public static let noPackageDiscovery = Setting.toggle(
        .named("no-package-discovery"), key: .named("package-discovery"),
        help: "Without --package-path, do not look for the package the inputs are in: read no manifest.",
        flagValue: false, besideConfigurationFile: .appliesToEveryTarget, \.discoversPackage)

    public static let toolchain = Setting.text(
        .named("toolchain"), key: .named("toolchain"), valueName: "folder",
        help: """
            Learn the standard library's protocols from this toolchain's interface (the folder holding usr/lib/swift); by \
            default, from the toolchain of the `swift` on the PATH (learned once, then read from ~/.cache/mockgen).
            """,
        \.toolchain)

    public static let noToolchain = Setting.toggle(
        .named("no-toolchain"), key: .named("toolchain-discovery"),
        help: "Use mockgen's built-in table of standard protocols instead of a toolchain's interface.",
        flagValue: false, \.findsToolchain)

    // MARK: Objective-C headers

    public static let includePaths = Setting.texts(
        .named("include-path", short: "I"), key: .named("include-paths"), valueName: "folder",
        help: "Search this folder for headers that Objective-C headers import (repeatable).", \.includePaths)

    public static let defines = Setting.texts(
        .named("define", short: "D"), key: .named("defines"), valueName: "macro",
        help: """
            Define a compilation name as the inputs' target does: NAME decides `#if NAME` in Swift inputs; NAME or \
            NAME=value is a macro for Objective-C headers (repeatable; read from the manifest with --package-path).
            """,
        holdsPaths: false, \.defines,
        check: { (definition) throws(Problem) in
            let name = definition.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)[0]
            guard isIdentifier(name) else {
                throw Problem("'\(definition)' is not a compilation name (a letter or _, then letters, digits or _)")
            }
        })

    public static let libclang = Setting.text(
        .named("libclang"), key: .named("libclang"), valueName: "path",
        help: "The libclang library that reads Objective-C headers (default: found automatically).", \.libclang)

    // MARK: The run itself

    /// Parses every Swift file, also those the prescan rules out because they cannot declare a
    /// protocol: what the breadth scripts need to measure the parser on whole code bases.
    public static let parseEveryFile = Setting.toggle(
        .named("parse-every-file"), key: .none(because: "a switch for measuring the parser, not a target's setting"),
        help: "", besideConfigurationFile: .run, \.parsesEveryFile)

    public static let check = Setting.toggle(
        .named("check"), key: .none(because: "how one run treats the outputs, for every target at once"),
        help: """
            Do not write: exit 1 and name the output file (or each missing, stale or extra file of --output-dir) when it \
            is stale (for CI).
            """,
        besideConfigurationFile: .run, \.check)

    public static let configurationFile = Setting.text(
        .named("config"), key: .none(because: "it names the file itself"), valueName: "file",
        help: """
            Run the targets of this configuration file instead of reading paths (default: \
            \(MockgenConfiguration.defaultFileName) in the current folder, when no path is given).
            """,
        besideConfigurationFile: .run, \.configurationFile)

    public static let targets = Setting.texts(
        .named("target"), key: .none(because: "it chooses among the file's targets"), valueName: "name",
        help: "With a configuration file: run only this target (repeatable).", besideConfigurationFile: .run,
        holdsPaths: false, \.targets)

    public static let skippedTargets = Setting.texts(
        .named("skip-target"), key: .none(because: "it chooses among the file's targets"), valueName: "name",
        help: """
            With a configuration file: leave this target out (repeatable; the command plugin leaves out the targets that \
            get their mocks from the build tool plugin).
            """,
        besideConfigurationFile: .run, holdsPaths: false, \.skippedTargets)

    public static let quiet = Setting.toggle(
        .named("quiet", short: "q"), key: .none(because: "how much one run says, for every target at once"),
        help: "Print only errors on standard error.", besideConfigurationFile: .run, \.quiet)

    public static let verbose = Setting.toggle(
        .named("verbose", short: "v"), key: .none(because: "how much one run says, for every target at once"),
        help: "Also print the files read, the protocols mocked and timings on standard error.",
        besideConfigurationFile: .run, \.verbose)

    /// The command the generated file's header names for regenerating it: the plugins give
    /// theirs (`swift package ... generate-mocks`); `mockgen` writes its own command line.
    public static let regenerationCommand = Setting.text(
        .named("regenerate-command"), key: .none(because: "the door a run came through says it, not a target"),
        valueName: "command",
        help: "The command the generated file's header gives for regenerating it (default: this command line).",
        besideConfigurationFile: .run, holdsPaths: false, \.regenerationCommand)

    // MARK: Checks shared by several settings

    /// Module names for `import` lines: no spaces or punctuation that would break the line.
    @Sendable static func checkModuleName(_ name: String) throws(Problem) {
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else {
            throw Problem("'\(name)' is not a module name")
        }
    }

    @Sendable static func checkIdentifier(_ name: String) throws(Problem) {
        guard isIdentifier(name[...]) else { throw Problem("'\(name)' is not a name (a letter or _, then letters, digits or _)") }
    }

    static func isIdentifier(_ text: Substring) -> Bool {
        guard let first = text.utf8.first, CharacterClass.isIdentifierHead(first) else { return false }
        return text.utf8.allSatisfy(CharacterClass.isIdentifierBody)
    }
}
