import Foundation
import MockRuntime
import Testing

/// Mocks of protocols refining Foundation's protocols implement their requirements.
@Suite struct FoundationParentsTests {
    @Test func aContiguousBytesRefinementLendsTheBytesItsProducerGives() {
        let checksum = ChecksumMock()
        given(checksum).withUnsafeBytes(.any).willProduce { (body: (UnsafeRawBufferPointer) throws -> Int) in
            try! [UInt8]([1, 2, 3]).withUnsafeBytes(body)
        }
        let count = checksum.withUnsafeBytes { $0.count }
        #expect(count == 3)
        verify(checksum).withUnsafeBytes(.any).called(.once)
    }

    /// Keeps the decoder JSONDecoder hands over, to call the mocks' initializers with.
    private struct DecoderCapture: Decodable {
        let decoder: any Decoder
        init(from decoder: any Decoder) throws { self.decoder = decoder }
    }

    @Test func aDecodableWithConfigurationRefinementIsInitializedWithItsConfiguration() throws {
        let decoder = try JSONDecoder().decode(DecoderCapture.self, from: Data("{}".utf8)).decoder
        let configured = try ConfiguredPayloadMock<String>(from: decoder, configuration: "strict")
        verify(configured).initializer(from: .any, configuration: .value("strict")).called(.once)
        let plain = try ConfiguredPayloadMock<String>(from: decoder)
        verify(plain).initializer(from: .any).called(.once)
    }

    /// Encodes a record through its configured `encode(to:configuration:)`.
    private struct ConfiguredEncoding: Encodable {
        let record: ConfiguredRecordMock
        let configuration: String
        func encode(to encoder: any Encoder) throws { try record.encode(to: encoder, configuration: configuration) }
    }

    @Test func anEncodableWithConfigurationRefinementEncodesWithTheConfigurationItIsGiven() throws {
        let record = ConfiguredRecordMock()
        given(record).encode(to: .any, configuration: .any).willProduce { encoder, configuration in
            var container = encoder.singleValueContainer()
            try container.encode(configuration)
        }
        given(record).encode(to: .any, configuration: .value("bad")).willThrow(CocoaError(.coderInvalidValue))
        let data = try JSONEncoder().encode(ConfiguredEncoding(record: record, configuration: "plain"))
        #expect(String(decoding: data, as: UTF8.self) == "\"plain\"")
        #expect(throws: CocoaError.self) {
            try JSONEncoder().encode(ConfiguredEncoding(record: record, configuration: "bad"))
        }
        verify(record).encode(to: .any, configuration: .value("plain")).called(.once)
        verify(record).encode(to: .any, configuration: .any).called(.twice)
    }
}
