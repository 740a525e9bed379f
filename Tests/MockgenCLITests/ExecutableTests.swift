import Foundation
import MockgenDriver
import Testing

/// The built `mockgen` executable, run as a separate process.
@Suite(
    "mockgen executable",
    .enabled(if: MockgenProcess.executable != nil, "needs the mockgen executable in the build products folder"))
struct ExecutableTests {
    @Test func versionPrintsTheVersion() throws {
        let result = try MockgenProcess.run(["--version"])
        #expect(result.status == 0)
        #expect(result.standardOutput == MockgenDriver.version + "\n")
    }

    @Test func helpListsEveryOption() throws {
        let result = try MockgenProcess.run(["--help"])
        #expect(result.status == 0)
        for option in [
            "--output", "-o", "--all", "--testable-import", "--import", "--access", "--exclude", "--check", "--config",
            "--target", "--quiet", "--verbose", "--version", "--help",
        ] {
            #expect(result.standardOutput.contains(option), "help mentions \(option)")
        }
    }

    @Test func usageErrorsExitWith2() throws {
        let unknown = try MockgenProcess.run(["--frobnicate"])
        #expect(unknown.status == 2)
        #expect(unknown.standardError.hasPrefix("mockgen: error: Unknown option '--frobnicate'\n"))
        let access = try MockgenProcess.run(["--access", "private"])
        #expect(access.status == 2)
        let check = try MockgenProcess.run(["Src", "--check"])
        #expect(check.status == 2)
        #expect(check.standardError.contains("--check needs --output"))
    }

    @Test func relativePathsAndABareOutputNameWorkFromTheWorkingFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("Src/Engine.swift", "/// @mockable\nprotocol Engine {\n    func start()\n}\n")
        let result = try MockgenProcess.run(["Src", "-o", "Mocks.swift"], in: folder.path)
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        #expect(try folder.read("Mocks.swift").contains(">, Engine, @unchecked Swift.Sendable {"))
        #expect(try folder.contents() == ["Mocks.swift", "Src"])
        let check = try MockgenProcess.run(["Src", "-o", "Mocks.swift", "--check"], in: folder.path)
        #expect(check.status == 0)
        try folder.write("Src/Engine.swift", "/// @mockable\nprotocol Engine {\n    func stop()\n}\n")
        let stale = try MockgenProcess.run(["Src", "-o", "Mocks.swift", "--check"], in: folder.path)
        #expect(stale.status == 1)
        #expect(stale.standardError.hasPrefix("mockgen: error: 'Mocks.swift' is stale"))
    }

    @Test func missingPathExitsWith2AndOneLineNamingIt() throws {
        let folder = try TemporaryFolder()
        let result = try MockgenProcess.run([folder.url("Missing")])
        #expect(result.status == 2)
        #expect(result.standardError == "mockgen: error: no such file or folder: '\(folder.url("Missing"))'\n")
        #expect(result.standardOutput.isEmpty)
    }

    @Test(
        .enabled(if: MockgenProcess.canDropPrivileges, "needs root and setpriv to run mockgen as an unprivileged user"))
    func reallyUnreadableFileAndFolderAsAnUnprivilegedUser() throws {
        let folder = try TemporaryFolder()
        try folder.write("Src/Secret.swift", "protocol Secret {}")
        folder.setPermissions("Src/Secret.swift", 0o000)
        try folder.write("Locked/Inner.swift", "protocol Inner {}")
        folder.setPermissions("Locked", 0o000)
        let file = try MockgenProcess.run([folder.url("Src")], asUser: 65534)
        #expect(file.status == 2)
        #expect(
            file.standardError
                == "mockgen: error: cannot read file '\(folder.url("Src/Secret.swift"))': permission denied\n")
        let locked = try MockgenProcess.run([folder.url("Locked")], asUser: 65534)
        #expect(locked.status == 2)
        #expect(
            locked.standardError == "mockgen: error: cannot read folder '\(folder.url("Locked"))': permission denied\n")
    }

    @Test(
        .enabled(if: MockgenProcess.canDropPrivileges, "needs root and setpriv to run mockgen as an unprivileged user"))
    func outputInAFolderTheUserCannotWriteIsLeftAlone() throws {
        let folder = try TemporaryFolder()
        let input = try folder.write("Src/Engine.swift", "/// @mockable\nprotocol Engine {}\n")
        folder.setPermissions("Src/Engine.swift", 0o644)
        let output = try folder.write("Out/Mocks.swift", "previous")
        folder.setPermissions("Out", 0o755)
        folder.setPermissions("Out/Mocks.swift", 0o666)
        let result = try MockgenProcess.run([input, "--all", "-o", output], asUser: 65534)
        #expect(result.status == 2)
        #expect(result.standardError == "mockgen: error: cannot write '\(output)': permission denied\n")
        #expect(try folder.read("Out/Mocks.swift") == "previous")
        #expect(try folder.contents("Out") == ["Mocks.swift"])
    }
}
