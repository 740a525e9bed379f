import Foundation
import MockRuntime
import Testing

/// Constructs that once made a single mock fail to compile: class parents, overloads by `where`
/// clause or return type, closures in parentheses or behind aliases, merged associated types,
/// `NSObject` roots, implicitly unwrapped optionals, and protocols no class can conform to.
@Suite struct ConstructsTests {
    @Test func classParentIsSubclassedThroughItsSimplestDesignatedInitializer() {
        let panel = PanelMock("Orders")
        given(panel).refresh(animated: .value(true)).willReturn(3)
        #expect(panel.refresh(animated: true) == 3)
        // The class implements `heading()` itself: the mock leaves it to the class.
        #expect(panel.heading() == "# Orders")
        #expect(panel.title == "Orders")
        verify(panel).refresh(animated: .any).called(.once)

        let detail = DetailPanelMock("Detail")
        given(detail).detail.willReturn("more")
        #expect(detail.detail == "more")
        #expect((detail as PanelBase).title == "Detail")
    }

    @Test func requiredInitializersOfTheClassParentAreImplemented() throws {
        let record = RecordMock(id: 7, policy: .strict)
        given(record).save().willThrow(CocoaStyleFailure())
        #expect(record.id == 7)
        #expect(throws: CocoaStyleFailure.self) { try record.save() }
        let type: RecordBase.Type = RecordMock.self
        let made = type.init(id: 9)
        #expect(made.id == 9 && made is RecordMock)
    }

    @Test func whereSelfClassParentUsesTheImplicitInitializer() {
        let role = PlainRoleMock()
        role.act()
        let base: PlainBase = role
        #expect(base === role)
        verify(role).act().called(.once)
    }

    @Test func overloadsDifferingOnlyInWhereClausesAreEachImplemented() {
        let describer = DescriberMock()
        given(describer).describe(Parameter<OnlyEquatable>.any).willReturn("equatable")
        given(describer).describe(Parameter<OnlyDescribed>.any).willReturn("described")
        given(describer).describe(Parameter<Neither>.any).willReturn("neither")
        #expect(describer.describe(OnlyEquatable()) == "equatable")
        #expect(describer.describe(OnlyDescribed()) == "described")
        #expect(describer.describe(Neither()) == "neither")
        verify(describer).describe(Parameter<OnlyEquatable>.any).called(.once)
        verify(describer).describe(Parameter<OnlyDescribed>.any).called(.once)
        verify(describer).describe(Parameter<Neither>.any).called(.once)
    }

    @Test func nonEscapingClosuresInParenthesesOrBehindAliasesAreRecorded() {
        let reporter = ProgressReporterMock()
        given(reporter).report(.any).willProduce { handler in
            handler(50)
            return true
        }
        given(reporter).track(.any).willProduce { handler in handler(100) }
        var seen: [Int] = []
        #expect(reporter.report { seen.append($0) })
        reporter.track { seen.append($0) }
        reporter.observe { _ in }
        #expect(seen == [50, 100])
        verify(reporter).report(.any).called(.once)
        verify(reporter).track(.any).called(.once)
        verify(reporter).observe(.any).called(.once)
    }

    @Test func parametersOfAnAssociatedTypeDefaultingToAFunctionTypeAreNonEscapingClosures() {
        let store = ActionDispatchingMock<String>()
        given(store).dispatch(.any).willProduce { creator in _ = creator("one") }
        given(store).dispatch(.any, label: .value("count")).willProduce { creator, _ in creator("abc") == 3 }
        var states: [String] = []
        store.dispatch { state in
            states.append(state)
            return nil
        }
        #expect(store.dispatch({ $0.count }, label: "count"))
        #expect(states == ["one"])
        verify(store).dispatch(.any).called(.once)
        verify(store).dispatch(.any, label: .value("count")).called(.once)
    }

    @Test func subscriptsDifferingOnlyInReturnTypeAreVerifiedWithReturning() {
        let table = TypedTableMock()
        given(table)[.value("a")].willReturn(1)
        given(table)[.value("a")].willReturn("one")
        let number: Int = table["a"]
        let text: String = table["a"]
        #expect(number == 1 && text == "one")
        verify(table)[.value("a"), returning: Int.self].getCalled(.once)
        verify(table)[.value("a"), returning: String.self].getCalled(.once)
        table[2] = 0.5
        verify(table)[.value(2), newValue: .value(0.5)].setCalled(.once)
    }

    @Test func subscriptAutoclosuresAreEvaluatedOnceAndRecorded() {
        let table = DefaultingTableMock()
        given(table)[.value("k"), default: .value(3)].willProduce { _, fallback in fallback * 2 }
        var evaluations = 0
        func fallback() -> Int {
            evaluations += 1
            return 3
        }
        #expect(table["k", default: fallback()] == 6)
        table["k", default: fallback()] = 1
        #expect(evaluations == 2)
        verify(table)[.value("k"), default: .value(3)].getCalled(.once)
        verify(table)[.value("k"), default: .value(3), newValue: .value(1)].setCalled(.once)
    }

    @Test func associatedTypesFromSeveralParentsAreMerged() {
        let source = SortedKeyedSourceMock<String>()
        given(source).sortedKeys().willReturn(["a", "b"])
        given(source).value(for: .value("a")).willReturn(1)
        #expect(source.sortedKeys() == ["a", "b"])
        #expect(source.value(for: "a") == 1)

        let label = TextLabelMock<Substring>()
        given(label).label.willReturn("tag"[...])
        #expect(label.label == "tag")

        let entry = NamedEntryMock<Int>()
        given(entry).name.willReturn("entry")
        let name: NamedEntryMock<Int>.Name = entry.name
        #expect(name == "entry")

        let record = SessionRecordMock<Int>()
        given(record).sessionKey.willReturn(42)
        given(record).recordID.willReturn(42)
        #expect(record.sessionKey.description == "42")
        #expect(record.recordID == record.sessionKey)
    }

    @Test func nsObjectRootedProtocolsAreMockedByNSObjectSubclasses() {
        let responder = PingResponderMock()
        given(responder).ping().willReturn(true)
        #expect(responder.ping())
        #expect(responder.isEqual(responder))
        let observer = TransferObserverMock()
        observer.transferred(bytes: 10)
        verify(observer).transferred(bytes: .value(10)).called(.once)
        let role = ObjectBackedRoleMock()
        given(role).act().willReturn(4)
        #expect(role.act() == 4)
    }

    @Test func contradictoryProtocolsAreSkippedAndTheRestIsMocked() {
        let consistent = ConsistentMock()
        given(consistent).status.willReturn(2)
        consistent.reset()
        #expect(consistent.status == 2)
        verify(consistent).reset().called(.once)
    }

    @Test func aParentPropertyThatAnExtensionImplementsWithAnotherTypeLeavesTheProtocolMockable() {
        let reporting = ReportingMock()
        given(reporting).summary.willReturn("3 passed")
        #expect(reporting.summary == "3 passed")
        let summarizing: any Summarizing = reporting
        #expect(summarizing.summary.description == "3 passed")
        verify(reporting).summary.called(.twice)
    }

    @Test func implicitlyUnwrappedOptionalsAreStubbedAsOptionals() {
        let store = LegacyStoreMock()
        given(store).current.willReturn("draft")
        given(store).load(id: .value(nil)).willReturn([1])
        given(store)[.value("pi")].willReturn(3.14)
        #expect(store.current == "draft")
        #expect(store.load(id: nil) == [1])
        #expect(store["pi"] == 3.14)
        store.current = nil
        verify(store).current(newValue: .nil).setCalled(.once)
    }
}

private struct CocoaStyleFailure: Error {}
private struct OnlyEquatable: Equatable {}
private struct OnlyDescribed: CustomStringConvertible { var description: String { "described" } }
private struct Neither {}
