import Foundation
@_spi(MockgenGenerated) import MockRuntime
import Testing

/// The spellings a newcomer from Mockito or Mockable writes first: literals where a matcher is
/// expected, an integer count, `willReturn()` for members that return nothing.
@Suite("Literal spellings")
struct LiteralSpellingTests {
    @Test func aStringLiteralMatchesThatValue() {
        let greeter = GreeterMock()
        given(greeter).greet("Ann").willReturn("Hi, Ann")
        #expect(greeter.greet("Ann") == "Hi, Ann")
        #expect(greeter.greet("Bob") == "")
        verify(greeter).greet("Ann").called(1)
        verify(greeter).greet("Bob").called(1)
        verify(greeter).greet("Cy").called(0)
    }

    @Test func integerAndFloatLiteralsMatchThatValue() throws {
        let engine = EngineMock()
        try engine.setSpeed(to: 5)
        try engine.setSpeed(to: 2.5)
        verify(engine).setSpeed(to: 5).called(1)
        verify(engine).setSpeed(to: 2.5).called(1)
        verify(engine).setSpeed(to: 7).called(0)
    }

    @Test func nilMatchesOnlyNil() {
        let engine = EngineMock()
        engine.rename(to: nil)
        engine.rename(to: "x")
        verify(engine).rename(to: nil).called(1)
    }

    @Test func aDictionaryLiteralForAnOptionalParameterMatchesThatValue() {
        let table: Parameter<[String: Int]?> = ["a": 1]
        #expect(table.matches([String: Int]?.some(["a": 1]) as Any))
        #expect(!table.matches([String: Int]?.some(["a": 2]) as Any) && !table.matches([String: Int]?.none as Any))
    }

    /// The runtime leaves `Optional`'s literals alone: a conformance of `Optional` to the
    /// standard library's literal protocols (what an optional parameter would need to take `"a"`)
    /// would make these lines stop compiling in every test target that imports it.
    @Test func optionalExpressionsWithLiteralsKeepTheirMeaningInTests() {
        for flag in [true, false] {
            let answer: Any? = flag ? 5 : nil
            #expect((answer as? Int == 5) == flag && (answer == nil) == !flag)
        }
        let handler: (String) -> Any? = { key in key == "hit" ? "x" : nil }
        #expect(handler("hit") as? String == "x" && handler("miss") == nil)
    }

    @Test func anArrayLiteralMatchesVariadicArguments() {
        let engine = EngineMock()
        engine.log("a", "b")
        verify(engine).log(["a", "b"]).called(1)
        verify(engine).log(["a"]).called(0)
    }

    @Test func booleanAndDictionaryLiteralsAreValueMatchers() {
        let flag: Parameter<Bool> = true
        let table: Parameter<[String: Int]> = ["a": 1, "b": 2]
        #expect(flag.matches(true) && !flag.matches(false))
        #expect(table.matches(["b": 2, "a": 1]) && !table.matches(["a": 1]))
    }

    @Test func anIntegerCountMeansExactlyThatMany() {
        let engine = EngineMock()
        engine.turnOn()
        engine.turnOn()
        verify(engine).turnOn().called(2)
        #expect(CallCount(integerLiteral: 2) == .exactly(2))
        #expect((0 as CallCount) == .never)
        let line = #line + 2
        expectReported(["expected turnOn() to be called exactly 3 times, but it was called 2 times."], atLine: line) {
            verify(engine).turnOn().called(3)
        }
    }

    @Test func willReturnWithoutAValueStubsAVoidMember() throws {
        let strict = EngineMock(policy: .strict)
        given(strict).turnOn().willReturn()
        strict.turnOn()
        given(strict).setSpeed(to: .any).willThrow(SpeedError.tooFast)
        given(strict).setSpeed(to: 1).willReturn()
        try strict.setSpeed(to: 1)
        #expect(throws: SpeedError.tooFast) { try strict.setSpeed(to: 2) }
    }

    @Test func literalsWorkOnAMockBaseSubclass() throws {
        let thermometer = ThermometerMock()
        given(thermometer).read(at: 1).willReturn(21.5)
        #expect(try thermometer.read(at: 1) == 21.5)
        verify(thermometer).read(at: 1).called(1)
    }
}
