// mockgen-bench: the benchmark driver behind `make bench` (see Benchmarks/run.sh and docs/Performance.md).
//
//   mockgen-bench corpus --size 10MB --out DIR        deterministic synthetic corpus
//   mockgen-bench protocols --count 1000 --out DIR    only protocols (for the type-check cost)
//   mockgen-bench prescan|lex|parse|generate PATH... [--jobs N|all] [--repeat N] [--min-seconds N]
//                 [--label TEXT] [-o FILE]
import Foundation

do {
    try BenchCommand.run(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("mockgen-bench: \(error)\n".utf8))
    exit(2)
}
