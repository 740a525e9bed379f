// mockgen-forge: the differential protocol generator behind `make forge` (docs/Robustness.md).
//
//   mockgen-forge [--count N] [--seed S] [--batch B] [--out DIR] [--modules DIR]
//                 [--exclude-closure-effect-overloads] [--exclude-closure-attribute-overloads]
//                 [--exclude-rare-features] [--no-reduce]
//                 [--stage typecheck|silgen|sil] [--typecheck-only]
//       composes N protocols from seeds S, S+1, ... and checks them B at a time: the ones
//       `swiftc -typecheck` accepts must get a mock from mockgen without a diagnostic, and the
//       mocks must compile with them against MockRuntime without an error or a crash, up to
//       `--stage`: `silgen` (`-emit-silgen`, the default), `typecheck` (`-typecheck`, also
//       `--typecheck-only`) or `sil` (`-emit-sil`, with the mandatory passes' diagnostics).
//       Findings go to DIR/findings.txt.
//   mockgen-forge --only S1,S2 [--print]     checks (or prints) the protocols of these seeds
//   mockgen-forge --trivia V [--count N]     the parser side: V trivia variants of every
//       Fixtures/*/Input.swift, of Tests/MockgenFuzzTests/Corpus and of N composed protocols, read by mockgen and by
//       `swiftc -frontend -parse`
import Foundation
import MockgenForge

func log(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

func swiftcOnPath() -> String {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
    for folder in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(folder)/swiftc") {
        return "\(folder)/swiftc"
    }
    return "/usr/bin/swiftc"
}

/// `Modules` beside this executable (`.build/debug/Modules`), where `MockRuntime.swiftmodule` is.
func builtModules() -> String {
    URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        .appendingPathComponent("Modules").path
}

func appendLine(_ text: String, to url: URL) {
    if let handle = try? FileHandle(forWritingTo: url) {
        handle.seekToEndOfFile()
        handle.write(Data(text.utf8))
        try? handle.close()
    } else {
        try? Data(text.utf8).write(to: url)
    }
}

/// How many findings of `kind` `outcome` holds.
func count(_ kind: ForgeFinding.Kind, in outcome: ForgeOutcome) -> Int {
    outcome.findings.filter { $0.kind == kind }.count
}

do {
    let arguments = try ForgeArguments(Array(CommandLine.arguments.dropFirst()))
    let composer = ProtocolComposer(options: arguments.options)
    let seeds = arguments.only.isEmpty
        ? (0..<UInt64(arguments.count)).map { arguments.seed &+ $0 } : arguments.only
    if arguments.printOnly {
        print(ForgeBatch(seeds.map(composer.compose)).text)
        exit(0)
    }
    let compiler = ForgeCompiler(swiftc: swiftcOnPath(), modules: arguments.modules ?? builtModules())
    let folder = URL(fileURLWithPath: arguments.output)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    if arguments.triviaVariants > 0 {
        try TriviaRun(arguments: arguments, compiler: compiler, composer: composer, folder: folder).run(seeds: seeds)
        exit(0)
    }
    let findingsFile = folder.appendingPathComponent("findings.txt")
    var run = ForgeRun(compiler: compiler, folder: folder.appendingPathComponent("batch"))
    run.reduces = arguments.reduces
    run.stage = arguments.stage
    var total = ForgeOutcome()
    var reduced: [String: Int] = [:]
    var start = 0
    let clock = ContinuousClock(), began = clock.now
    while start < seeds.count {
        let slice = Array(seeds[start..<min(start + arguments.batch, seeds.count)])
        let outcome = try run.check(slice.map(composer.compose), reduced: &reduced)
        total.add(outcome)
        for finding in outcome.findings { appendLine(finding.report + "\n", to: findingsFile) }
        start += slice.count
        let nextSeed = ForgedProtocol.seedText(slice.last! &+ 1)
        log("forge: \(total.composed) composed, \(total.valid) valid, \(count(.mockFails, in: total)) mocks failing, "
            + "\(count(.mockCrashesCompiler, in: total)) crashing the compiler, \(count(.rejected, in: total)) rejected; "
            + "next seed \(nextSeed); \(clock.now - began)")
    }
    print("composed \(total.composed), valid \(total.valid), mocks failing \(count(.mockFails, in: total)), "
        + "mocks crashing the compiler \(count(.mockCrashesCompiler, in: total)), "
        + "rejected or skipped \(count(.rejected, in: total)); findings in \(findingsFile.path)")
    exit(total.findings.isEmpty ? 0 : 1)
} catch {
    log("mockgen-forge: \(error)")
    exit(2)
}
