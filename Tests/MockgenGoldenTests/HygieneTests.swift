import MockRuntime
import Testing

/// A module declaring types named like the standard library's and MockRuntime's (`Parameter`,
/// `Mock`, `String`, `Never`, `Error`...) next to a mocked protocol: the mock still means what
/// it says, and the protocol's own spellings keep the module's meaning.
@Suite struct HygieneTests {
    @Test func aMockNextToShadowingTypesStubsAndVerifiesAsUsual() async throws {
        let ledger = Shadowing.LedgerMock(name: "books")
        let parameter = Shadowing.Parameter(amount: 5)
        given(ledger).post(.value(parameter)).willReturn(true)
        given(ledger).label.willReturn(Shadowing.String(text: "main"))
        given(ledger).sync().willReturn("synced")
        given(ledger)[.value(2)].willReturn("two")
        given(ledger).close().willThrow(LedgerClosed())

        #expect(ledger.post(parameter))
        #expect(!ledger.post(Shadowing.Parameter(amount: 6)))
        #expect(ledger.label == Shadowing.String(text: "main"))
        #expect(try await ledger.sync() == "synced")
        #expect(ledger[2] == "two")
        #expect(throws: LedgerClosed.self) { try ledger.close() }
        ledger.balance = 10
        ledger.note(nil)
        var seen: [Swift.Int] = []
        given(ledger).each(.any).willProduce { body in body(1); body(2) }
        ledger.each { seen.append($0) }

        #expect(seen == [1, 2])
        verify(ledger).post(.any).called(.twice)
        verify(ledger).balance(newValue: .value(10)).setCalled(.once)
        verify(ledger).note(.nil).called(.once)
        verify(ledger).each(.any).called(.once)
    }

    @Test func synthesizedConformancesUseTheStandardLibrarysTypes() {
        let first = Shadowing.LedgerMock()
        let second = Shadowing.LedgerMock()
        #expect(first == first && first != second)
        #expect(Set([first, first, second]).count == 2)
        #expect(first.id == ObjectIdentifier(first))
        #expect(first.description == "ShadowingLedgerMock")
    }

    @Test func staticMembersOfAShadowedMock() {
        withStaticMockScope {
            let made = Shadowing.LedgerMock()
            given(Shadowing.LedgerMock.self).open(named: .value("cash")).willReturn(made)
            #expect(Shadowing.LedgerMock.open(named: "cash") === made)
            verify(Shadowing.LedgerMock.self).open(named: .any).called(.once)
        }
    }
}

private struct LedgerClosed: Error {}
