import MockgenFrontEnd
import Testing

/// Doc comments stripped as bytes give exactly the text that stripping `Character`s gives,
/// whatever follows the markers: spaces, tabs, carriage returns, combining marks, invalid UTF-8.
@Suite struct DocCommentTextTests {
    /// Pieces that change how `Character`s fall around the markers and the line breaks.
    private static let pieces: [[UInt8]] = [
        [], Array(" ".utf8), Array("  ".utf8), Array("\t".utf8), Array("*".utf8), Array("* ".utf8), Array("x".utf8),
        Array("\r".utf8), Array("\r\n".utf8), Array("\n".utf8), Array("\u{301}".utf8), Array(" \u{301}".utf8),
        Array("e\u{301}".utf8), Array("é".utf8), Array("👍🏽".utf8), Array("\u{200D}".utf8), [0xFF], [0xE2, 0x80],
        Array("*/".utf8), Array("/".utf8),
    ]

    private func line(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBufferPointer { DocCommentText.line($0, from: 0, to: bytes.count) }
    }

    private func block(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBufferPointer { DocCommentText.block($0, from: 0, to: bytes.count) }
    }

    @Test func lineTextMatchesCharacterStrippingForEveryPairOfPieces() {
        for first in Self.pieces {
            for second in Self.pieces {
                let comment = Array("///".utf8) + first + second + Array("text".utf8)
                #expect(line(comment) == DocCommentText.lineByCharacters(String(decoding: comment, as: UTF8.self)),
                        "\(comment)")
            }
        }
    }

    @Test func blockTextMatchesCharacterStrippingForEveryTripleOfPieces() {
        for first in Self.pieces {
            for second in Self.pieces {
                for third in Self.pieces {
                    let comment =
                        Array("/**".utf8) + first + Array("a".utf8) + second + Array(" b ".utf8) + third
                        + Array("*/".utf8)
                    #expect(
                        block(comment) == DocCommentText.blockByCharacters(String(decoding: comment, as: UTF8.self)),
                        "\(comment)")
                    let unclosed = Array("/**".utf8) + first + second + third
                    #expect(
                        block(unclosed) == DocCommentText.blockByCharacters(String(decoding: unclosed, as: UTF8.self)),
                        "\(unclosed)")
                }
            }
        }
    }

    @Test func commonShapesAreStripped() {
        #expect(line(Array("/// Starts it.".utf8)) == "Starts it.")
        #expect(line(Array("///Starts it.".utf8)) == "Starts it.")
        #expect(line(Array("///  Indented.".utf8)) == " Indented.")
        #expect(block(Array("/**\n * First.\n *\n * Second.  \n */".utf8)) == "First.\n\nSecond.")
        #expect(block(Array("/** One line. */".utf8)) == "One line.")
    }
}
