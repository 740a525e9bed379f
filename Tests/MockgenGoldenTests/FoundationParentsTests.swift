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
}
