@testable import MockgenDriver
import Testing

/// Which files the driver reads for the paths it is given.
@Suite("Finding the Swift files")
struct SourceDiscoveryTests {
    /// The protocols the fake generator saw, as `Name path` lines, in the order it got them.
    private func mocked(
        _ paths: [String], excludes: [String] = []
    ) -> (status: Int32, lines: [String], streams: CapturedStreams) {
        let streams = CapturedStreams()
        let status = MockgenDriver.run(DriverOptions(paths: paths, excludes: excludes), io: streams.io())
        return (status, streams.mockedLines, streams)
    }

    @Test func foldersAreSearchedRecursivelyForSwiftFilesInPathOrder() throws {
        let folder = try TemporaryFolder()
        try folder.write("Src/B.swift", "protocol B")
        try folder.write("Src/A.swift", "protocol A")
        try folder.write("Src/Deep/Er/C.swift", "protocol C")
        try folder.write("Src/README.md", "protocol NotSwift")
        try folder.write("Src/Script.swiftx", "protocol NotSwiftEither")
        let result = mocked([folder.url("Src")])
        #expect(result.status == 0)
        #expect(result.lines == [
            "A \(folder.path)/Src/A.swift",
            "B \(folder.path)/Src/B.swift",
            "C \(folder.path)/Src/Deep/Er/C.swift",
        ])
    }

    @Test func hiddenFoldersAndBuildFolderAreSkipped() throws {
        let folder = try TemporaryFolder()
        try folder.write("Src/A.swift", "protocol A")
        try folder.write("Src/.build/checkouts/Dep.swift", "protocol InBuild")
        try folder.write("Src/.git/Hook.swift", "protocol InGit")
        try folder.write("Src/.Hidden.swift", "protocol HiddenFile")
        #expect(mocked([folder.url("Src")]).lines == ["A \(folder.path)/Src/A.swift"])
    }

    @Test func documentationCatalogsAreSkipped() throws {
        let folder = try TemporaryFolder()
        try folder.write("Src/A.swift", "protocol A")
        try folder.write("Src/Guide.docc/Resources/code/Step-01.swift", "protocol InTutorial")
        #expect(mocked([folder.url("Src")]).lines == ["A \(folder.path)/Src/A.swift"])
    }

    @Test func trailingSlashOnAFolderGivesTheSamePaths() throws {
        let folder = try TemporaryFolder()
        try folder.write("Src/A.swift", "protocol A")
        #expect(mocked([folder.url("Src/")]).lines == mocked([folder.url("Src")]).lines)
    }

    @Test func excludeMatchesFileNamesRelativePathsAndFolders() throws {
        let folder = try TemporaryFolder()
        try folder.write("Src/A.swift", "protocol A")
        try folder.write("Src/Mocks.generated.swift", "protocol Generated")
        try folder.write("Src/Legacy/Old.swift", "protocol Old")
        try folder.write("Src/Feature/Legacy.swift", "protocol KeptBecauseOnlyTheFolderIsExcluded")
        try folder.write("Src/Feature/Sub/Skip.swift", "protocol Skip")
        let result = mocked(
            [folder.url("Src")],
            excludes: ["*.generated.swift", "Legacy", "Feature/Sub/*.swift"])
        #expect(result.lines == [
            "A \(folder.path)/Src/A.swift",
            "KeptBecauseOnlyTheFolderIsExcluded \(folder.path)/Src/Feature/Legacy.swift",
        ])
    }

    @Test func excludeWithDoubleStarSkipsAWholeTree() throws {
        let folder = try TemporaryFolder()
        try folder.write("Src/A.swift", "protocol A")
        try folder.write("Src/Vendor/X/Y.swift", "protocol Y")
        #expect(mocked([folder.url("Src")], excludes: ["Vendor/**"]).lines == ["A \(folder.path)/Src/A.swift"])
    }

    @Test func excludeAlsoAppliesToFilesNamedOnTheCommandLine() throws {
        let folder = try TemporaryFolder()
        let a = try folder.write("A.swift", "protocol A")
        let b = try folder.write("B.generated.swift", "protocol B")
        #expect(mocked([a, b], excludes: ["*.generated.swift"]).lines == ["A \(a)"])
    }

    @Test func aFileNamedExplicitlyIsReadWhateverItsExtension() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("Protocols.txt", "protocol FromText")
        #expect(mocked([file]).lines == ["FromText \(file)"])
    }

    @Test func aFileGivenTwiceOrReachedTwiceIsReadOnce() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("Src/A.swift", "protocol A")
        try folder.link("Src/Alias.swift", to: file)
        let result = mocked([folder.url("Src"), file, folder.url("Src/")])
        #expect(result.lines == ["A \(file)"])
    }

    @Test func argumentOrderDoesNotChangeTheOutput() throws {
        let folder = try TemporaryFolder()
        let a = try folder.write("One/A.swift", "protocol A")
        let z = try folder.write("Two/Z.swift", "protocol Z")
        let m = try folder.write("M.swift", "protocol M")
        let forward = mocked([a, z, m, folder.url("One")])
        let backward = mocked([folder.url("One"), m, z, a])
        #expect(forward.streams.standardOutput == backward.streams.standardOutput)
        #expect(forward.lines.map { $0.split(separator: " ")[0] } == ["M", "A", "Z"])
    }

    @Test func theNameOfAFileReachableThroughALinkDoesNotDependOnArgumentOrder() throws {
        let folder = try TemporaryFolder()
        try folder.write("Shared/Deep/S.swift", "protocol S")
        try folder.makeFolder("Src")
        try folder.link("Src/Link", to: folder.url("Shared"))
        let forward = mocked([folder.url("Shared"), folder.url("Src")])
        let backward = mocked([folder.url("Src"), folder.url("Shared")])
        #expect(forward.lines == ["S \(folder.path)/Shared/Deep/S.swift"])
        #expect(backward.lines == forward.lines)
    }

    @Test func symbolicLinksToFilesAndOtherFoldersAreFollowed() throws {
        let folder = try TemporaryFolder()
        try folder.write("Shared/S.swift", "protocol S")
        try folder.write("Src/A.swift", "protocol A")
        try folder.link("Src/Shared", to: folder.url("Shared"))
        #expect(mocked([folder.url("Src")]).lines == [
            "A \(folder.path)/Src/A.swift",
            "S \(folder.path)/Src/Shared/S.swift",
        ])
    }

    @Test func aFolderReachedThroughTwoLinksIsSearchedOnce() throws {
        let folder = try TemporaryFolder()
        try folder.write("Shared/S.swift", "protocol S")
        try folder.makeFolder("Src")
        try folder.link("Src/Left", to: folder.url("Shared"))
        try folder.link("Src/Right", to: folder.url("Shared"))
        #expect(mocked([folder.url("Src")]).lines == ["S \(folder.path)/Src/Left/S.swift"])
    }

    @Test func brokenSymbolicLinkToASwiftFileIsAWarningNotAnError() throws {
        let folder = try TemporaryFolder()
        try folder.write("Src/A.swift", "protocol A")
        try folder.link("Src/Gone.swift", to: folder.url("Nowhere.swift"))
        let result = mocked([folder.url("Src")])
        #expect(result.status == 0)
        #expect(result.lines == ["A \(folder.path)/Src/A.swift"])
        #expect(
            result.streams.errorLines == [
                "mockgen: warning: skipping '\(folder.path)/Src/Gone.swift': it is a symbolic link to a file that does "
                    + "not exist"
            ])
    }

    @Test func aFolderWithoutSwiftFilesGivesAWarning() throws {
        let folder = try TemporaryFolder()
        try folder.makeFolder("Empty")
        let result = mocked([folder.url("Empty")])
        #expect(result.status == 0)
        #expect(result.streams.errorLines == ["mockgen: warning: no Swift files found in '\(folder.path)/Empty'"])
    }
}
