import Foundation
import MockRuntime
import Testing

/// Mocks of `Decodable` classes, decoded through the initializer the compiler synthesizes.
@Suite struct DecodableClassMockTests {
    @Test func aDecodableClassMockIsDecodedThroughTheSynthesizedInitializerItOverrides() throws {
        let data = Data(#"{"weight": 12}"#.utf8)
        let shipment = try JSONDecoder().decode(ConsignmentMock.self, from: data)
        given(shipment).label().willReturn("stubbed")
        #expect(shipment.label() == "stubbed")
        #expect(shipment.weight == 0)                  // unstubbed: the relaxed default
        forwardUnstubbedCalls(shipment)
        #expect(shipment.weight == 12)                 // the decoded value, from the real class
        verify(shipment).weight.getCalled(.twice)

        let express = try JSONDecoder().decode(ExpressConsignmentMock.self, from: data)
        given(express).priority().willReturn(3)
        #expect(express.priority() == 3)

        let parcel = try JSONDecoder().decode(SatchelMock.self, from: Data(#"{"note": "fragile"}"#.utf8))
        forwardUnstubbedCalls(parcel)
        #expect(parcel.note == "fragile")
        let crate = try JSONDecoder().decode(HamperMock.self, from: Data("4".utf8))
        #expect(crate.items == 4)
    }
}
