import Foundation
@_spi(MockgenGenerated) import MockRuntime

// A mock in Mockable's shape, written as the generator writes one when a target's mocks are
// Mockable-shaped (docs/MockableCompatibility.md): `MockableMockBase` instead of `MockBase`, and
// builder members that return `MockableCall` / `MockableProperty` with the builder itself as
// the parent, so Mockable's chained clauses compile. Mockable's builder parameters have no
// default matchers, except `newValue:` of settable properties.

struct Profile: Equatable, Sendable {
    var name: String
    var age: Int

    static let ada = Profile(name: "Ada", age: 36)
    static let alan = Profile(name: "Alan", age: 41)
    static let grace = Profile(name: "Grace", age: 85)
}

/// Not `Equatable`: `.value(_:)` needs a comparator registered with `Matcher.register`.
struct Gadget: Sendable {
    var name: String
}

enum ProfileError: Error, Equatable { case notFound }

struct Car: Equatable, Sendable, Mocked {
    var name: String
    var seats: Int

    static var mock: Car { Car(name: "Mock", seats: 4) }
}

protocol ProfileService: Sendable {
    var name: String { get set }
    var url: URL? { get set }
    var computed: String { get }
    func profile(for id: UUID) throws -> Profile
    func rank(_ profile: Profile) -> Int
    func update(gadgets: [Gadget]) -> Int
    func save(_ profile: Profile) async throws -> Bool
    func flush() throws
    func log(_ message: String)
    func nickname() -> String?
    func car() -> Car
    func optionalCar() -> Car?
    func cars() -> [Car]
    func count() throws(ProfileError) -> Int
    func retrieve<V>() -> V
}

fileprivate enum _MockProfileServiceMembers {
    static let name = MockRuntime.MockMember("name", kind: .getter)
    static let name_set = MockRuntime.MockMember("name", kind: .setter)
    static let url = MockRuntime.MockMember("url", kind: .getter)
    static let url_set = MockRuntime.MockMember("url", kind: .setter)
    static let computed = MockRuntime.MockMember("computed", kind: .getter)
    static let profile = MockRuntime.MockMember("profile(for:)", parameterNames: "id")
    static let rank = MockRuntime.MockMember("rank(_:)", parameterNames: "profile")
    static let update = MockRuntime.MockMember("update(gadgets:)")
    static let save = MockRuntime.MockMember("save(_:)", parameterNames: "profile")
    static let flush = MockRuntime.MockMember("flush()")
    static let log = MockRuntime.MockMember("log(_:)", parameterNames: "message")
    static let nickname = MockRuntime.MockMember("nickname()")
    static let car = MockRuntime.MockMember("car()")
    static let optionalCar = MockRuntime.MockMember("optionalCar()")
    static let cars = MockRuntime.MockMember("cars()")
    static let count = MockRuntime.MockMember("count()")
    static let retrieve = MockRuntime.MockMember("retrieve()")
}

final class MockProfileService: MockRuntime.MockableMockBase<
    MockProfileService._Builder<MockRuntime.StubbingMode>, MockProfileService._Builder<MockRuntime.VerifyingMode>
>, ProfileService, @unchecked Swift.Sendable {
    private typealias M = _MockProfileServiceMembers

    var name: String {
        get { self._mockState.call0(M.name) }
        set { self._mockState.callVoid1(M.name_set, newValue) }
    }

    var url: URL? {
        get { self._mockState.call0(M.url) }
        set { self._mockState.callVoid1(M.url_set, newValue) }
    }

    var computed: String { self._mockState.call0(M.computed) }

    func profile(for id: UUID) throws -> Profile { try self._mockState.callThrowing1(M.profile, id) }

    func rank(_ profile: Profile) -> Int { self._mockState.call1(M.rank, profile) }

    func update(gadgets: [Gadget]) -> Int { self._mockState.call1(M.update, gadgets) }

    func save(_ profile: Profile) async throws -> Bool {
        try await self._mockState.callAsyncThrowing1(M.save, profile)
    }

    func flush() throws { try self._mockState.callThrowingVoid0(M.flush) }

    func log(_ message: String) { self._mockState.callVoid1(M.log, message) }

    func nickname() -> String? { self._mockState.call0(M.nickname) }

    func car() -> Car { self._mockState.call0(M.car) }

    func optionalCar() -> Car? { self._mockState.call0(M.optionalCar) }

    func cars() -> [Car] { self._mockState.call0(M.cars) }

    func count() throws(ProfileError) -> Int {
        try self._mockState.invoke(M.count, arguments: []) {
            (produce: () throws(ProfileError) -> Int) throws(ProfileError) in try produce()
        }
    }

    func retrieve<V>() -> V { self._mockState.call0(M.retrieve) }

    struct _Builder<_Mode>: MockRuntime.MockStubbingBuilder, MockRuntime.MockVerifyingBuilder {
        let _context: MockRuntime.MockBuilderContext
        init(_context: MockRuntime.MockBuilderContext) { self._context = _context }

        var name: MockRuntime.MockableProperty<_Mode, Self, String> {
            self._context.mockableProperty(M.name, M.name_set, self)
        }
        var url: MockRuntime.MockableProperty<_Mode, Self, URL?> {
            self._context.mockableProperty(M.url, M.url_set, self)
        }
        var computed: MockRuntime.MockableCall<_Mode, Self, () -> String, String, Swift.Never> {
            self._context.mockable(M.computed, self)
        }
        func profile(
            for id: MockRuntime.Parameter<UUID>
        ) -> MockRuntime.MockableCall<_Mode, Self, (UUID) throws -> Profile, Profile, any Swift.Error> {
            self._context.mockable(M.profile, self, id)
        }
        func rank(
            _ profile: MockRuntime.Parameter<Profile>
        ) -> MockRuntime.MockableCall<_Mode, Self, (Profile) -> Int, Int, Swift.Never> {
            self._context.mockable(M.rank, self, profile)
        }
        func update(
            gadgets: MockRuntime.Parameter<[Gadget]>
        ) -> MockRuntime.MockableCall<_Mode, Self, ([Gadget]) -> Int, Int, Swift.Never> {
            self._context.mockable(M.update, self, gadgets)
        }
        func save(
            _ profile: MockRuntime.Parameter<Profile>
        ) -> MockRuntime.MockableCall<
            _Mode, Self, nonisolated(nonsending) (Profile) async throws -> Bool, Bool, any Swift.Error
        > {
            self._context.mockable(M.save, self, profile)
        }
        func flush() -> MockRuntime.MockableCall<_Mode, Self, () throws -> (), (), any Swift.Error> {
            self._context.mockable(M.flush, self)
        }
        func log(
            _ message: MockRuntime.Parameter<String>
        ) -> MockRuntime.MockableCall<_Mode, Self, (String) -> (), (), Swift.Never> {
            self._context.mockable(M.log, self, message)
        }
        func nickname() -> MockRuntime.MockableCall<_Mode, Self, () -> String?, String?, Swift.Never> {
            self._context.mockable(M.nickname, self)
        }
        func car() -> MockRuntime.MockableCall<_Mode, Self, () -> Car, Car, Swift.Never> {
            self._context.mockable(M.car, self)
        }
        func optionalCar() -> MockRuntime.MockableCall<_Mode, Self, () -> Car?, Car?, Swift.Never> {
            self._context.mockable(M.optionalCar, self)
        }
        func cars() -> MockRuntime.MockableCall<_Mode, Self, () -> [Car], [Car], Swift.Never> {
            self._context.mockable(M.cars, self)
        }
        func count() -> MockRuntime.MockableCall<_Mode, Self, () throws(ProfileError) -> Int, Int, ProfileError> {
            self._context.mockable(M.count, self)
        }
        func retrieve<V>() -> MockRuntime.MockableCall<_Mode, Self, () -> V, V, Swift.Never> {
            self._context.mockable(M.retrieve, self)
        }
    }
}

// An actor protocol's mock cannot inherit `MockableMockBase`: the generator writes its state,
// initializer and `reset` itself.

protocol Ticker: Actor {
    func tick(by step: Int) -> Int
}

fileprivate enum _MockTickerMembers {
    static let tick = MockRuntime.MockMember("tick(by:)", parameterNames: "step")
}

actor MockTicker: Ticker, MockRuntime.Mock {
    nonisolated let _mockState: MockRuntime.MockState

    init(
        policy: MockRuntime.MockerPolicy? = nil, name: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        _mockState = MockRuntime.MockState(
            mockType: "MockTicker", name: name, conventions: .mockable(policy: policy),
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    nonisolated func reset(_ scopes: Set<MockRuntime.MockerScope> = .all) { _mockState.reset(scopes: scopes) }

    nonisolated func reset(_ scope: MockRuntime.MockerScope) { _mockState.reset(scopes: [scope]) }

    func tick(by step: Int) -> Int { self._mockState.call1(_MockTickerMembers.tick, step) }

    typealias Given = _MockTickerBuilder<MockRuntime.StubbingMode>
    typealias Verify = _MockTickerBuilder<MockRuntime.VerifyingMode>
}

struct _MockTickerBuilder<_Mode>: MockRuntime.MockStubbingBuilder, MockRuntime.MockVerifyingBuilder {
    let _context: MockRuntime.MockBuilderContext
    func tick(by step: MockRuntime.Parameter<Int>) -> MockRuntime.MockableCall<_Mode, Self, (Int) -> Int, Int, Swift.Never> {
        self._context.mockable(_MockTickerMembers.tick, self, step)
    }
}
