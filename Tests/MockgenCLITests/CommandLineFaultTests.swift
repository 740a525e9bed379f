@testable import MockgenDriver
import Foundation
import class MockgenFrontEnd.LockedValue
import Testing

/// Command-line faults: each gives one error line naming the path, exit code 2,
/// and leaves the previous output exactly as it was (same bytes, same inode, same time).
@Suite("Command-line faults")
struct CommandLineFaultTests {
    let folder: TemporaryFolder
    let input: String
    let output: String
    let previous = "// previous output, must survive\n"
    let before: FileStamp

    init() throws {
        folder = try TemporaryFolder()
        input = try folder.write("Src/Engine.swift", "protocol Engine")
        output = try folder.write("Out/Mocks.swift", previous)
        folder.age("Out/Mocks.swift")
        before = try folder.stamp("Out/Mocks.swift")
    }

    /// Runs the driver; checks exit code 2, the single error line and that the output survived.
    private func expectFault(
        _ options: DriverOptions,
        fileSystem: any FileSystem = LocalFileSystem(),
        message: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let streams = CapturedStreams()
        let status = MockgenDriver.run(options, io: streams.io(fileSystem: fileSystem))
        #expect(status == 2, sourceLocation: sourceLocation)
        #expect(streams.errorLines == ["mockgen: error: " + message], sourceLocation: sourceLocation)
        #expect(streams.standardOutput.isEmpty, sourceLocation: sourceLocation)
        #expect(try folder.read("Out/Mocks.swift") == previous, sourceLocation: sourceLocation)
        #expect(try folder.stamp("Out/Mocks.swift") == before, sourceLocation: sourceLocation)
        #expect(
            try folder.contents("Out") == ["Mocks.swift"], "no temporary file left behind",
            sourceLocation: sourceLocation)
    }

    private func options(_ paths: [String]? = nil, output: String? = nil) -> DriverOptions {
        DriverOptions(paths: paths ?? [folder.url("Src")], output: output ?? self.output)
    }

    @Test func missingPath() throws {
        try expectFault(
            options([folder.url("Src"), folder.url("Nope")]), message: "no such file or folder: '\(folder.url("Nope"))'"
        )
    }

    @Test func pathBelowAFile() throws {
        try expectFault(options([input + "/Inner.swift"]),
                        message: "no such file or folder: '\(input)/Inner.swift' (a parent is not a folder)")
    }

    @Test func unreadableFileInjected() throws {
        let fileSystem = FaultyFileSystem { operation, path in
            operation == .read && path.hasSuffix("Engine.swift") ? .permissionDenied : nil
        }
        try expectFault(options(), fileSystem: fileSystem, message: "cannot read file '\(input)': permission denied")
    }

    @Test func unreadableFolderInjected() throws {
        try folder.write("Src/Locked/Inner.swift", "protocol Inner")
        let fileSystem = FaultyFileSystem { operation, path in
            operation == .list && path.hasSuffix("/Locked") ? .permissionDenied : nil
        }
        try expectFault(options(), fileSystem: fileSystem,
                        message: "cannot read folder '\(folder.url("Src/Locked"))': permission denied")
    }

    @Test func unreadableRootFolderInjected() throws {
        let fileSystem = FaultyFileSystem { operation, path in
            operation == .status && path.hasSuffix("/Src") ? .permissionDenied : nil
        }
        try expectFault(
            options(), fileSystem: fileSystem, message: "cannot read '\(folder.url("Src"))': permission denied")
    }

    @Test func symbolicLinkLoopBetweenTwoLinks() throws {
        try folder.link("Src/A.swift", to: folder.url("Src/B.swift"))
        try folder.link("Src/B.swift", to: folder.url("Src/A.swift"))
        let streams = CapturedStreams()
        #expect(MockgenDriver.run(options(), io: streams.io()) == 2)
        #expect(streams.errorLines == [
            "mockgen: error: symbolic link loop: '\(folder.url("Src/A.swift"))' cannot be resolved",
            "mockgen: error: symbolic link loop: '\(folder.url("Src/B.swift"))' cannot be resolved",
        ])
        #expect(try folder.stamp("Out/Mocks.swift") == before)
    }

    @Test func symbolicLinkLoopGivenAsThePath() throws {
        try folder.link("Self.swift", to: folder.url("Self.swift"))
        try expectFault(options([folder.url("Self.swift")]),
                        message: "symbolic link loop: '\(folder.url("Self.swift"))' cannot be resolved")
    }

    @Test func symbolicLinkToAnEnclosingFolderIsALoopNotAnEndlessSearch() throws {
        try folder.makeFolder("Src/Deep")
        try folder.link("Src/Deep/Up", to: folder.url("Src"))
        try expectFault(
            options(),
            message: "symbolic link loop: '\(folder.url("Src/Deep/Up"))' leads back to '\(folder.url("Src"))'")
    }

    @Test func emptyOutputPathIsAUsageError() throws {
        let streams = CapturedStreams()
        #expect(MockgenDriver.run(options(output: ""), io: streams.io()) == 2)
        #expect(streams.errorLines == ["mockgen: error: --output needs a file path, not an empty string"])
    }

    @Test func aMissingOutputFolderIsCreatedWithItsParentsWhenTheMocksAreWritten() throws {
        let missing = folder.url("Nope/Deeper/Mocks.swift")
        let streams = CapturedStreams()
        #expect(MockgenDriver.run(options(output: missing), io: streams.io()) == 0)
        #expect(try folder.read("Nope/Deeper/Mocks.swift").hasPrefix("// Generated by"))
    }

    @Test func aMissingOutputFolderIsNotCreatedByARunThatFails() throws {
        let streams = CapturedStreams()
        let paths = [folder.url("Src"), folder.url("Missing.swift")]
        #expect(MockgenDriver.run(options(paths, output: folder.url("Nope/Mocks.swift")), io: streams.io()) == 2)
        #expect(!folder.exists("Nope"))
    }

    @Test func aFolderThatExistsButRefusesNewFilesIsNotCalledMissing() throws {
        // What `/proc` answers (ENOENT for a file created in a folder that exists).
        let fileSystem = FaultyFileSystem { operation, _ in operation == .create ? .notFound : nil }
        try expectFault(
            options(), fileSystem: fileSystem,
            message: "cannot write '\(output)': the folder '\(folder.url("Out"))' exists but a file cannot be created "
                + "in it (injected failure); choose an output in a folder you can write to")
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self"), "needs Linux's /proc"))
    func anOutputInProcNamesTheRealCause() throws {
        try expectFault(
            options(output: "/proc/Mocks.swift"),
            message: "cannot write '/proc/Mocks.swift': the folder '/proc' exists but a file cannot be created in it "
                + "(No such file or directory); choose an output in a folder you can write to")
    }

    @Test func outputFolderIsAFile() throws {
        let below = input + "/Mocks.swift"
        try expectFault(options(output: below), message: "cannot write '\(below)': '\(input)' is not a folder")
    }

    @Test func outputPathIsAFolder() throws {
        try folder.makeFolder("Mocks.generated.swift")
        try expectFault(options(output: folder.url("Mocks.generated.swift")),
                        message: "output path '\(folder.url("Mocks.generated.swift"))' is a folder, not a file")
        #expect(try folder.contents("Mocks.generated.swift").isEmpty)
    }

    @Test func readOnlyOutput() throws {
        folder.setPermissions("Out/Mocks.swift", 0o444)
        try expectFault(
            options(), message: "output file '\(output)' is read-only; make it writable or choose another --output")
    }

    @Test func readOnlyOutputThatIsUpToDateIsFine() throws {
        let streams = CapturedStreams()
        folder.setPermissions("Out/Mocks.swift", 0o444)
        #expect(MockgenDriver.run(options(), io: streams.io()) == 2, "read-only and stale: refused")
        folder.setPermissions("Out/Mocks.swift", 0o644)
        #expect(MockgenDriver.run(options(), io: streams.io()) == 0)
        folder.setPermissions("Out/Mocks.swift", 0o444)
        folder.age("Out/Mocks.swift")
        let stamp = try folder.stamp("Out/Mocks.swift")
        let again = CapturedStreams()
        #expect(MockgenDriver.run(options(), io: again.io()) == 0, "nothing to write")
        #expect(again.standardError.isEmpty)
        #expect(try folder.stamp("Out/Mocks.swift") == stamp)
    }

    @Test func fullDiskWhileWritingInjected() throws {
        let fileSystem = FaultyFileSystem { operation, _ in operation == .write ? .noSpace : nil }
        try expectFault(
            options(), fileSystem: fileSystem,
            message: "cannot write '\(output)': no space left on device; the previous file was left as it was")
        #expect(fileSystem.paths(.rename).isEmpty)
    }

    @Test func fullDiskWhileFlushingInjected() throws {
        let fileSystem = FaultyFileSystem { operation, _ in operation == .synchronize ? .noSpace : nil }
        try expectFault(
            options(), fileSystem: fileSystem,
            message: "cannot write '\(output)': no space left on device; the previous file was left as it was")
    }

    @Test func failedRenameInjected() throws {
        let fileSystem = FaultyFileSystem { operation, _ in operation == .rename ? .permissionDenied : nil }
        try expectFault(options(), fileSystem: fileSystem, message: "cannot write '\(output)': permission denied")
    }

    @Test func readOnlyFileSystemInjected() throws {
        let fileSystem = FaultyFileSystem { operation, _ in operation == .create ? .readOnlyFileSystem : nil }
        try expectFault(options(), fileSystem: fileSystem, message: "cannot write '\(output)': read-only file system")
    }

    @Test(.enabled(if: Tmpfs.isAvailable, "needs root and permission to mount a tmpfs"))
    func fullDiskOnARealTinyFileSystem() throws {
        let disk = try TemporaryFolder("mockgen-full-disk")
        #expect(Tmpfs.mount(at: disk.path, size: "16k"))
        defer { Tmpfs.unmount(disk.path) }
        let small = try disk.write("Mocks.swift", previous)
        let stamp = try disk.stamp("Mocks.swift")
        // 3,000 protocols give about 200 KB of fake mocks: far more than the disk holds.
        try folder.write("Src/Many.swift", (0..<3000).map { "protocol P\($0)" }.joined(separator: "\n"))
        let streams = CapturedStreams()
        #expect(MockgenDriver.run(options(output: small), io: streams.io()) == 2)
        #expect(
            streams.errorLines == [
                "mockgen: error: cannot write '\(small)': no space left on device; the previous file was left as it was"
            ])
        #expect(try disk.read("Mocks.swift") == previous)
        #expect(try disk.stamp("Mocks.swift") == stamp)
        #expect(try disk.contents() == ["Mocks.swift"])
    }

    @Test(.enabled(if: Tmpfs.isAvailable, "needs root and permission to mount a tmpfs"))
    func readOnlyFileSystemForReal() throws {
        let disk = try TemporaryFolder("mockgen-read-only")
        #expect(Tmpfs.mount(at: disk.path, size: "64k"))
        defer { Tmpfs.unmount(disk.path) }
        let target = try disk.write("Mocks.swift", previous)
        #expect(Tmpfs.remountReadOnly(disk.path))
        let streams = CapturedStreams()
        #expect(MockgenDriver.run(options(output: target), io: streams.io()) == 2)
        #expect(streams.errorLines == ["mockgen: error: cannot write '\(target)': read-only file system"])
        #expect(try disk.read("Mocks.swift") == previous)
    }

    @Test func fileLargerThanTheLimitIsRefused() throws {
        try folder.write("Src/Huge.swift", String(repeating: "x", count: 5000))
        var options = options()
        options.maximumFileSize = 4096
        try expectFault(
            options,
            message:
                "'\(folder.url("Src/Huge.swift"))' is larger than the 4 KB limit for a source file; refusing to read it"
        )
    }

    @Test func standardInputLargerThanTheLimitIsRefused() throws {
        let streams = CapturedStreams(standardInput: Array(repeating: 0x20, count: 2048))
        var options = DriverOptions()
        options.maximumFileSize = 1024
        #expect(MockgenDriver.run(options, io: streams.io()) == 2)
        #expect(
            streams.errorLines == [
                "mockgen: error: standard input is larger than the 1 KB limit for a source file; refusing to read it"
            ])
    }

    @Test func aFileOverTheDefault256MegabyteLimitIsRefusedWithoutBeingRead() throws {
        // A sparse file: 257 MB long, no disk used.
        let huge = try folder.write("Src/Huge.swift", "")
        #expect(truncate(huge, 257 << 20) == 0)
        try expectFault(
            options(), message: "'\(huge)' is larger than the 256 MB limit for a source file; refusing to read it")
    }

    @Test func theFrontEndGetsTheFileBytesExactly() throws {
        // Empty, binary and non-UTF-8 files reach the front end unchanged; its diagnostics decide.
        let files: [(String, [UInt8])] = [
            ("Empty.swift", []),
            ("Binary.swift", [0x00, 0xFF, 0xFE, 0x01, 0x00, 0x7F]),
            ("Latin1.swift", Array("protocol Caf".utf8) + [0xE9]),
        ]
        for (name, bytes) in files { try folder.write("Odd/\(name)", bytes: bytes) }
        let seen = SeenBytes()
        let streams = CapturedStreams()
        let io = streams.io(parse: { bytes, path in
            seen.record(path, bytes)
            return FakeStages.parse(bytes, path: path)
        })
        #expect(MockgenDriver.run(DriverOptions(paths: [folder.url("Odd")]), io: io) == 0)
        for (name, bytes) in files { #expect(seen.bytes(folder.url("Odd/\(name)")) == bytes) }
    }
}

/// The bytes each file was parsed from.
final class SeenBytes: Sendable {
    private let storage = LockedValue<[String: [UInt8]]>([:])
    func record(_ path: String, _ bytes: [UInt8]) { storage.withLock { $0[path] = bytes } }
    func bytes(_ path: String) -> [UInt8]? { storage.withLock { $0[path] } }
}
