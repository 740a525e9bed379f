import Foundation
@_spi(MockgenGenerated) import MockRuntime

// Written exactly as the generator emits it (see Sources/MockRuntime/Contract/GeneratedMockShape.swift).
fileprivate enum _EngineMockMembers {
    static let isOn = MockRuntime.MockMember("isOn", kind: .getter)
    static let speed = MockRuntime.MockMember("speed", kind: .getter)
    static let speed_set = MockRuntime.MockMember("speed", kind: .setter)
    static let turnOn = MockRuntime.MockMember("turnOn()")
    static let turnOff = MockRuntime.MockMember("turnOff()")
    static let currentSpeed = MockRuntime.MockMember("currentSpeed(in:)")
    static let setSpeed = MockRuntime.MockMember("setSpeed(to:)")
    static let load = MockRuntime.MockMember("load(_:completion:)")
    static let fetch = MockRuntime.MockMember("fetch(id:)")
    static let update = MockRuntime.MockMember("update(_:)")
    static let decode = MockRuntime.MockMember("decode(_:from:)")
    static let store = MockRuntime.MockMember("store(_:)")
    static let log = MockRuntime.MockMember("log(_:)")
    static let rename = MockRuntime.MockMember("rename(to:)")
    static let attach = MockRuntime.MockMember("attach(_:)")
    static let transaction = MockRuntime.MockMember("transaction(_:)")
    static let loadConfig = MockRuntime.MockMember("loadConfig()")
    static let currentConfig = MockRuntime.MockMember("currentConfig()")
    static let currentGear = MockRuntime.MockMember("currentGear()")
    static let subscript_get = MockRuntime.MockMember("subscript(_:)", kind: .subscriptGetter)
    static let subscript_set = MockRuntime.MockMember("subscript(_:)", kind: .subscriptSetter)
    static let make = MockRuntime.MockMember("make()")
    static let makeThrowing = MockRuntime.MockMember("makeThrowing()")
    static let owner = MockRuntime.MockMember("owner", kind: .getter)
    static let owner_set = MockRuntime.MockMember("owner", kind: .setter)
}

final class EngineMock: Engine, MockRuntime.Mock, MockRuntime.StaticMock {
    let _mockState: MockRuntime.MockState
    static let _staticMockState = MockRuntime.MockState(mockType: "EngineMock", name: "EngineMock.self", policy: .relaxed)

    init(
        policy: MockRuntime.MockPolicy = .relaxed, name: Swift.String? = nil,
        fileID: Swift.StaticString = #fileID, filePath: Swift.StaticString = #filePath,
        line: Swift.UInt = #line, column: Swift.UInt = #column
    ) {
        _mockState = MockRuntime.MockState(
            mockType: "EngineMock", name: name, policy: policy,
            fileID: fileID, filePath: filePath, line: line, column: column
        )
    }

    var isOn: Bool {
        _mockState.invoke(_EngineMockMembers.isOn, arguments: []) {
            (produce: () -> Bool) in produce()
        }
    }
    var speed: Float {
        get { _mockState.invoke(_EngineMockMembers.speed, arguments: []) { (produce: () -> Float) in produce() } }
        set { _mockState.invoke(_EngineMockMembers.speed_set, arguments: [newValue]) { (produce: (Float) -> Void) in produce(newValue) } }
    }
    var owner: String? {
        get { _mockState.invoke(_EngineMockMembers.owner, arguments: []) { (produce: () -> String?) in produce() } }
        set { _mockState.invoke(_EngineMockMembers.owner_set, arguments: [newValue as Any]) { (produce: (String?) -> Void) in produce(newValue) } }
    }
    func turnOn() {
        _mockState.invoke(_EngineMockMembers.turnOn, arguments: []) {
            (produce: () -> Void) in produce()
        }
    }
    func turnOff() {
        _mockState.invoke(_EngineMockMembers.turnOff, arguments: []) {
            (produce: () -> Void) in produce()
        }
    }
    func currentSpeed(in unit: SpeedUnit) -> Float {
        _mockState.invoke(_EngineMockMembers.currentSpeed, arguments: [unit]) {
            (produce: (SpeedUnit) -> Float) in produce(unit)
        }
    }
    func setSpeed(to value: Float) throws {
        try _mockState.invoke(_EngineMockMembers.setSpeed, arguments: [value]) {
            (produce: (Float) throws -> Void) in try produce(value)
        }
    }
    func load(_ request: Request, completion: @escaping (Result<Data, any Error>) -> Void) {
        _mockState.invoke(
            _EngineMockMembers.load,
            arguments: [request, completion]
        ) {
            (produce: (Request, @escaping (Result<Data, any Error>) -> Void) -> Void) in produce(request, completion)
        }
    }
    func fetch(id: Int) async throws -> Data {
        try await _mockState.invokeAsync(_EngineMockMembers.fetch, arguments: [id]) {
            (produce: (Int) async throws -> Data) in try await produce(id)
        }
    }
    func update(_ value: inout Int) {
        _mockState.invoke(_EngineMockMembers.update, arguments: [value]) {
            (produce: (inout Int) -> Void) in produce(&value)
        }
    }
    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws(DecodeError) -> T {
        try _mockState.invoke(
            _EngineMockMembers.decode,
            arguments: [type, data]
        ) {
            (produce: (T.Type, Data) throws(DecodeError) -> T) throws(DecodeError) in try produce(type, data)
        }
    }
    func store<V>(_ value: V) {
        _mockState.invoke(_EngineMockMembers.store, arguments: [value]) {
            (produce: (V) -> Void) in produce(value)
        }
    }
    func log(_ messages: String...) {
        _mockState.invoke(_EngineMockMembers.log, arguments: [messages]) {
            (produce: ([String]) -> Void) in produce(messages)
        }
    }
    func rename(to name: String?) {
        _mockState.invoke(_EngineMockMembers.rename, arguments: [name as Any]) {
            (produce: (String?) -> Void) in produce(name)
        }
    }
    func attach(_ listener: Listener) {
        _mockState.invoke(_EngineMockMembers.attach, arguments: [listener]) {
            (produce: (Listener) -> Void) in produce(listener)
        }
    }
    func transaction(_ body: () -> Void) {
        _mockState.invoke(_EngineMockMembers.transaction, arguments: [MockRuntime.NonEscapingClosure()]) {
            (produce: (MockRuntime.NonEscapingClosure) -> Void) in produce(MockRuntime.NonEscapingClosure())
        }
    }
    func loadConfig() throws -> Config {
        try _mockState.invoke(_EngineMockMembers.loadConfig, arguments: []) {
            (produce: () throws -> Config) in try produce()
        }
    }
    func currentConfig() -> Config {
        _mockState.invoke(_EngineMockMembers.currentConfig, arguments: []) {
            (produce: () -> Config) in produce()
        }
    }
    func currentGear() -> Gear {
        _mockState.invoke(_EngineMockMembers.currentGear, arguments: []) {
            (produce: () -> Gear) in produce()
        }
    }
    subscript(index: Int) -> String {
        get {
            _mockState.invoke(_EngineMockMembers.subscript_get, arguments: [index]) {
                (produce: (Int) -> String) in produce(index)
            }
        }
        set {
            _mockState.invoke(_EngineMockMembers.subscript_set, arguments: [index, newValue]) {
                (produce: (Int, String) -> Void) in produce(index, newValue)
            }
        }
    }
    static func make() -> EngineMock {
        _staticMockState.invoke(_EngineMockMembers.make, arguments: []) {
            (produce: () -> EngineMock) in produce()
        }
    }

    static func makeThrowing() throws -> EngineMock {
        try _staticMockState.invoke(_EngineMockMembers.makeThrowing, arguments: []) {
            (produce: () throws -> EngineMock) in try produce()
        }
    }

    struct Given: MockRuntime.MockStubbingBuilder {
        let _context: MockRuntime.MockBuilderContext

        var isOn: MockRuntime.Stubbing<() -> Bool, Bool, Swift.Never> {
            .init(_context, _EngineMockMembers.isOn, [])
        }
        var speed: MockRuntime.Stubbing<() -> Float, Float, Swift.Never> {
            .init(_context, _EngineMockMembers.speed, [])
        }
        func speed(newValue: MockRuntime.Parameter<Float>) -> MockRuntime.Stubbing<(Float) -> Void, Void, Swift.Never> {
            .init(_context, _EngineMockMembers.speed_set, [newValue])
        }
        var owner: MockRuntime.Stubbing<() -> String?, String?, Swift.Never> {
            .init(_context, _EngineMockMembers.owner, [])
        }
        func owner(newValue: MockRuntime.Parameter<String?>) -> MockRuntime.Stubbing<(String?) -> Void, Void, Swift.Never> {
            .init(_context, _EngineMockMembers.owner_set, [newValue])
        }
        func turnOn() -> MockRuntime.Stubbing<() -> Void, Void, Swift.Never> {
            .init(_context, _EngineMockMembers.turnOn, [])
        }
        func turnOff() -> MockRuntime.Stubbing<() -> Void, Void, Swift.Never> {
            .init(_context, _EngineMockMembers.turnOff, [])
        }
        func currentSpeed(in unit: MockRuntime.Parameter<SpeedUnit>) -> MockRuntime.Stubbing<(SpeedUnit) -> Float, Float, Swift.Never> {
            .init(_context, _EngineMockMembers.currentSpeed, [unit])
        }
        func setSpeed(to value: MockRuntime.Parameter<Float>) -> MockRuntime.Stubbing<(Float) throws -> Void, Void, any Swift.Error> {
            .init(_context, _EngineMockMembers.setSpeed, [value])
        }
        func load(
            _ request: MockRuntime.Parameter<Request>, completion: MockRuntime.Parameter<(Result<Data, any Error>) -> Void>
        ) -> MockRuntime.Stubbing<(Request, @escaping (Result<Data, any Error>) -> Void) -> Void, Void, Swift.Never> {
            .init(
                _context,
                _EngineMockMembers.load,
                [request, completion])
        }
        func fetch(id: MockRuntime.Parameter<Int>) -> MockRuntime.Stubbing<(Int) async throws -> Data, Data, any Swift.Error> {
            .init(_context, _EngineMockMembers.fetch, [id])
        }
        func update(_ value: MockRuntime.Parameter<Int>) -> MockRuntime.Stubbing<(inout Int) -> Void, Void, Swift.Never> {
            .init(_context, _EngineMockMembers.update, [value])
        }
        func decode<T: Decodable>(
            _ type: MockRuntime.Parameter<T.Type>, from data: MockRuntime.Parameter<Data>
        ) -> MockRuntime.Stubbing<(T.Type, Data) throws(DecodeError) -> T, T, DecodeError> {
            .init(_context, _EngineMockMembers.decode, [type, data])
        }
        func store<V>(_ value: MockRuntime.Parameter<V>) -> MockRuntime.Stubbing<(V) -> Void, Void, Swift.Never> {
            .init(_context, _EngineMockMembers.store, [value])
        }
        func log(_ messages: MockRuntime.Parameter<[String]>) -> MockRuntime.Stubbing<([String]) -> Void, Void, Swift.Never> {
            .init(_context, _EngineMockMembers.log, [messages])
        }
        func rename(to name: MockRuntime.Parameter<String?>) -> MockRuntime.Stubbing<(String?) -> Void, Void, Swift.Never> {
            .init(_context, _EngineMockMembers.rename, [name])
        }
        func attach(_ listener: MockRuntime.Parameter<Listener>) -> MockRuntime.Stubbing<(Listener) -> Void, Void, Swift.Never> {
            .init(_context, _EngineMockMembers.attach, [listener])
        }
        func transaction(_ body: MockRuntime.Parameter<MockRuntime.NonEscapingClosure>) -> MockRuntime.Stubbing<(MockRuntime.NonEscapingClosure) -> Void, Void, Swift.Never> {
            .init(_context, _EngineMockMembers.transaction, [body])
        }
        func loadConfig() -> MockRuntime.Stubbing<() throws -> Config, Config, any Swift.Error> {
            .init(_context, _EngineMockMembers.loadConfig, [])
        }
        func currentConfig() -> MockRuntime.Stubbing<() -> Config, Config, Swift.Never> {
            .init(_context, _EngineMockMembers.currentConfig, [])
        }
        func currentGear() -> MockRuntime.Stubbing<() -> Gear, Gear, Swift.Never> {
            .init(_context, _EngineMockMembers.currentGear, [])
        }
        subscript(_ index: MockRuntime.Parameter<Int>) -> MockRuntime.Stubbing<(Int) -> String, String, Swift.Never> {
            .init(_context, _EngineMockMembers.subscript_get, [index])
        }
        subscript(_ index: MockRuntime.Parameter<Int>, newValue newValue: MockRuntime.Parameter<String>) -> MockRuntime.Stubbing<(Int, String) -> Void, Void, Swift.Never> {
            .init(_context, _EngineMockMembers.subscript_set, [index, newValue])
        }
    }

    struct Verify: MockRuntime.MockVerifyingBuilder {
        let _context: MockRuntime.MockBuilderContext

        var isOn: MockRuntime.GetterVerification { .init(_context, _EngineMockMembers.isOn, []) }
        var speed: MockRuntime.GetterVerification { .init(_context, _EngineMockMembers.speed, []) }
        func speed(newValue: MockRuntime.Parameter<Float>) -> MockRuntime.SetterVerification {
            .init(_context, _EngineMockMembers.speed_set, [newValue])
        }
        var owner: MockRuntime.GetterVerification { .init(_context, _EngineMockMembers.owner, []) }
        func owner(newValue: MockRuntime.Parameter<String?>) -> MockRuntime.SetterVerification {
            .init(_context, _EngineMockMembers.owner_set, [newValue])
        }
        func turnOn() -> MockRuntime.Verification { .init(_context, _EngineMockMembers.turnOn, []) }
        func turnOff() -> MockRuntime.Verification { .init(_context, _EngineMockMembers.turnOff, []) }
        func currentSpeed(in unit: MockRuntime.Parameter<SpeedUnit>) -> MockRuntime.Verification {
            .init(_context, _EngineMockMembers.currentSpeed, [unit])
        }
        func setSpeed(to value: MockRuntime.Parameter<Float>) -> MockRuntime.Verification {
            .init(_context, _EngineMockMembers.setSpeed, [value])
        }
        func load(_ request: MockRuntime.Parameter<Request>, completion: MockRuntime.Parameter<(Result<Data, any Error>) -> Void>) -> MockRuntime.Verification {
            .init(
                _context,
                _EngineMockMembers.load,
                [request, completion])
        }
        func fetch(id: MockRuntime.Parameter<Int>) -> MockRuntime.Verification {
            .init(_context, _EngineMockMembers.fetch, [id])
        }
        func update(_ value: MockRuntime.Parameter<Int>) -> MockRuntime.Verification {
            .init(_context, _EngineMockMembers.update, [value])
        }
        func decode<T: Decodable>(_ type: MockRuntime.Parameter<T.Type>, from data: MockRuntime.Parameter<Data>) -> MockRuntime.Verification {
            .init(_context, _EngineMockMembers.decode, [type, data])
        }
        func store<V>(_ value: MockRuntime.Parameter<V>) -> MockRuntime.Verification {
            .init(_context, _EngineMockMembers.store, [value])
        }
        func log(_ messages: MockRuntime.Parameter<[String]>) -> MockRuntime.Verification {
            .init(_context, _EngineMockMembers.log, [messages])
        }
        func rename(to name: MockRuntime.Parameter<String?>) -> MockRuntime.Verification {
            .init(_context, _EngineMockMembers.rename, [name])
        }
        func attach(_ listener: MockRuntime.Parameter<Listener>) -> MockRuntime.Verification {
            .init(_context, _EngineMockMembers.attach, [listener])
        }
        func transaction(_ body: MockRuntime.Parameter<MockRuntime.NonEscapingClosure>) -> MockRuntime.Verification {
            .init(_context, _EngineMockMembers.transaction, [body])
        }
        func loadConfig() -> MockRuntime.Verification { .init(_context, _EngineMockMembers.loadConfig, []) }
        func currentConfig() -> MockRuntime.Verification { .init(_context, _EngineMockMembers.currentConfig, []) }
        func currentGear() -> MockRuntime.Verification { .init(_context, _EngineMockMembers.currentGear, []) }
        subscript(_ index: MockRuntime.Parameter<Int>) -> MockRuntime.Verification {
            .init(_context, _EngineMockMembers.subscript_get, [index])
        }
        subscript(_ index: MockRuntime.Parameter<Int>, newValue newValue: MockRuntime.Parameter<String>) -> MockRuntime.Verification {
            .init(_context, _EngineMockMembers.subscript_set, [index, newValue])
        }
    }

    struct StaticGiven: MockRuntime.MockStubbingBuilder {
        let _context: MockRuntime.MockBuilderContext

        func make() -> MockRuntime.Stubbing<() -> EngineMock, EngineMock, Swift.Never> {
            .init(_context, _EngineMockMembers.make, [])
        }
        func makeThrowing() -> MockRuntime.Stubbing<() throws -> EngineMock, EngineMock, any Swift.Error> {
            .init(_context, _EngineMockMembers.makeThrowing, [])
        }
    }

    struct StaticVerify: MockRuntime.MockVerifyingBuilder {
        let _context: MockRuntime.MockBuilderContext

        func make() -> MockRuntime.Verification { .init(_context, _EngineMockMembers.make, []) }
        func makeThrowing() -> MockRuntime.Verification { .init(_context, _EngineMockMembers.makeThrowing, []) }
    }
}
