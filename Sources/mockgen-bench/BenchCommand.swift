import Foundation

/// Parses the command line of `mockgen-bench` and runs the subcommand.
enum BenchCommand {
    static let usage = """
        usage: mockgen-bench corpus --size <N>MB --out <dir> [--seed <n>]
               mockgen-bench protocols --count <n> --out <dir>
               mockgen-bench prescan|lex|parse|generate <path>... [--jobs <n>|all] [--repeat <n>] \
        [--min-seconds <n>] [--label <text>] [-o <file>]
        """

    static func run(_ arguments: [String]) throws {
        guard let command = arguments.first else { throw BenchError(usage) }
        var options = Options(Array(arguments.dropFirst()))
        switch command {
        case "corpus":
            let size = try parseSize(try options.value("--size"))
            let out = try options.value("--out")
            let seed = try options.optional("--seed").map { try parseInt($0) } ?? 0x6D6F636B
            let summary = try CorpusWriter.writeCorpus(bytes: size, seed: UInt64(seed), to: out)
            print("wrote \(summary.files) files, \(summary.bytes) bytes, \(summary.protocols) protocols to \(out)")
        case "protocols":
            let count = try parseInt(try options.value("--count"))
            let out = try options.value("--out")
            let summary = try CorpusWriter.writeProtocols(count: count, to: out)
            print("wrote \(summary.files) files, \(summary.bytes) bytes, \(summary.protocols) protocols to \(out)")
        case "prescan", "lex", "parse", "generate":
            let pass = Pass(rawValue: command)!
            let jobsText = try options.optional("--jobs") ?? "1"
            let jobs = jobsText == "all" ? ProcessInfo.processInfo.activeProcessorCount : try parseInt(jobsText)
            let repeats = try options.optional("--repeat").map(parseInt) ?? 3
            let minimumSeconds = try options.optional("--min-seconds").map { try Double(parseInt($0)) } ?? 1
            let label = try options.optional("--label")
            let output = try options.optional("-o")
            let paths = try options.remainingPaths()
            guard !paths.isEmpty else { throw BenchError("\(command) needs at least one path\n\(usage)") }
            let report = try Measurement.measure(
                pass, paths: paths, jobs: max(1, jobs), repeats: max(1, repeats), minimumSeconds: minimumSeconds,
                output: output)
            print(report.row(label: label ?? paths.joined(separator: " ")))
        case "header":
            print(Measurement.Report.header)
        default:
            throw BenchError("unknown command '\(command)'\n\(usage)")
        }
    }

    /// `1MB` (10^6 bytes), `512KB`, `3GB` or a plain byte count.
    static func parseSize(_ text: String) throws -> Int {
        let units: [(String, Int)] = [("GB", 1_000_000_000), ("MB", 1_000_000), ("KB", 1_000)]
        for (suffix, scale) in units where text.uppercased().hasSuffix(suffix) {
            return try parseInt(String(text.dropLast(suffix.count))) * scale
        }
        return try parseInt(text)
    }

    static func parseInt(_ text: String) throws -> Int {
        guard let value = Int(text), value >= 0 else { throw BenchError("not a count: '\(text)'") }
        return value
    }
}

/// `--name value` options and the positional paths left over.
struct Options {
    private var arguments: [String]

    init(_ arguments: [String]) { self.arguments = arguments }

    mutating func optional(_ name: String) throws -> String? {
        guard let index = arguments.firstIndex(of: name) else { return nil }
        guard index + 1 < arguments.count else { throw BenchError("\(name) needs a value") }
        let value = arguments[index + 1]
        arguments.removeSubrange(index...(index + 1))
        return value
    }

    mutating func value(_ name: String) throws -> String {
        guard let value = try optional(name) else { throw BenchError("missing \(name)\n\(BenchCommand.usage)") }
        return value
    }

    func remainingPaths() throws -> [String] {
        if let unknown = arguments.first(where: { $0.hasPrefix("-") }) {
            throw BenchError("unknown option '\(unknown)'")
        }
        return arguments
    }
}
