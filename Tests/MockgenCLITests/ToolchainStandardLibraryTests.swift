import Foundation
@testable import MockgenDriver
import Testing

/// `--toolchain`: the standard protocols learned from the toolchain's interface, or the
/// built-in table with a warning when there is none.
@Suite("Toolchain standard library")
struct ToolchainStandardLibraryTests {
    private static let printer = """
        /// @mockable
        protocol ReportPrinter: TextOutputStreamable {
            var pageCount: Int { get }
        }
        """

    /// The toolchain of the `swift` on the PATH, when it has a standard-library interface.
    static let toolchain: String? = {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let swift = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
            guard FileManager.default.fileExists(atPath: swift.path) else { continue }
            let root = swift.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
            if case .success = ToolchainStandardLibrary.interfacePaths(in: root, fileSystem: LocalFileSystem()) { return root }
        }
        return nil
    }()

    @Test func withoutAnInterfaceTheBuiltInTableIsUsedWithAWarning() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Printer.swift", Self.printer)
        try folder.write("Toolchain/usr/lib/swift/linux/README", "no interfaces here")
        let streams = CapturedStreams()
        let options = DriverOptions(paths: [folder.url("App")], toolchain: folder.url("Toolchain"))
        #expect(MockgenDriver.run(options, io: streams.realIO()) == 0)
        #expect(streams.standardError.contains("no standard-library interface"))
        #expect(streams.standardError.contains("using the built-in table"))
        #expect(streams.standardOutput.contains("func write<Target>(to target: inout Target) where Target: TextOutputStream {"))
    }

    @Test(.enabled(if: toolchain != nil, "needs a toolchain with the standard library's interface"))
    func theToolchainsInterfaceDeclaresTheRequirements() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Printer.swift", Self.printer)
        let streams = CapturedStreams()
        let options = DriverOptions(paths: [folder.url("App")], verbosity: .verbose, toolchain: Self.toolchain)
        #expect(MockgenDriver.run(options, io: streams.realIO()) == 0)
        #expect(streams.standardError.contains("standard protocols from"))
        // The interface spells the constraint with its module.
        #expect(streams.standardOutput.contains("where Target: Swift.TextOutputStream {"))
    }
}
