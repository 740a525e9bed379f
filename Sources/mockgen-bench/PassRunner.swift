import Dispatch
import MockgenFrontEnd
import MockgenGenerator

/// What a benchmark pass does to each file.
enum Pass: String, CaseIterable {
    /// Tokens only (the lexer).
    case lex
    /// Tokens and the protocol model (`FrontEnd.parse`).
    case parse
    /// `SourcePrescan.needsParsing` alone: the byte scan that decides which files are parsed.
    case prescan
    /// The generator alone: mocks for every protocol (`mockAll`) from models parsed beforehand
    /// (parsing is not timed), in-process.
    case generate
}

/// Counts gathered while running a pass.
struct PassCounts: Sendable {
    var tokens = 0
    var protocols = 0
    var errors = 0
    var outputBytes = 0

    static func + (a: PassCounts, b: PassCounts) -> PassCounts {
        PassCounts(
            tokens: a.tokens + b.tokens, protocols: a.protocols + b.protocols, errors: a.errors + b.errors,
            outputBytes: a.outputBytes + b.outputBytes)
    }
}

/// Runs one pass over files already in memory, on `jobs` threads that take files from a
/// shared counter (so a big file does not leave the other threads idle).
enum PassRunner {
    static func run(
        _ pass: Pass, over files: SourceFiles, models: [SourceFileModel], jobs: Int
    ) -> (counts: PassCounts, output: String?) {
        switch pass {
        case .prescan:
            let counts = forEachFile(files, jobs: jobs) { _, bytes in
                PassCounts(protocols: SourcePrescan.needsParsing(bytes) ? 1 : 0)
            }
            return (counts, nil)
        case .lex:
            return (forEachFile(files, jobs: jobs) { _, bytes in PassCounts(tokens: LexOnly.tokenCount(bytes)) }, nil)
        case .parse:
            let counts = forEachFile(files, jobs: jobs) { index, bytes in
                let model = FrontEnd.parse(bytes, path: files.paths[index])
                let errors = model.diagnostics.count { $0.severity == .error }
                return PassCounts(protocols: model.protocols.count, errors: errors)
            }
            return (counts, nil)
        case .generate:
            let result = MockGenerator.generate(models, options: GeneratorOptions(mockAll: true, parallel: jobs > 1))
            let counts = PassCounts(protocols: result.mockedProtocols.count, outputBytes: result.sourceByteCount)
            return (counts, result.source)
        }
    }

    /// Every file's model, parsed on `jobs` threads, in file order (the generate pass's input).
    static func parseAll(_ files: SourceFiles, jobs: Int) -> [SourceFileModel] {
        let models = LockedValue<[SourceFileModel?]>(Array(repeating: nil, count: files.contents.count))
        _ = forEachFile(files, jobs: jobs) { index, bytes in
            let model = FrontEnd.parse(bytes, path: files.paths[index])
            models.withLock { $0[index] = model }
            return PassCounts()
        }
        return models.withLock { $0.compactMap { $0 } }
    }

    private static func forEachFile(
        _ files: SourceFiles, jobs: Int, _ work: @escaping @Sendable (Int, [UInt8]) -> PassCounts
    ) -> PassCounts {
        if jobs <= 1 {
            var total = PassCounts()
            for (index, bytes) in files.contents.enumerated() { total = total + work(index, bytes) }
            return total
        }
        let next = LockedValue(0)
        let totals = LockedValue(PassCounts())
        DispatchQueue.concurrentPerform(iterations: jobs) { _ in
            var local = PassCounts()
            while true {
                let index = next.withLock { next in
                    defer { next += 1 }
                    return next
                }
                guard index < files.contents.count else { break }
                local = local + work(index, files.contents[index])
            }
            totals.withLock { $0 = $0 + local }
        }
        return totals.withLock { $0 }
    }
}
