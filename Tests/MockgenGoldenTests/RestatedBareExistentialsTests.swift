import Foundation
@testable import GoldenRecords
import MockRuntime
import Testing

/// Mocks of protocols that restate a parent's requirement writing a bare existential where the
/// parent writes `any` (Fixtures/RestatedBareExistentials): one member witnesses both spellings.
@Suite struct RestatedBareExistentialsTests {
    private struct Refused: Error {}

    @Test func decodingCallsTheRestatedInitializer() throws {
        let decoded = try JSONDecoder().decode(RecordIdentifierMock.self, from: Data("{}".utf8))
        verify(decoded).initializer(from: .any).called(.once)
        let asIdentifier: any RecordIdentifier = decoded
        #expect(asIdentifier.description == "RecordIdentifierMock")
    }

    @Test func encodingCallsTheRestatedMethod() throws {
        let identifier = RecordIdentifierMock(Data([1, 2]))
        given(identifier).encode(to: .any).willProduce { encoder in
            var container = encoder.singleValueContainer()
            try container.encode("record-1")
        }
        let json = try JSONEncoder().encode([identifier])
        #expect(String(decoding: json, as: UTF8.self) == #"["record-1"]"#)
        verify(identifier).encode(to: .any).called(.once)
        verify(identifier).initializer(.value(Data([1, 2]))).called(.once)
    }

    @Test func theParentsSpellingReachesTheSameMember() throws {
        let writer = BufferedOctetWritingMock()
        let sink = OctetSinkMock()
        given(writer).write(to: .any).willThrow(Refused())
        given(writer).flush(into: .any).willReturn(sink)
        let asParent: any OctetWriting = writer
        #expect(throws: Refused.self) { try asParent.write(to: sink) }
        #expect(asParent.flush(into: [sink]) as? OctetSinkMock === sink)
        verify(writer).write(to: .any).called(.once)
        verify(writer).flush(into: .any).called(.once)
    }
}
