import MockRuntime
import Testing

/// Attributes, overloads, operators, `#if`, nesting, keyword names, selection and access.
@Suite struct DeclarationFormsTests {
    @Test func attributedAndMutatingRequirementsAreMocked() {
        var ledger: any Ledger = LedgerMock()
        let mock = ledger as! LedgerMock
        given(mock).append(.any).willReturn(4)
        given(mock).summary().willReturn("4 entries")
        ledger.append("a")
        ledger.clear()
        #expect(ledger.summary() == "4 entries")
        #expect(ledger.lastEntry == nil)
        verify(mock).append(.value("a")).called(.once)
        verify(mock).clear().called(.once)
    }

    @Test func overloadsAreStubbedAndVerifiedSeparately() async {
        let formatter = FormatterMock()
        given(formatter).format(Parameter<Int>.value(1)).willReturn("int")
        given(formatter).format(Parameter<Double>.any).willReturn("double")
        given(formatter).format(.value(255), radix: .value(16)).willReturn("ff")
        given(formatter).format(generic: Parameter<Bool>.any).willReturn("bool")
        given(formatter).format(Parameter<[Int]>.any).willReturn(["list"])

        #expect(formatter.format(1) == "int")
        #expect(formatter.format(1.5) == "double")
        #expect(formatter.format(255, radix: 16) == "ff")
        #expect(formatter.format(generic: true) == "bool")
        #expect(formatter.format(generic: 3) == "")
        #expect(await formatter.format([1]) == ["list"])
        verify(formatter).format(Parameter<Int>.any).called(.once)
        verify(formatter).format(generic: Parameter<Int>.any).called(.once)
        verify(formatter).format(generic: Parameter<Bool>.any).called(.once)
    }

    @Test func overloadsDifferingOnlyInReturnTypeAreVerifiedWithReturning() {
        let source = ValueSourceMock()
        given(source).value().willReturn(3)
        given(source).value().willReturn("three")
        let number: Int = source.value()
        let text: String = source.value()
        let decoded: Double = source.value()
        #expect(number == 3 && text == "three" && decoded == 0)
        verify(source).value(returning: Int.self).called(.once)
        verify(source).value(returning: String.self).called(.once)
        verify(source).value(returning: Double.self).called(.once)
    }

    @Test func operatorsAreStaticMembersWithWordBuilders() {
        withStaticMockScope {
            let a = VectorLikeMock(name: "a")
            let b = VectorLikeMock(name: "b")
            given(VectorLikeMock.self).operatorPlus(.any, .any).willReturn(b)
            given(VectorLikeMock.self).operatorMinus(.identical(to: a)).willReturn(a)
            #expect((a + b) === b)
            #expect((-a) === a)
            #expect(!(a == b))
            verify(VectorLikeMock.self).operatorEqualEqual(.identical(to: a), .any).called(.once)
        }
    }

    @Test func conditionalRequirementsAreMirrored() {
        let services = PlatformServicesMock()
        given(services).common().willReturn("c")
        #expect(services.common() == "c")
        #if os(Linux)
        given(services).linuxOnly().willReturn(1)
        #expect(services.linuxOnly() == 1)
        #elseif os(macOS)
        given(services).macOnly().willReturn(2)
        #expect(services.macOnly() == 2)
        #endif
        #expect(services.modern == false)
        verify(services).modern.getCalled(.once)
    }

    @Test func nestedProtocolsAreMockedInTheirEnclosingType() throws {
        let processor = PaymentsProcessorMock()
        given(processor).charge(.value(5)).willReturn(Payments.Receipt(amount: 5))
        #expect(try processor.charge(5) == Payments.Receipt(amount: 5))
        let tracker: any Shipping.Tracker = Shipping.TrackerMock()
        #expect(tracker.track(Shipping.Parcel(weight: 1)) == "")
        verify(processor).charge(.any).called(.once)
    }

    @Test func keywordAndRuntimeAPINamesWork() {
        let mock = KeywordishMock()
        given(mock).default().willReturn(1)
        given(mock).return(.any).willProduce { $0 * 2 }
        given(mock).class.willReturn("c")
        given(mock).verify(in: .any).willReturn(true)
        given(mock).perform(.any).willProduce { produce in produce + 1 }

        #expect(mock.default() == 1)
        #expect(mock.return(4) == 8)
        #expect(mock.class == "c")
        mock.given(1)
        #expect(mock.verify(in: "ctx"))
        mock.reset()
        #expect(!mock.expect(for: 1, in: 0..<1))
        mock.when = 3
        #expect(mock.perform(1) == 2)

        verify(mock).given(.value(1)).called(.once)
        verify(mock).reset().called(.once)
        verify(mock).when(newValue: .value(3)).setCalled(.once)
        verify(mock).expect(for: .any, in: .any).called(.once)

        // An initializer labeled like the mock's own is the protocol's requirement.
        func make<Factory: RuntimeLabeledFactory>(_ type: Factory.Type, _ product: Factory.Product) -> Factory? {
            type.init(_mockState: product)
        }
        let factory = make(RuntimeLabeledFactoryMock<String>.self, "box")
        #expect(factory != nil)
        verify(factory!).initializer(_mockState: .value("box")).called(.once)
    }

    @Test func annotatedOrMarkedProtocolsAreSelected() {
        let sourcery = SourceryAnnotatedMock()
        given(sourcery).sourcery().willReturn(1)
        #expect(sourcery.sourcery() == 1)
        let indirect = IndirectlyMarkedMock()
        indirect.indirect()
        indirect.marked()
        verify(indirect).marked().called(.once)
        MarkerInheritingMock().marked()
    }

    @Test func skippedProtocolsDoNotStopTheRestOfTheFile() {
        let survivor = SurvivorMock()
        given(survivor).stillWorks().willReturn(true)
        #expect(survivor.stillWorks())
    }

    @Test func publicMocksWork() async throws {
        try await withStaticMockScope {
            let provider = TokenProviderMock()
            given(provider).refresh().willReturn(PublicToken(value: "t"))
            given(TokenProviderMock.self).make().willReturn(provider)
            let token = try await TokenProviderMock.make().refresh()
            #expect(token == PublicToken(value: "t"))
            let cache = TokenCacheMock<String>()
            cache["k"] = PublicToken(value: "v")
            verify(cache)[.value("k"), newValue: .notNil].setCalled(.once)
        }
    }

    @Test func conditionalProtocolsGetConditionalMocks() {
        let clipboard = DesktopClipboardMock()
        given(clipboard).paste().willReturn("text")
        clipboard.copy("text")
        #expect(clipboard.paste() == "text")
        verify(clipboard).copy(.value("text")).called(.once)
    }
}
