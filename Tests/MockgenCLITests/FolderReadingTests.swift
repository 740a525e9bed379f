import MockgenDriver
import Testing

/// `LocalFileSystem.readFiles`, which opens each file relative to its folder, gives every
/// file the result `readFile` gives it by its path: the same bytes, status and errors.
@Suite struct FolderReadingTests {
    /// What `readFile(_:sizeLimit:skippingIf:)` or `readFiles` said of one file, comparable.
    private enum Outcome: Equatable {
        case read([UInt8], FileStatus)
        case skipped
        case failed(FileSystemError.Reason, path: String, detail: String)

        init(_ result: Result<FileContents?, FileSystemError>) {
            switch result {
            case .success(let contents?): self = .read(contents.bytes, contents.status)
            case .success(nil): self = .skipped
            case .failure(let error): self = .failed(error.reason, path: error.path, detail: error.detail)
            }
        }
    }

    @Test func eachFileReadsAsByItsPathErrorsIncluded() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sources/A.swift", "protocol A {}\n")
        try folder.write("Sources/B.swift", "")
        try folder.write("Sources/Large.swift", String(repeating: "x", count: 100))
        try folder.write("Sources/Skipped.swift", "struct S {}\n")
        try folder.makeFolder("Sources/Folder.swift")
        try folder.link("Sources/Link.swift", to: folder.url("Sources/A.swift"))
        try folder.link("Sources/Dangling.swift", to: folder.url("Sources/Missing.swift"))
        try folder.write("Other/C.swift", "class C {}\n")
        let names = [
            "A.swift", "B.swift", "Large.swift", "Skipped.swift", "Folder.swift", "Link.swift", "Dangling.swift",
            "Gone.swift",
        ]
        let paths = names.map { folder.url("Sources/" + $0) } + [folder.url("Other/C.swift")]
        let fileSystem = LocalFileSystem()
        let skipped = try fileSystem.status(of: folder.url("Sources/Skipped.swift"), followingLinks: true).identity
        let skip: (FileStatus) -> Bool = { $0.identity == skipped }

        var outcomes: [Int: Outcome] = [:]
        fileSystem.readFiles(paths, inFolder: folder.url("Sources"), sizeLimit: 50, skippingIf: skip) { index, result in
            #expect(outcomes[index] == nil)
            outcomes[index] = Outcome(result)
        }
        for (index, path) in paths.enumerated() {
            let byPath = Outcome(
                Result { () throws(FileSystemError) in try fileSystem.readFile(path, sizeLimit: 50, skippingIf: skip) })
            #expect(outcomes[index] == byPath, "\(path)")
        }
        #expect(
            outcomes[0]
                == .read(Array("protocol A {}\n".utf8), try fileSystem.status(of: paths[0], followingLinks: true)))
        #expect(outcomes[3] == .skipped)
        guard case .failed(.isADirectory, _, _)? = outcomes[4] else {
            Issue.record("a folder named like a file is refused")
            return
        }
        guard case .failed(.notFound, let path, _)? = outcomes[7] else {
            Issue.record("a missing file is not found")
            return
        }
        #expect(path == paths[7])
    }

    @Test func anUnopenableFolderReadsEachFileByItsPath() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("A.swift", "protocol A {}\n")
        var outcomes: [Outcome] = []
        LocalFileSystem().readFiles(
            [path], inFolder: folder.url("Missing"), sizeLimit: 1_000, skippingIf: { _ in false }
        ) {
            outcomes.append(Outcome($1))
        }
        #expect(
            outcomes == [
                .read(Array("protocol A {}\n".utf8), try LocalFileSystem().status(of: path, followingLinks: true))
            ])
    }
}
