import Foundation
import MockgenFrontEnd
import MockgenTestSupport

/// One time-boxed fuzz run: which inputs it tried, what failed, and which inputs were slowest.
struct FuzzRun {
    struct Failure {
        var violation: String
        var origin: String
        var savedAt: String
    }

    /// The cost of one input, to spot super-linear behaviour without timed assertions.
    struct Timing: Comparable {
        var nanosecondsPerByte: Double
        var nanoseconds: UInt64
        var bytes: Int
        var origin: String
        var input: [UInt8]
        static func < (a: Timing, b: Timing) -> Bool { a.nanosecondsPerByte < b.nanosecondsPerByte }
    }

    var seed: UInt64
    var inputsTried = 0
    var bytesTried = 0
    var inputsWithErrors = 0
    var protocolsFound = 0
    var truncationsSwept = 0
    var truncationsTotal = 0
    var mutationCounts: [Mutator.Kind: Int] = [:]
    var failures: [Failure] = []
    var slowestPerByte: [Timing] = []
    var slowestOverall: Timing?
    /// The input whose mocks took longest to generate, and how long.
    var slowestGeneration: (nanoseconds: UInt64, protocols: Int, timing: Timing)?

    /// Inputs bigger than this count for the per-byte ranking (tiny inputs are all overhead).
    static let perByteFloor = 512
    static let failureDirectory = Repository.url(".fuzz")

    /// Keeps the slowest inputs; a candidate is timed again (best of three) first, so that a
    /// moment of contention on a shared machine does not make an input look slow.
    mutating func record(_ first: Timing) {
        let qualifies =
            (slowestOverall.map { first.nanoseconds > $0.nanoseconds } ?? true)
            || (first.bytes >= Self.perByteFloor
                && (slowestPerByte.count < 3 || first > slowestPerByte[slowestPerByte.count - 1]))
        guard qualifies else { return }
        var timing = first
        let clock = MonotonicClock()
        for _ in 0..<2 {
            let again = clock.measure { _ = FrontEnd.parse(first.input, path: "Fuzz.swift") }
            timing.nanoseconds = min(timing.nanoseconds, again)
        }
        timing.nanosecondsPerByte = Double(timing.nanoseconds) / Double(max(1, timing.bytes))
        if slowestOverall.map({ timing.nanoseconds > $0.nanoseconds }) ?? true { slowestOverall = timing }
        guard timing.bytes >= Self.perByteFloor else { return }
        if slowestPerByte.count < 3 || timing > slowestPerByte[slowestPerByte.count - 1] {
            slowestPerByte.append(timing)
            slowestPerByte.sort(by: >)
            if slowestPerByte.count > 3 { slowestPerByte.removeLast() }
        }
    }

    /// Checks one input; on a violation saves it under `.fuzz/` and remembers the failure.
    mutating func run(_ bytes: [UInt8], origin: String, pairedWith other: SourceFileModel? = nil) {
        inputsTried += 1
        bytesTried += bytes.count
        CrashReproducer.track(bytes)
        defer { CrashReproducer.idle() }
        do {
            let outcome = try FrontEndOracle.check(bytes, pairedWith: other)
            protocolsFound += outcome.model.protocols.count
            if slowestGeneration.map({ outcome.generateNanoseconds > $0.nanoseconds }) ?? true {
                let timing = Timing(
                    nanosecondsPerByte: 0, nanoseconds: outcome.parseNanoseconds, bytes: bytes.count, origin: origin,
                    input: bytes)
                slowestGeneration = (outcome.generateNanoseconds, outcome.model.protocols.count, timing)
            }
            if outcome.model.diagnostics.contains(where: { $0.severity == .error }) { inputsWithErrors += 1 }
            record(Timing(
                nanosecondsPerByte: Double(outcome.parseNanoseconds) / Double(max(1, bytes.count)),
                nanoseconds: outcome.parseNanoseconds, bytes: bytes.count, origin: origin, input: bytes))
        } catch {
            guard !failures.contains(where: { $0.violation == error.description }) else { return }
            let file = Self.failureDirectory.appendingPathComponent("failure-\(seed)-\(inputsTried).bin")
            try? FileManager.default.createDirectory(at: Self.failureDirectory, withIntermediateDirectories: true)
            try? Data(bytes).write(to: file)
            failures.append(Failure(violation: error.description, origin: origin, savedAt: file.path))
        }
    }

    var summary: String {
        var lines = [
            "fuzz: seed \(seed): \(inputsTried) inputs (\(bytesTried) bytes) tried, \(inputsWithErrors) diagnosed with "
                + "errors, \(protocolsFound) protocols found, \(failures.count) distinct failures",
            "fuzz: truncation sweep covered \(truncationsSwept) of \(truncationsTotal) token boundaries",
            "fuzz: mutations applied: "
                + Mutator.Kind.allCases.map { "\($0.rawValue) \(mutationCounts[$0, default: 0])" }
                    .joined(separator: ", "),
        ]
        if let slowest = slowestOverall {
            lines.append(
                "fuzz: slowest input: \(slowest.nanoseconds / 1000) µs for \(slowest.bytes) bytes (\(slowest.origin))")
        }
        if let generation = slowestGeneration {
            let saved = Self.failureDirectory.appendingPathComponent("slowest-generation.bin")
            try? Data(generation.timing.input).write(to: saved)
            lines.append(
                "fuzz: slowest generation: \(generation.nanoseconds / 1000) µs for \(generation.protocols) protocols "
                    + "in \(generation.timing.bytes) bytes (\(generation.timing.origin)), saved to \(saved.path)")
        }
        for (rank, timing) in slowestPerByte.enumerated() {
            let perByte = (timing.nanosecondsPerByte * 10).rounded() / 10
            let saved = Self.failureDirectory.appendingPathComponent("slowest-\(rank + 1).bin")
            try? Data(timing.input).write(to: saved)
            lines.append(
                "fuzz: slowest per byte: \(perByte) ns/byte, \(timing.bytes) bytes (\(timing.origin)), saved to "
                    + "\(saved.path)"
            )
            lines.append("fuzz:   " + Self.scaling(of: timing.input))
        }
        return lines.joined(separator: "\n")
    }

    /// Parse time of the input repeated 1, 4 and 16 times, per byte: roughly constant when
    /// the front end is linear on this input, growing when it is not.
    static func scaling(of input: [UInt8]) -> String {
        let clock = MonotonicClock()
        var text: [String] = []
        for copies in [1, 4, 16] {
            let bytes = Array([[UInt8]](repeating: input + [0x0A], count: copies).joined())
            var best = UInt64.max
            for _ in 0..<3 { best = min(best, clock.measure { _ = FrontEnd.parse(bytes, path: "Scaling.swift") }) }
            let nanoseconds = Double(best)
            text.append("x\(copies): \((nanoseconds / Double(bytes.count) * 10).rounded() / 10) ns/byte")
        }
        return "scaling when repeated: " + text.joined(separator: ", ")
    }
}
