import MockgenFrontEnd
import Foundation

/// Times a pass (best of `repeats` runs) and reports it as a row of the benchmark table.
enum Measurement {
    struct Report {
        static let header = """
            | input | pass | jobs | files | MB | lines | protocols | wall s | cpu s | MB/s | protocols/s | peak RSS MB |
            |---|---|---|---|---|---|---|---|---|---|---|---|
            """

        var pass: Pass
        var jobs: Int
        var files: Int
        var bytes: Int
        var lines: Int
        var counts: PassCounts
        var seconds: Double
        var cpuSeconds: Double
        var peakResidentBytes: Int

        func row(label: String) -> String {
            let megabytes = Double(bytes) / 1_000_000
            // Protocols found (parse), mocks written (generate), files left to parse (prescan).
            let protocols = switch pass {
            case .lex: "–"
            case .prescan: "\(counts.protocols) files"
            case .generate: "\(counts.protocols) mocks"
            case .parse: String(counts.protocols)
            }
            let protocolRate = pass == .lex || pass == .prescan
                ? "–" : format(Double(counts.protocols) / seconds, digits: 0)
            return "| \(label) | \(pass.rawValue) | \(jobs) | \(files) | \(format(megabytes, digits: 1)) | \(lines) | "
                + "\(protocols) | \(format(seconds, digits: 3)) | \(format(cpuSeconds, digits: 3)) | "
                + "\(format(megabytes / seconds, digits: 1)) | \(protocolRate) | "
                + "\(format(Double(peakResidentBytes) / 1_000_000, digits: 0)) |"
        }
    }

    /// Runs the pass at least `repeats` times and until `minimumSeconds` have passed (at most
    /// 100 runs), and keeps the fastest run: on a shared machine the minimum is the least noisy.
    static func measure(
        _ pass: Pass, paths: [String], jobs: Int, repeats: Int, minimumSeconds: Double, output: String?
    ) throws -> Report {
        let clock = MonotonicClock()
        let files = try SourceFiles.read(paths)
        let models = pass == .generate ? PassRunner.parseAll(files, jobs: jobs) : []
        var best = Double.infinity
        var bestCPU = Double.infinity
        var counts = PassCounts()
        var runs = 0
        let started = clock.now
        while runs < repeats || (seconds(clock.now - started) < minimumSeconds && runs < 100) {
            runs += 1
            let start = clock.now
            let cpuStart = processCPUSeconds()
            let result = PassRunner.run(pass, over: files, models: models, jobs: jobs)
            if let output, let source = result.output {
                try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
            }
            best = min(best, seconds(clock.now - start))
            bestCPU = min(bestCPU, processCPUSeconds() - cpuStart)
            counts = result.counts
        }
        return Report(
            pass: pass, jobs: jobs, files: files.paths.count, bytes: files.byteCount, lines: files.lineCount,
            counts: counts, seconds: best, cpuSeconds: bestCPU, peakResidentBytes: peakResidentBytes())
    }

    /// User and system CPU time of the whole process so far (all threads).
    private static func processCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private static func seconds(_ nanoseconds: UInt64) -> Double {
        Double(nanoseconds) / 1e9
    }

    /// The process's peak resident set size, as `/usr/bin/time -v` reports it.
    private static func peakResidentBytes() -> Int {
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss * 1024
        #else
        getrusage(RUSAGE_SELF, &usage)
        return usage.ru_maxrss
        #endif
    }
}

func format(_ value: Double, digits: Int) -> String {
    guard value.isFinite else { return "–" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    if digits == 0 { return String(Int(rounded)) }
    var text = String(rounded)
    let decimals = text.split(separator: ".").last?.count ?? 0
    if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
    return text
}
