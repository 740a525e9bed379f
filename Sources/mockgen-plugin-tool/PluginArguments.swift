import MockgenDriver
import MockgenGenerator

/// The arguments `MockgenPlugin` and `GenerateMocks` pass, read without swift-argument-parser
/// (which would double what a package builds before its first plugin run). They mean what
/// they mean to `mockgen`; any other argument is refused, since only the plugins run this tool.
///
/// Paths form: `<path>... [--testable-import <module>]... [--context <path>]... [--used-in
/// <folder>]... [--output <file> | --output-dir <folder> [--file-for-every-source]] [--check]
/// [--quiet] [--no-package-discovery]`. Configuration form: `--config <file> [--target
/// <name>]... [--skip-target <name>]... [--output <file>] [--used-in <folder>]... [--check] [--quiet]`.
struct PluginArguments: Equatable {
    var paths: [String] = []
    var testableImports: [String] = []
    var contextPaths: [String] = []
    var usedIn: [String] = []
    var output: String?
    var outputDirectory: String?
    var fileForEverySource = false
    var check = false
    var quiet = false
    var noPackageDiscovery = false
    var config: String?
    var targets: [String] = []
    var skippedTargets: [String] = []

    /// A refused command line, with the message the tool prints.
    struct Problem: Error, Equatable {
        var message: String
    }

    /// Reads `arguments` (without the program name).
    init(_ arguments: [String]) throws(Problem) {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            func value() throws(Problem) -> String {
                guard let value = rest.popFirst() else { throw Problem(message: "\(argument) needs a value") }
                return value
            }
            switch argument {
            case "--testable-import": testableImports.append(try value())
            case "--context": contextPaths.append(try value())
            case "--used-in": usedIn.append(try value())
            case "--output", "-o": output = try value()
            case "--output-dir": outputDirectory = try value()
            case "--config": config = try value()
            case "--target": targets.append(try value())
            case "--skip-target": skippedTargets.append(try value())
            case "--file-for-every-source": fileForEverySource = true
            case "--check": check = true
            case "--quiet", "-q": quiet = true
            case "--no-package-discovery": noPackageDiscovery = true
            default:
                if argument.hasPrefix("-") {
                    throw Problem(message: "'\(argument)' is not an argument the plugins pass; run mockgen itself")
                }
                paths.append(argument)
            }
        }
        if config != nil && !(paths.isEmpty && testableImports.isEmpty && contextPaths.isEmpty
            && outputDirectory == nil && !fileForEverySource && !noPackageDiscovery) {
            throw Problem(
                message: "with --config, give only --target, --skip-target, --output, --used-in, --check, --quiet")
        }
        if config == nil && (paths.isEmpty || !targets.isEmpty || !skippedTargets.isEmpty) {
            throw Problem(message: "give Swift files or folders, or --config <file>")
        }
    }

    /// What to run: the configuration file's targets, or the paths with these flags (the
    /// settings `mockgen` gives the same flags).
    var invocation: Either {
        let verbosity: DriverOptions.Verbosity = quiet ? .quiet : .normal
        if let config {
            var request = ConfigurationRequest(
                file: config, targets: targets, output: output, check: check, verbosity: verbosity,
                skippedTargets: skippedTargets)
            request.usedIn = usedIn
            return .configuration(request)
        }
        var options = DriverOptions(
            paths: paths,
            output: output,
            outputDirectory: outputDirectory,
            fileForEverySource: fileForEverySource,
            generator: GeneratorOptions(
                testableImports: testableImports,
                inputs: InputOptions(module: InputOptions.module(explicit: nil, testableImports: testableImports))),
            check: check,
            verbosity: verbosity,
            contextPaths: contextPaths,
            findsToolchain: true,
            discoversPackage: !noPackageDiscovery
        )
        options.usedIn = usedIn
        return .paths(options)
    }

    /// The two things the tool runs.
    enum Either: Equatable {
        case paths(DriverOptions)
        case configuration(ConfigurationRequest)
    }
}
