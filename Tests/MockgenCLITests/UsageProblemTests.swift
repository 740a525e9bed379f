import ArgumentParser
@testable import mockgen
@testable import MockgenDriver
import Testing

/// Options that cannot run together, refused before anything is read: by the command line
/// when it parses the flags, by the driver for what reaches it. Both word them the same.
@Suite("Usage problems")
struct UsageProblemTests {
    /// The command line's refusal of `arguments`, as printed after `mockgen: error: `; nil when
    /// the flags parse.
    private func commandLineRefusal(_ arguments: [String]) -> String? {
        do {
            _ = try MockgenCommand.parse(arguments)
            return nil
        } catch {
            return MockgenCommand.message(for: error)
        }
    }

    /// What the driver prints for `options`, with its exit code.
    private func driverRefusal(_ options: DriverOptions) -> (status: Int32, lines: [String]) {
        let streams = CapturedStreams()
        let status = MockgenDriver.run(options, io: streams.io())
        return (status, streams.errorLines)
    }

    @Test func theCommandLineRefusesFlagsThatCannotGoTogetherWithOneSentence() {
        let cases: [([String], String)] = [
            (["Src", "-o", "a", "--output-dir", "b"], "--output and --output-dir cannot be used together."),
            (["Src", "--shards", "2"], "--shards needs --output-dir <folder>."),
            (["Src", "--shards", "0"], "--shards: expected a number of files of at least 1, found 0."),
            (["Src", "--output-dir", "M", "--shards", "0"], "--shards: expected a number of files of at least 1, found 0."),
            (["Src", "--file-for-every-source"], "--file-for-every-source needs --output-dir <folder>."),
            (["Src", "--file-for-every-source", "--shards", "2"], "--shards needs --output-dir <folder>."),
            (["Src", "--output-dir", "M", "--shards", "2", "--file-for-every-source"],
             "--file-for-every-source and --shards cannot be used together."),
            (["Src", "--check"],
             "--check needs --output <file> or --output-dir <folder>: it compares the mocks with them."),
            (["-q", "-v"], "--quiet and --verbose cannot be used together."),
        ]
        for (arguments, message) in cases {
            #expect(commandLineRefusal(arguments) == message, "\(arguments)")
        }
    }

    @Test func theCommandLineLeavesToTheDriverWhatOnlyItReports() {
        for arguments in [["--check"], ["Src", "--output-dir", ""], ["--output-dir", "M"], ["Src", "-o", ""],
                          ["--config", "mocks.yml", "--check"]] {
            #expect(commandLineRefusal(arguments) == nil, "\(arguments)")
        }
    }

    @Test func theDriverRefusesOptionsThatCannotRunWithUsageErrors() {
        let cases: [(DriverOptions, String)] = [
            (DriverOptions(check: true),
             "--check needs --output <file>: it compares the generated mocks with that file"),
            (DriverOptions(output: ""), "--output needs a file path, not an empty string"),
            (DriverOptions(paths: ["x"], outputDirectory: ""), "--output-dir needs a folder path, not an empty string"),
            (DriverOptions(paths: ["x"], output: "", outputDirectory: "b"),
             "--output and --output-dir cannot be used together"),
            (DriverOptions(outputDirectory: "b"),
             "--output-dir needs input paths: the folder mirrors the source files"),
            (DriverOptions(paths: ["x"], shards: 2), "--shards needs --output-dir <folder>"),
            (DriverOptions(paths: ["x"], outputDirectory: "b", shards: 0),
             "--shards needs a number of files of at least 1"),
            (DriverOptions(paths: ["x"], outputDirectory: "b", shards: 2, fileForEverySource: true),
             "--file-for-every-source and --shards cannot be used together"),
        ]
        for (options, message) in cases {
            let refusal = driverRefusal(options)
            #expect(refusal.status == 2)
            #expect(refusal.lines == ["mockgen: error: " + message])
        }
    }

    @Test func everyProblemIsListedAndAMissingOutputFolderComesFirst() {
        let options = DriverOptions(paths: ["x"], output: "", shards: 0, fileForEverySource: true)
        #expect(options.usageProblems == [
            .shardsWithoutOutputFolder, .everySourceWithoutOutputFolder, .tooFewShards, .everySourceAndShards,
            .emptyOutputPath,
        ])
        #expect(DriverOptions(paths: ["x"], outputDirectory: "b", fileForEverySource: true).usageProblems.isEmpty)
    }

    @Test func theDriverRefusesAFileForEverySourceWithoutAnOutputFolderAsTheCommandLineDoes() {
        let refusal = driverRefusal(DriverOptions(paths: ["x"], fileForEverySource: true))
        #expect(refusal.status == 2)
        #expect(refusal.lines == ["mockgen: error: --file-for-every-source needs --output-dir <folder>"])
    }
}
