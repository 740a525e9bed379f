import Foundation
import MockgenTestSupport
import Testing

/// The `mockgen` executable with headers: folders give their `.h` files with their `.swift`
/// files, `-I`/`-D` reach the header parser, and a missing libclang is exit 2 with the fix.
struct CommandLineHeaderTests {
    static var mockgen: String? {
        Toolchain.builtModules.map {
            URL(fileURLWithPath: $0).deletingLastPathComponent().appendingPathComponent("mockgen").path
        }
        .flatMap { FileManager.default.isExecutableFile(atPath: $0) ? $0 : nil }
    }

    static func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mockgen-objc-cli-\(UUID().uuidString)")
        for (name, text) in files {
            let file = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        return folder
    }

    static let header = """
        #import "Root.h"
        /// @mockable
        @protocol Beacon
        - (void)blinkTimes:(NSInteger)times;
        #ifdef WITH_DIM
        - (void)dim;
        #endif
        @end
        """

    @Test func aMissingLibclangIsExitTwoWithTheInstallCommand() throws {
        let mockgen = try #require(Self.mockgen, "the mockgen executable was not built")
        let folder = try Self.folder(["Beacon.h": Self.header, "Root.h": "typedef long NSInteger;\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Toolchain.run(mockgen, [folder.path, "--libclang", "/nonexistent/libclang.so"])
        #expect(result.status == 2)
        #expect(result.text.contains("Beacon.h:1:1: error: cannot load libclang from '/nonexistent/libclang.so'"))
        #expect(result.text.contains("libclang-dev") || result.text.contains("xcode-select"))
    }

    @Test func swiftFilesStillNeedNoLibclang() throws {
        let mockgen = try #require(Self.mockgen, "the mockgen executable was not built")
        let folder = try Self.folder([
            "Beacon.swift": "/// @mockable\nprotocol Lamp { func glow() }\n", "math.h": "int add(int a, int b);\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Toolchain.run(mockgen, [folder.path, "--libclang", "/nonexistent/libclang.so"])
        #expect(result.status == 0)
        #expect(result.text.contains("final class LampMock: MockRuntime.MockBase<"))
    }

    @Test(.enabled(if: LibclangRequirement.shouldRun, LibclangRequirement.skipMessage))
    func headersInFoldersAreMockedWithIncludePathsAndDefines() throws {
        guard LibclangRequirement.check() else { return }
        let mockgen = try #require(Self.mockgen, "the mockgen executable was not built")
        let folder = try Self.folder(["Sources/Beacon.h": Self.header, "Include/Root.h": "typedef long NSInteger;\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = folder.appendingPathComponent("Sources").path
        let include = folder.appendingPathComponent("Include").path
        let result = try Toolchain.run(mockgen, [sources, "-I", include, "-DWITH_DIM"])
        #expect(result.status == 0, "\(result.text)")
        #expect(result.text.contains("final class BeaconMock: NSObject, Beacon, Mock"))
        #expect(result.text.contains("func blinkTimes(_ times: Int)"))
        #expect(result.text.contains("func dim()"))
    }
}
