import MockgenFrontEnd
import Testing

/// Memory stays proportional to the input (the goal: at most about twice the input size), which
/// needs the model of a file to hold no more text than a small multiple of the file itself.
@Suite struct ModelSizeTests {
    /// Bytes of every string stored anywhere in `value` (found by reflection).
    static func storedTextBytes(_ value: Any) -> Int {
        if let text = value as? String { return text.utf8.count }
        return Mirror(reflecting: value).children.reduce(0) { $0 + storedTextBytes($1.value) }
    }

    @Test
    func deeplyNestedTypeKeepsTextProportionalToTheInput() {
        let type = String(repeating: "[", count: 200) + "String" + String(repeating: "]", count: 200)
        let source = Array("protocol P {\n    var value: \(type) { get }\n}\n".utf8)

        let model = FrontEnd.parse(source, path: "Nested.swift")

        #expect(model.protocols.count == 1)
        #expect(Self.storedTextBytes(model) <= 8 * source.count)
    }

    @Test func realisticFileKeepsTextProportionalToTheInput() {
        let source = Array((0..<50).map(LargeSource.block).joined().utf8)

        let model = FrontEnd.parse(source, path: "Realistic.swift")

        #expect(model.protocols.count == 50)
        #expect(Self.storedTextBytes(model) <= source.count)
    }
}
