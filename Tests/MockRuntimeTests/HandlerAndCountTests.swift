import MockRuntime
import Testing

// The runtime API behind the members of another generator's mocks (`fooCallCount`,
// `fooArgValues`, `fooHandler`, a property's stored value): `callCount(of:)`,
// `recordedArguments(of:)`, `setHandler(_:for:)`/`handler(of:)` and `setPropertyValue(_:for:)`,
// on a mock written by hand as `--compatibility mockolo` writes them.

protocol Ledger {
    var total: Int { get }
    var owner: String { get set }
    func add(_ amount: Int, note: String) -> Int
    func sync() async throws -> Bool
    func convert<T>(_ value: T) -> T
}

final class LedgerMock: MockBase<LedgerMock.Builder<StubbingMode>, LedgerMock.Builder<VerifyingMode>>,
    Ledger, @unchecked Sendable
{
    enum Members {
        static let total = MockMember("total", kind: .getter)
        static let owner = MockMember("owner", kind: .getter)
        static let owner_set = MockMember("owner", kind: .setter)
        static let add = MockMember("add(_:note:)")
        static let sync = MockMember("sync()")
        static let convert = MockMember("convert(_:)")
    }

    var total: Int {
        get { _mockState.call0(Members.total) }
        set { _mockState.setPropertyValue(newValue, for: Members.total) }
    }
    var owner: String {
        get { _mockState.call0(Members.owner) }
        set { _mockState.callVoid1(Members.owner_set, newValue) }
    }
    var ownerSetCallCount: Int { _mockState.callCount(of: Members.owner_set) }

    func add(_ amount: Int, note: String) -> Int { _mockState.call2(Members.add, amount, note) }
    var addCallCount: Int { _mockState.callCount(of: Members.add) }
    var addArgValues: [(amount: Int, note: String)] {
        _mockState.recordedArguments(of: Members.add).map { ($0[0] as! Int, $0[1] as! String) }
    }
    var addHandler: ((Int, String) -> Int)? {
        get { _mockState.handler(of: Members.add) }
        set { _mockState.setHandler(newValue, for: Members.add) }
    }

    func sync() async throws -> Bool { try await _mockState.callAsyncThrowing0(Members.sync) }
    var syncHandler: (nonisolated(nonsending) () async throws -> Bool)? {
        get { _mockState.handler(of: Members.sync) }
        set { _mockState.setHandler(newValue, for: Members.sync) }
    }

    func convert<T>(_ value: T) -> T {
        _mockState.adaptHandler(of: Members.convert) { (handler: @escaping (Any) -> Any) -> (T) -> T in
            { handler($0) as! T }
        }
        return _mockState.call1(Members.convert, value)
    }
    var callCountOfConvert: Int { _mockState.callCount(of: Members.convert) }
    var convertHandler: ((Any) -> Any)? {
        get { _mockState.handler(of: Members.convert) }
        set { _mockState.setHandler(newValue, for: Members.convert) }
    }

    struct Builder<Mode>: MockStubbingBuilder, MockVerifyingBuilder {
        let context: MockBuilderContext
        init(_context: MockBuilderContext) { self.context = _context }

        func add(
            _ amount: Parameter<Int> = .any, note: Parameter<String> = .any
        ) -> MemberCall<Mode, (Int, String) -> Int, Int, Never> {
            context.call(Members.add, amount, note)
        }
        func sync() -> MemberCall<Mode, nonisolated(nonsending) () async throws -> Bool, Bool, any Error> {
            context.call(Members.sync)
        }
        var total: MemberCall<Mode, () -> Int, Int, Never> { context.call(Members.total) }
        func convert<T>(_ value: Parameter<T> = .any) -> MemberCall<Mode, (T) -> T, T, Never> {
            context.call(Members.convert, value)
        }
    }
}

private struct SyncFailed: Error {}

@Suite("Handlers, call counts and recorded arguments")
struct HandlerAndCountTests {
    @Test func aHandlerAnswersEveryCallAndIsReadBack() {
        let ledger = LedgerMock()
        #expect(ledger.addHandler == nil)
        ledger.addHandler = { amount, note in amount * 2 + note.count }
        #expect(ledger.add(3, note: "ab") == 8)
        #expect(ledger.addHandler?(1, "") == 2)
        ledger.addHandler = nil
        #expect(ledger.addHandler == nil)
        #expect(ledger.add(3, note: "ab") == 0)
    }

    @Test func theCallCountIsWhatVerifyCounts() {
        let ledger = LedgerMock()
        #expect(ledger.addCallCount == 0)
        _ = ledger.add(1, note: "a")
        _ = ledger.add(2, note: "b")
        #expect(ledger.addCallCount == 2)
        verify(ledger).add().called(.exactly(2))
        reset(ledger, .calls)
        #expect(ledger.addCallCount == 0)
    }

    @Test func recordedArgumentsAreWhatACaptorSees() {
        let ledger = LedgerMock()
        let notes = ArgumentCaptor<String>()
        given(ledger).add(.any, note: .capture(notes)).willReturn(1)
        _ = ledger.add(1, note: "a")
        _ = ledger.add(2, note: "b")
        #expect(ledger.addArgValues.map(\.amount) == [1, 2])
        #expect(ledger.addArgValues.map(\.note) == notes.values)
    }

    @Test func aMatchingGivenStubWinsOverTheHandlerWhicheverCameFirst() {
        let ledger = LedgerMock()
        ledger.addHandler = { _, _ in 1 }
        given(ledger).add(.value(5)).willReturn(50)
        #expect(ledger.add(5, note: "") == 50)
        #expect(ledger.add(6, note: "") == 1)
        given(ledger).add(.value(6)).willReturn(60)
        ledger.addHandler = { _, _ in 2 }
        #expect(ledger.add(6, note: "") == 60)
        #expect(ledger.add(7, note: "") == 2)
        verify(ledger).add().called(.exactly(4))
    }

    @Test func anAsyncThrowingHandlerRunsAndThrows() async throws {
        let ledger = LedgerMock()
        ledger.syncHandler = { true }
        #expect(try await ledger.sync() == true)
        ledger.syncHandler = { throw SyncFailed() }
        await #expect(throws: SyncFailed.self) { try await ledger.sync() }
    }

    @Test func aHandlerIsAStubForTheStrictPolicyAndResetRemovesIt() {
        let ledger = LedgerMock(policy: .strict)
        ledger.addHandler = { _, _ in 4 }
        #expect(ledger.add(1, note: "") == 4)
        reset(ledger, .stubs)
        #expect(ledger.addHandler == nil)
    }

    @Test func aPropertyValueSetWithoutASetterIsReadBackAndRecordsNoCall() {
        let ledger = LedgerMock()
        #expect(ledger.total == 0)
        ledger.total = 12
        #expect(ledger.total == 12)
        given(ledger).total.willReturn(99)
        #expect(ledger.total == 99)
        verify(ledger).total.called(.exactly(3))
    }

    @Test func anErasedHandlerOfAGenericMemberIsAdaptedToEachSpecialization() {
        let ledger = LedgerMock()
        ledger.convertHandler = { value in
            if let number = value as? Int { return number + 1 }
            return "\(value)!"
        }
        #expect(ledger.convert(1) == 2)
        #expect(ledger.convert("a") == "a!")
        given(ledger).convert(.value(5)).willReturn(50)
        #expect(ledger.convert(5) == 50)
        #expect(ledger.convert(6) == 7)
        ledger.convertHandler = { _ in 0 }
        #expect(ledger.convert(6) == 0)
        #expect(ledger.convertHandler != nil)
        #expect(ledger.callCountOfConvert == 5)
    }

    @Test func setterCallsAreCountedAndTheValueIsKept() {
        let ledger = LedgerMock()
        _mockoloStyleInit(ledger, owner: "ada")
        #expect(ledger.owner == "ada")
        #expect(ledger.ownerSetCallCount == 0)
        ledger.owner = "bob"
        ledger.owner = "cy"
        #expect(ledger.owner == "cy")
        #expect(ledger.ownerSetCallCount == 2)
    }

    private func _mockoloStyleInit(_ ledger: LedgerMock, owner: String) {
        ledger._mockState.setPropertyValue(owner, for: LedgerMock.Members.owner)
    }
}
