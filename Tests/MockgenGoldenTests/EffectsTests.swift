import MockRuntime
import Testing

/// async, throws, rethrows, typed throws and generic functions.
@Suite struct EffectsTests {
    @Test func asyncAndThrowingMembersReturnAndThrowStubs() async throws {
        let uploader = UploaderMock()
        given(uploader).upload(.any).willReturn(3)
        given(uploader).validate(.value([])).willThrow(AsyncThrowsFailure())
        given(uploader).send(.any, retries: .any).willProduce { bytes, retries in bytes.count > retries }

        #expect(await uploader.upload([1, 2, 3]) == 3)
        #expect(throws: AsyncThrowsFailure()) { try uploader.validate([]) }
        let sent = try await uploader.send([1, 2], retries: 1)
        #expect(sent)
        await uploader.cancelAll()
        verify(uploader).cancelAll().called(.once)
        verify(uploader).validate(.any).called(.once)
    }

    @Test func anUnstubbedThrowingMemberOfAStrictMockFailsAndThrows() async {
        let uploader = UploaderMock(policy: .strict, name: "strict uploader")
        await withKnownIssue {
            _ = try? await uploader.send([1], retries: 0)
        } matching: { failure in
            issue(failure, mentions: "UploaderMock \"strict uploader\"", "send(")
        }
    }

    @Test func rethrowsMembersNeverThrowAndTypedThrowsKeepTheirErrorType() async throws {
        let parser = ParserMock()
        given(parser).map(.any, .any).willProduce { values, transform in values.compactMap { try? transform($0) } }
        given(parser).parse(.value("x")).willThrow(.badInput("x"))
        given(parser).parse(.value("1")).willReturn(1)
        given(parser).parseAsync(.any).willThrow(.badInput("async"))
        given(parser).never(.any).willReturn("fine")

        #expect(parser.map([1, 2]) { $0 * 2 } == [2, 4])
        #expect(throws: ParseFailure.badInput("x")) { try parser.parse("x") }
        #expect(try parser.parse("1") == 1)
        do {
            _ = try await parser.parseAsync("y")
            Issue.record("expected a throw")
        } catch {
            #expect(error == .badInput("async"))
        }
        #expect(parser.never("n") == "fine")
        let stubbing: Stubbing<(() throws(ParseFailure) -> Int) throws(ParseFailure) -> Int, Int, ParseFailure> = given(
            parser
        ).attempt()
        stubbing.willThrow(.badInput("attempt"))
        #expect(throws: ParseFailure.badInput("attempt")) { try parser.attempt { () throws(ParseFailure) -> Int in 4 } }
        #expect(parser.attempt { 4 } == 0)
        verify(parser).attempt().called(.twice)
    }

    @Test func genericFunctionsMatchStubsByTypeAndVerifyAcrossTypes() {
        let converter = ConverterMock()
        given(converter).make().willReturn(7)
        given(converter).make().willReturn("seven")
        given(converter).first(of: .value([3, 4])).willReturn(3)
        given(converter).convert(.value("5"), to: .any).willProduce { (input: String, _: Int.Type) in Int(input) ?? 0 }

        let number: Int = converter.make()
        let text: String = converter.make()
        #expect(number == 7)
        #expect(text == "seven")
        #expect(converter.first(of: [3, 4]) == 3)
        #expect(converter.convert("5", to: Int.self) == 5)
        #expect(converter.keys(["a": 1]).isEmpty)
        verify(converter).make().called(.twice)
        verify(converter).keys(Parameter<[String: Int]>.any).called(.once)
    }

    @Test func aStubThatNamesNoResultTypeAppliesToEveryResultOfAGenericResult() async throws {
        let converter = ConverterMock()
        var attempts = 0
        given(converter).fetch(.any).willThrow(ConversionError.offline)
        when(converter).fetch(.any).perform { attempts += 1 }
        await #expect(throws: ConversionError.offline) { let _: [Int] = try await converter.fetch("/a") }
        await #expect(throws: ConversionError.offline) { let _: String = try await converter.fetch("/b") }
        given(converter).fetch("/c").willReturn([3])
        let numbers: [Int] = try await converter.fetch("/c")
        #expect(numbers == [3])
        await #expect(throws: ConversionError.offline) { let _: String = try await converter.fetch("/c") }
        #expect(attempts == 4)
        verify(converter).fetch(.any).called(4)
        given(converter).make().optional().perform { attempts += 1 }
        let _: Int = converter.make()
        #expect(attempts == 5)
    }
}

private enum ConversionError: Error { case offline }
