import MockgenDriver
import Testing

/// `LocalFileSystem.contentsEqual`, which the driver uses to leave an unchanged output alone
/// and for `--check`, compares a file with the output's pieces a piece at a time.
@Suite struct ContentsComparisonTests {
    /// Deterministic text longer than one 1 MiB read, in pieces of uneven sizes.
    static let pieces: [String] = (0..<7).map { piece in
        let count: Int = piece * 300_017 + 11
        let bytes: [UInt8] = (0..<count).map { (index: Int) -> UInt8 in UInt8(97 + (index * 7 + piece) % 26) }
        return String(decoding: bytes, as: UTF8.self)
    }

    func equal(file: String, _ pieces: [String]) throws -> Bool {
        let folder = try TemporaryFolder()
        let path = try folder.write("out.swift", file)
        return try LocalFileSystem().contentsEqual(path, pieces)
    }

    @Test func aFileWithTheSameBytesIsEqualHoweverTheyArePieced() throws {
        let whole = Self.pieces.joined()
        #expect(whole.utf8.count > 3 << 20)
        #expect(try equal(file: whole, Self.pieces))
        #expect(try equal(file: whole, [whole]))
        #expect(try equal(file: whole, [""] + Self.pieces.reversed().reversed() + [""]))
        #expect(try equal(file: "", []))
        #expect(try equal(file: "", [""]))
    }

    @Test func aDifferenceInALaterPieceIsFound() throws {
        var changed = Array(Self.pieces.joined().utf8)
        changed[changed.count - 2] = UInt8(ascii: "#")
        #expect(try !equal(file: String(decoding: changed, as: UTF8.self), Self.pieces))
    }

    @Test func aFileOfAnotherSizeIsNotEqual() throws {
        let whole = Self.pieces.joined()
        #expect(try !equal(file: String(whole.dropLast()), Self.pieces))
        #expect(try !equal(file: whole + "x", Self.pieces))
    }

    @Test func aMissingFileIsAnError() throws {
        let folder = try TemporaryFolder()
        #expect(throws: FileSystemError.self) {
            try LocalFileSystem().contentsEqual(folder.url("missing.swift"), ["x"])
        }
    }
}
