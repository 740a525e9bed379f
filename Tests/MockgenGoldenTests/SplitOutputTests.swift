import Foundation
import MockRuntime
import Testing

/// The `SplitOutput` folder case: mocks generated into one file per source file, compiled together.
@Suite struct SplitOutputTests {
    @Test func mocksFromBothModelsFilesImplementTheSharedParent() throws {
        let id = UUID()
        let invoice = InvoiceMock()
        let shipment = ShipmentMock()
        given(invoice).id.willReturn(id)
        given(shipment).id.willReturn(id)
        given(invoice).total(discount: .value(5)).willReturn(95)
        given(shipment).weight(in: .any).willReturn(2.5)

        let identified: [any Identified] = [invoice, shipment, IdentifiedMock()]
        #expect(identified.prefix(2).allSatisfy { $0.id == id })
        #expect(try invoice.total(discount: 5) == 95)
        #expect(shipment.weight(in: "kg") == 2.5)
        verify(invoice).id.getCalled(.once)
        verify(shipment).weight(in: .value("kg")).called(.once)
    }

    @Test func anAsyncMockInTheSecondFileTakesTheFirstFilesMocks() async throws {
        let carrier = CarrierMock(policy: .strict)
        given(carrier).ship(.any, priority: .value(.userInitiated)).willReturn("tracking-1")
        #expect(try await carrier.ship(ShipmentMock(), priority: .userInitiated) == "tracking-1")
        verify(carrier).ship(.any, priority: .any).called(.once)
    }
}
