import Foundation
@_spi(MockgenGenerated) import MockRuntime

// Written exactly as the generator emits it (see Sources/MockRuntime/Contract/GeneratedMockShape.swift).
final class EngineMock: Engine, Mock, StaticMock {
    let _mockState: MockState
    static let _staticMockState = MockState(mockType: "EngineMock", name: "EngineMock.self", policy: .relaxed)

    init(
        policy: MockPolicy = .relaxed, name: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        _mockState = MockState(
            mockType: "EngineMock", name: name, policy: policy, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    var isOn: Bool {
        _mockState.invoke(MockMember("isOn", kind: .getter, signature: "Bool"), arguments: []) {
            (produce: () -> Bool) in produce()
        }
    }
    var speed: Float {
        get { _mockState.invoke(MockMember("speed", kind: .getter, signature: "Float"), arguments: []) { (produce: () -> Float) in produce() } }
        set { _mockState.invoke(MockMember("speed", kind: .setter, signature: "Float"), arguments: [newValue]) { (produce: (Float) -> Void) in produce(newValue) } }
    }
    var owner: String? {
        get { _mockState.invoke(MockMember("owner", kind: .getter, signature: "String?"), arguments: []) { (produce: () -> String?) in produce() } }
        set { _mockState.invoke(MockMember("owner", kind: .setter, signature: "String?"), arguments: [newValue as Any]) { (produce: (String?) -> Void) in produce(newValue) } }
    }
    func turnOn() {
        _mockState.invoke(MockMember("turnOn()", signature: "() -> ()"), arguments: []) {
            (produce: () -> Void) in produce()
        }
    }
    func turnOff() {
        _mockState.invoke(MockMember("turnOff()", signature: "() -> ()"), arguments: []) {
            (produce: () -> Void) in produce()
        }
    }
    func currentSpeed(in unit: SpeedUnit) -> Float {
        _mockState.invoke(MockMember("currentSpeed(in:)", signature: "(SpeedUnit) -> Float"), arguments: [unit]) {
            (produce: (SpeedUnit) -> Float) in produce(unit)
        }
    }
    func setSpeed(to value: Float) throws {
        try _mockState.invoke(MockMember("setSpeed(to:)", signature: "(Float) throws -> ()"), arguments: [value]) {
            (produce: (Float) throws -> Void) in try produce(value)
        }
    }
    func load(_ request: Request, completion: @escaping (Result<Data, any Error>) -> Void) {
        _mockState.invoke(
            MockMember("load(_:completion:)", signature: "(Request, @escaping (Result<Data, any Error>) -> Void) -> ()"),
            arguments: [request, completion]
        ) {
            (produce: (Request, @escaping (Result<Data, any Error>) -> Void) -> Void) in produce(request, completion)
        }
    }
    func fetch(id: Int) async throws -> Data {
        try await _mockState.invokeAsync(MockMember("fetch(id:)", signature: "(Int) async throws -> Data"), arguments: [id]) {
            (produce: (Int) async throws -> Data) in try await produce(id)
        }
    }
    func update(_ value: inout Int) {
        _mockState.invoke(MockMember("update(_:)", signature: "(inout Int) -> ()"), arguments: [value]) {
            (produce: (inout Int) -> Void) in produce(&value)
        }
    }
    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws(DecodeError) -> T {
        try _mockState.invoke(
            MockMember("decode(_:from:)", signature: "<T: Decodable>(T.Type, Data) throws(DecodeError) -> T"),
            arguments: [type, data]
        ) {
            (produce: (T.Type, Data) throws(DecodeError) -> T) throws(DecodeError) in try produce(type, data)
        }
    }
    func store<V>(_ value: V) {
        _mockState.invoke(MockMember("store(_:)", signature: "<V>(V) -> ()"), arguments: [value]) {
            (produce: (V) -> Void) in produce(value)
        }
    }
    func log(_ messages: String...) {
        _mockState.invoke(MockMember("log(_:)", signature: "(String...) -> ()"), arguments: [messages]) {
            (produce: ([String]) -> Void) in produce(messages)
        }
    }
    func rename(to name: String?) {
        _mockState.invoke(MockMember("rename(to:)", signature: "(String?) -> ()"), arguments: [name as Any]) {
            (produce: (String?) -> Void) in produce(name)
        }
    }
    func attach(_ listener: Listener) {
        _mockState.invoke(MockMember("attach(_:)", signature: "(Listener) -> ()"), arguments: [listener]) {
            (produce: (Listener) -> Void) in produce(listener)
        }
    }
    func transaction(_ body: () -> Void) {
        _mockState.invoke(MockMember("transaction(_:)", signature: "(() -> Void) -> ()"), arguments: [NonEscapingClosure()]) {
            (produce: (NonEscapingClosure) -> Void) in produce(NonEscapingClosure())
        }
    }
    func loadConfig() throws -> Config {
        try _mockState.invoke(MockMember("loadConfig()", signature: "() throws -> Config"), arguments: []) {
            (produce: () throws -> Config) in try produce()
        }
    }
    func currentConfig() -> Config {
        _mockState.invoke(MockMember("currentConfig()", signature: "() -> Config"), arguments: []) {
            (produce: () -> Config) in produce()
        }
    }
    func currentGear() -> Gear {
        _mockState.invoke(MockMember("currentGear()", signature: "() -> Gear"), arguments: []) {
            (produce: () -> Gear) in produce()
        }
    }
    subscript(index: Int) -> String {
        get {
            _mockState.invoke(MockMember("subscript(_:)", kind: .subscriptGetter, signature: "(Int) -> String"), arguments: [index]) {
                (produce: (Int) -> String) in produce(index)
            }
        }
        set {
            _mockState.invoke(MockMember("subscript(_:)", kind: .subscriptSetter, signature: "(Int) -> String"), arguments: [index, newValue]) {
                (produce: (Int, String) -> Void) in produce(index, newValue)
            }
        }
    }
    static func make() -> EngineMock {
        _staticMockState.invoke(MockMember("make()", signature: "() -> Self"), arguments: []) {
            (produce: () -> EngineMock) in produce()
        }
    }

    static func makeThrowing() throws -> EngineMock {
        try _staticMockState.invoke(MockMember("makeThrowing()", signature: "() throws -> Self"), arguments: []) {
            (produce: () throws -> EngineMock) in try produce()
        }
    }

    struct Given: MockStubbingBuilder {
        let _context: MockBuilderContext
        init(_context: MockBuilderContext) { self._context = _context }

        var isOn: Stubbing<() -> Bool, Bool, Never> {
            .init(_context, MockMember("isOn", kind: .getter, signature: "Bool"), [])
        }
        var speed: Stubbing<() -> Float, Float, Never> {
            .init(_context, MockMember("speed", kind: .getter, signature: "Float"), [])
        }
        func speed(newValue: Parameter<Float>) -> Stubbing<(Float) -> Void, Void, Never> {
            .init(_context, MockMember("speed", kind: .setter, signature: "Float"), [newValue])
        }
        var owner: Stubbing<() -> String?, String?, Never> {
            .init(_context, MockMember("owner", kind: .getter, signature: "String?"), [])
        }
        func owner(newValue: Parameter<String?>) -> Stubbing<(String?) -> Void, Void, Never> {
            .init(_context, MockMember("owner", kind: .setter, signature: "String?"), [newValue])
        }
        func turnOn() -> Stubbing<() -> Void, Void, Never> {
            .init(_context, MockMember("turnOn()", signature: "() -> ()"), [])
        }
        func turnOff() -> Stubbing<() -> Void, Void, Never> {
            .init(_context, MockMember("turnOff()", signature: "() -> ()"), [])
        }
        func currentSpeed(in unit: Parameter<SpeedUnit>) -> Stubbing<(SpeedUnit) -> Float, Float, Never> {
            .init(_context, MockMember("currentSpeed(in:)", signature: "(SpeedUnit) -> Float"), [unit])
        }
        func setSpeed(to value: Parameter<Float>) -> Stubbing<(Float) throws -> Void, Void, any Error> {
            .init(_context, MockMember("setSpeed(to:)", signature: "(Float) throws -> ()"), [value])
        }
        func load(
            _ request: Parameter<Request>, completion: Parameter<(Result<Data, any Error>) -> Void>
        ) -> Stubbing<(Request, @escaping (Result<Data, any Error>) -> Void) -> Void, Void, Never> {
            .init(
                _context,
                MockMember("load(_:completion:)", signature: "(Request, @escaping (Result<Data, any Error>) -> Void) -> ()"),
                [request, completion])
        }
        func fetch(id: Parameter<Int>) -> Stubbing<(Int) async throws -> Data, Data, any Error> {
            .init(_context, MockMember("fetch(id:)", signature: "(Int) async throws -> Data"), [id])
        }
        func update(_ value: Parameter<Int>) -> Stubbing<(inout Int) -> Void, Void, Never> {
            .init(_context, MockMember("update(_:)", signature: "(inout Int) -> ()"), [value])
        }
        func decode<T: Decodable>(
            _ type: Parameter<T.Type>, from data: Parameter<Data>
        ) -> Stubbing<(T.Type, Data) throws(DecodeError) -> T, T, DecodeError> {
            .init(_context, MockMember("decode(_:from:)", signature: "<T: Decodable>(T.Type, Data) throws(DecodeError) -> T"), [type, data])
        }
        func store<V>(_ value: Parameter<V>) -> Stubbing<(V) -> Void, Void, Never> {
            .init(_context, MockMember("store(_:)", signature: "<V>(V) -> ()"), [value])
        }
        func log(_ messages: Parameter<[String]>) -> Stubbing<([String]) -> Void, Void, Never> {
            .init(_context, MockMember("log(_:)", signature: "(String...) -> ()"), [messages])
        }
        func rename(to name: Parameter<String?>) -> Stubbing<(String?) -> Void, Void, Never> {
            .init(_context, MockMember("rename(to:)", signature: "(String?) -> ()"), [name])
        }
        func attach(_ listener: Parameter<Listener>) -> Stubbing<(Listener) -> Void, Void, Never> {
            .init(_context, MockMember("attach(_:)", signature: "(Listener) -> ()"), [listener])
        }
        func transaction(_ body: Parameter<NonEscapingClosure>) -> Stubbing<(NonEscapingClosure) -> Void, Void, Never> {
            .init(_context, MockMember("transaction(_:)", signature: "(() -> Void) -> ()"), [body])
        }
        func loadConfig() -> Stubbing<() throws -> Config, Config, any Error> {
            .init(_context, MockMember("loadConfig()", signature: "() throws -> Config"), [])
        }
        func currentConfig() -> Stubbing<() -> Config, Config, Never> {
            .init(_context, MockMember("currentConfig()", signature: "() -> Config"), [])
        }
        func currentGear() -> Stubbing<() -> Gear, Gear, Never> {
            .init(_context, MockMember("currentGear()", signature: "() -> Gear"), [])
        }
        subscript(_ index: Parameter<Int>) -> Stubbing<(Int) -> String, String, Never> {
            .init(_context, MockMember("subscript(_:)", kind: .subscriptGetter, signature: "(Int) -> String"), [index])
        }
        subscript(_ index: Parameter<Int>, newValue newValue: Parameter<String>) -> Stubbing<(Int, String) -> Void, Void, Never> {
            .init(_context, MockMember("subscript(_:)", kind: .subscriptSetter, signature: "(Int) -> String"), [index, newValue])
        }
    }

    struct Verify: MockVerifyingBuilder {
        let _context: MockBuilderContext
        init(_context: MockBuilderContext) { self._context = _context }

        var isOn: GetterVerification { .init(_context, MockMember("isOn", kind: .getter, signature: "Bool"), []) }
        var speed: GetterVerification { .init(_context, MockMember("speed", kind: .getter, signature: "Float"), []) }
        func speed(newValue: Parameter<Float>) -> SetterVerification {
            .init(_context, MockMember("speed", kind: .setter, signature: "Float"), [newValue])
        }
        var owner: GetterVerification { .init(_context, MockMember("owner", kind: .getter, signature: "String?"), []) }
        func owner(newValue: Parameter<String?>) -> SetterVerification {
            .init(_context, MockMember("owner", kind: .setter, signature: "String?"), [newValue])
        }
        func turnOn() -> Verification { .init(_context, MockMember("turnOn()", signature: "() -> ()"), []) }
        func turnOff() -> Verification { .init(_context, MockMember("turnOff()", signature: "() -> ()"), []) }
        func currentSpeed(in unit: Parameter<SpeedUnit>) -> Verification {
            .init(_context, MockMember("currentSpeed(in:)", signature: "(SpeedUnit) -> Float"), [unit])
        }
        func setSpeed(to value: Parameter<Float>) -> Verification {
            .init(_context, MockMember("setSpeed(to:)", signature: "(Float) throws -> ()"), [value])
        }
        func load(_ request: Parameter<Request>, completion: Parameter<(Result<Data, any Error>) -> Void>) -> Verification {
            .init(
                _context,
                MockMember("load(_:completion:)", signature: "(Request, @escaping (Result<Data, any Error>) -> Void) -> ()"),
                [request, completion])
        }
        func fetch(id: Parameter<Int>) -> Verification {
            .init(_context, MockMember("fetch(id:)", signature: "(Int) async throws -> Data"), [id])
        }
        func update(_ value: Parameter<Int>) -> Verification {
            .init(_context, MockMember("update(_:)", signature: "(inout Int) -> ()"), [value])
        }
        func decode<T: Decodable>(_ type: Parameter<T.Type>, from data: Parameter<Data>) -> Verification {
            .init(_context, MockMember("decode(_:from:)", signature: "<T: Decodable>(T.Type, Data) throws(DecodeError) -> T"), [type, data])
        }
        func store<V>(_ value: Parameter<V>) -> Verification {
            .init(_context, MockMember("store(_:)", signature: "<V>(V) -> ()"), [value])
        }
        func log(_ messages: Parameter<[String]>) -> Verification {
            .init(_context, MockMember("log(_:)", signature: "(String...) -> ()"), [messages])
        }
        func rename(to name: Parameter<String?>) -> Verification {
            .init(_context, MockMember("rename(to:)", signature: "(String?) -> ()"), [name])
        }
        func attach(_ listener: Parameter<Listener>) -> Verification {
            .init(_context, MockMember("attach(_:)", signature: "(Listener) -> ()"), [listener])
        }
        func transaction(_ body: Parameter<NonEscapingClosure>) -> Verification {
            .init(_context, MockMember("transaction(_:)", signature: "(() -> Void) -> ()"), [body])
        }
        func loadConfig() -> Verification { .init(_context, MockMember("loadConfig()", signature: "() throws -> Config"), []) }
        func currentConfig() -> Verification { .init(_context, MockMember("currentConfig()", signature: "() -> Config"), []) }
        func currentGear() -> Verification { .init(_context, MockMember("currentGear()", signature: "() -> Gear"), []) }
        subscript(_ index: Parameter<Int>) -> Verification {
            .init(_context, MockMember("subscript(_:)", kind: .subscriptGetter, signature: "(Int) -> String"), [index])
        }
        subscript(_ index: Parameter<Int>, newValue newValue: Parameter<String>) -> Verification {
            .init(_context, MockMember("subscript(_:)", kind: .subscriptSetter, signature: "(Int) -> String"), [index, newValue])
        }
    }

    struct StaticGiven: MockStubbingBuilder {
        let _context: MockBuilderContext
        init(_context: MockBuilderContext) { self._context = _context }

        func make() -> Stubbing<() -> EngineMock, EngineMock, Never> {
            .init(_context, MockMember("make()", signature: "() -> Self"), [])
        }
        func makeThrowing() -> Stubbing<() throws -> EngineMock, EngineMock, any Error> {
            .init(_context, MockMember("makeThrowing()", signature: "() throws -> Self"), [])
        }
    }

    struct StaticVerify: MockVerifyingBuilder {
        let _context: MockBuilderContext
        init(_context: MockBuilderContext) { self._context = _context }

        func make() -> Verification { .init(_context, MockMember("make()", signature: "() -> Self"), []) }
        func makeThrowing() -> Verification { .init(_context, MockMember("makeThrowing()", signature: "() throws -> Self"), []) }
    }
}
