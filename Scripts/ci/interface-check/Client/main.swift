// Calls the mocks mockgen generated from the interfaces of two binary modules (Ledger, built
// from Scripts/ci/interface-check/Sources, and CoreMetrics), through their protocols and classes:
// each stub must come back and each call must be recorded. Run by
// Scripts/ci/check-interface-mocks.sh.
import CoreMetrics
import Ledger
import MockRuntime

func post(_ entry: Entry, to journal: some Journal) async throws -> Ledger.Result {
    try await journal.post(entry)
}

func read(_ reading: any EntryReading) -> (Entry?, Int) {
    (reading.entry(id: 7), reading.count)
}

let rent = Entry(id: 7, cents: -120_000, memo: "rent")

// An async throwing requirement, a typed-throws one, and those of the inherited protocol.
let journal = JournalMock()
given(journal).post(.value(rent)).willReturn(Ledger.Result(accepted: true))
given(journal).balance(of: .any).willReturn(42)
given(journal).close().willThrow(LedgerError.closed)
given(journal).entry(id: .value(7)).willReturn(rent)
given(journal).count.willReturn(3)
let posted = try await post(rent, to: journal)
precondition(posted == Ledger.Result(accepted: true), "post: \(posted)")
let balance = await journal.balance(of: "main")
precondition(balance == 42)
do {
    try journal.close()
    preconditionFailure("close() should have thrown")
} catch {
    precondition(error == .closed)
}
let (found, count) = read(journal)
precondition(found == rent && count == 3)
verify(journal).post(.value(rent)).called(.once)
verify(journal).balance(of: .value("main")).called(.once)

// A generic mock for the associated type, and a generic method.
let store = StoreMock<String>()
given(store).load(key: .value("owner")).willReturn("Ada")
given(store).convert(.value(5), into: .any).willReturn([1, 2])
precondition(store.load(key: "owner") == "Ada")
precondition(store.convert(5, into: Int.self) == [1, 2])
store.save("Grace", key: "owner")
verify(store).save(.value("Grace"), key: .any).called(.once)

// The requirement inside the compiler's own `#if compiler(...) && $Feature` region.
let courier = CourierMock()
given(courier).hand(.any).willReturn(true)
given(courier).settle().willReturn(9)
precondition(courier.hand(rent))
let settled = await courier.settle()
precondition(settled == 9)

// A subclass mock of an open class: stubbed members, and the final one left to the class.
let reporter = ReporterMock()
given(reporter).report(.any).willReturn("stubbed")
given(reporter).title.willReturn("Mocked")
let base: Reporter = reporter
precondition(base.report(rent) == "stubbed")
precondition(base.header() == "# Mocked", base.header())

// The real package: a handler protocol of CoreMetrics.
let counter = CounterHandlerMock()
let handler: any CounterHandler = counter
handler.increment(by: 5)
handler.increment(by: 2)
handler.reset()
let amounts = ArgumentCaptor<Int64>()
verify(counter).increment(by: .capture(amounts)).called(.twice)
precondition(amounts.values == [5, 2])
verify(counter).reset().called(.once)

print("interface mocks: Ledger and CoreMetrics mocks stubbed, called through their protocols and verified")
