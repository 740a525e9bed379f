import Foundation
import GoldenVault
import MockRuntime
import Testing

/// Mocks generated from a module interface (`Fixtures/InterfaceModule/GoldenVault.swiftinterface`)
/// used as a client of a binary module uses them: the module imported plainly, never `@testable`,
/// its module-qualified names (`Swift.Result<GoldenVault.Receipt, any Swift.Error>`,
/// `FoundationEssentials.URL`) meaning what the interface means.
@Suite struct InterfaceModuleTests {
    @Test func aProtocolReadFromAnInterfaceIsStubbedAndVerifiedThroughAPlainImport() async throws {
        let vault = VaultStoreMock()
        given(vault).owner.willReturn("Ada")
        given(vault).deposit(.value(5), note: .nil).willReturn(Receipt(id: 1))
        given(vault).deposit(.matching { $0 > 100 }, note: .any).willThrow(VaultError.locked)
        given(vault).balance().willReturn(42)
        given(vault).history(limit: .any).willReturn(.success([Receipt(id: 1)]))

        #expect(vault.owner == "Ada")
        #expect(try vault.deposit(5, note: nil) == Receipt(id: 1))
        #expect(throws: VaultError.locked) { try vault.deposit(500, note: "big") }
        #expect(await vault.balance() == 42)
        #expect(try vault.history(limit: 3).get() == [Receipt(id: 1)])
        try await vault.open(at: URL(fileURLWithPath: "/vault"))
        // The interface's inlinable extension method runs against the mock's requirements.
        #expect(try vault.depositTwice(5) == [Receipt(id: 1), Receipt(id: 1)])

        verify(vault).deposit(.value(5), note: .any).called(.exactly(3))
        verify(vault).open(at: .value(URL(fileURLWithPath: "/vault"))).called(.once)
        verify(vault).history(limit: .value(3)).called(.once)
    }

    @Test func aGenericRethrowingRequirementRunsTheClosureItIsGiven() throws {
        let vault = VaultStoreMock()
        // The mock's producer of a `rethrows` member cannot throw itself.
        given(vault).transform(Parameter<Int>.any, using: .any).willProduce { value, body in (try? body(value)) ?? 0 }
        #expect(vault.transform(20, using: { $0 + 1 }) == 21)
        verify(vault).transform(Parameter<Int>.value(20), using: .any).called(.once)
    }

    @Test func aPrimaryAssociatedTypeOfAnInterfaceProtocolBecomesTheMocksGenericParameter() {
        let trail = AuditTrailMock<String>()
        given(trail).entries().willReturn(["opened"])
        trail.record("closed")
        #expect(trail.entries() == ["opened"])
        verify(trail).record(.value("closed")).called(.once)
    }

    @Test func anOpenClassOfAnInterfaceIsSubclassedWithItsPublicInitializer() {
        let auditor = AuditorMock(name: "Grace")
        given(auditor).audit(.any).willReturn(false)
        #expect(auditor.audit(Receipt(id: 9)) == false)
        // Public, not open: left to the class itself.
        #expect(auditor.signature() == "Grace")
        verify(auditor).audit(.value(Receipt(id: 9))).called(.once)
    }
}
