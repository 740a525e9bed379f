import MockgenGenerator
import Testing

/// `LocalFileSystem.contentsEqual`, which the driver uses to leave an unchanged output alone
/// and for `--check`, compares a file piece by piece.
@Suite struct ContentsComparisonTests {
    /// A deterministic byte pattern longer than one 1 MiB read.
    static let large: [UInt8] = (0..<(3 << 20) + 123).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 11) }

    func equal(_ fileBytes: [UInt8], _ expected: [UInt8]) throws -> Bool {
        let folder = try TemporaryFolder()
        let path = try folder.write("out.swift", bytes: fileBytes)
        return try expected.withUnsafeBytes { try LocalFileSystem().contentsEqual(path, $0) }
    }

    @Test func aFileWithTheSameBytesIsEqual() throws {
        #expect(try equal(Self.large, Self.large))
        #expect(try equal([], []))
    }

    @Test func aDifferenceInALaterPieceIsFound() throws {
        var changed = Self.large
        changed[changed.count - 2] ^= 1
        #expect(try !equal(changed, Self.large))
    }

    @Test func aFileOfAnotherSizeIsNotEqual() throws {
        #expect(try !equal(Array(Self.large.dropLast()), Self.large))
        #expect(try !equal(Self.large + [0], Self.large))
    }

    @Test func aMissingFileIsAnError() throws {
        let folder = try TemporaryFolder()
        #expect(throws: FileSystemError.self) {
            try [UInt8]().withUnsafeBytes { try LocalFileSystem().contentsEqual(folder.url("missing.swift"), $0) }
        }
    }
}
