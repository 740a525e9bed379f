import Foundation
import MockgenFrontEnd
import MockgenTestSupport
import Testing

/// The time-boxed fuzz run (see docs/Robustness.md). `MOCKGEN_FUZZ_SECONDS` sets the budget (default 15 s,
/// `make fuzz` runs longer), `MOCKGEN_FUZZ_SEED` the seed, so any run can be repeated.
@Suite struct FuzzTests {
    /// The budget in nanoseconds (`Duration` needs macOS 13).
    static var budget: UInt64 {
        let seconds = ProcessInfo.processInfo.environment["MOCKGEN_FUZZ_SECONDS"].flatMap(Double.init) ?? 15
        return UInt64(max(0, seconds) * 1e9)
    }

    static var seed: UInt64 {
        ProcessInfo.processInfo.environment["MOCKGEN_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x6D6F_636B_6765_6E21
    }

    @Test func mutatedSourcesNeverTrapHangOrMisplaceDiagnostics() throws {
        let corpus = try FuzzCorpus.load()
        let seeds = corpus.mutationSeeds
        try #require(!seeds.isEmpty, "no seeds: Corpus/ and Fixtures/ are empty")
        CrashReproducer.install(reproducerPath: FuzzRun.failureDirectory.appendingPathComponent("crash.bin").path)
        defer { CrashReproducer.restoreAlternateStack() }
        try? FileManager.default.createDirectory(at: FuzzRun.failureDirectory, withIntermediateDirectories: true)

        var run = FuzzRun(seed: Self.seed)
        var rng = SplitMix64(seed: Self.seed)
        let others = seeds.map(\.bytes)
        let pairings = seeds.map { FrontEnd.parse($0.bytes, path: "Other.swift") }

        // Every seed and regression as it is, first.
        for seed in corpus.regressions + seeds { run.run(seed.bytes, origin: seed.name) }

        // Then random mutations, interleaved with a sweep that truncates every seed at each
        // token boundary in turn (a long run completes the sweep; a short one samples it).
        let boundaries = seeds.map { TokenBoundaries.offsets(in: $0.bytes) }
        run.truncationsTotal = boundaries.reduce(0) { $0 + $1.count }
        var sweep = (seed: 0, boundary: 0)
        let clock = MonotonicClock()
        let deadline = clock.now + Self.budget
        var iteration = 0
        while clock.now < deadline, run.failures.count < 20 {
            iteration += 1
            if iteration % 4 == 0, sweep.seed < seeds.count {
                let cut = boundaries[sweep.seed][sweep.boundary]
                run.run(
                    Array(seeds[sweep.seed].bytes[..<cut]), origin: "\(seeds[sweep.seed].name) truncated at byte \(cut)"
                )
                run.truncationsSwept += 1
                sweep.boundary += 1
                if sweep.boundary == boundaries[sweep.seed].count { sweep = (sweep.seed + 1, 0) }
                continue
            }
            let pick = rng.index(seeds.count)
            let mutant = Mutator.mutate(seeds[pick].bytes, others: others, using: &rng)
            for kind in mutant.kinds { run.mutationCounts[kind, default: 0] += 1 }
            let other = iteration % 16 == 1 ? pairings[rng.index(pairings.count)] : nil
            run.run(
                mutant.bytes, origin: "\(seeds[pick].name) + \(mutant.kinds.map(\.rawValue).joined(separator: "+"))",
                pairedWith: other)
        }

        print(run.summary)
        for failure in run.failures {
            Issue.record("\(failure.violation)\n  from: \(failure.origin)\n  input saved to \(failure.savedAt) — move it into Tests/MockgenFuzzTests/Regressions/")
        }
    }

    @Test(arguments: FuzzCorpus.regressionNames())
    func inputThatOnceFailedStillPasses(_ name: String) throws {
        let seed = try FuzzCorpus.regression(named: name)
        #expect(throws: Never.self) { try FrontEndOracle.check(seed.bytes) }
    }
}
