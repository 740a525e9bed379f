import MockRuntime
import Testing

/// Labels, variadics, inout, closures, `some`/`any`, tuples, optionals, metatypes and `Self`.
@Suite struct SignatureShapesTests {
    @Test func labelsUnderscoresAndInternalNamesKeepTheirSelectors() {
        let mover = MoverMock()
        given(mover).move(from: .value(1), to: .any).willReturn(true)
        #expect(mover.move(from: 1, to: 9))
        #expect(!mover.move(from: 2, to: 9))
        mover.move(3)
        mover.rotate(90, true)
        mover.place(in: "north", for: "ann")
        verify(mover).move(from: .any, to: .value(9)).called(.twice)
        verify(mover).move(.value(3)).called(.once)
        verify(mover).rotate(.value(90), .value(true)).called(.once)
        verify(mover).place(in: .value("north"), for: .value("ann")).called(.once)
        verify(mover).place().called(.once)
        verify(mover).plain().called(.never)
    }

    @Test func variadicsAreRecordedAsArraysAndInoutIsWrittenThroughByProducers() {
        let accumulator = AccumulatorMock()
        given(accumulator).sum(.value([1, 2, 3]), scale: .any).willProduce { values, scale in
            Double(values.reduce(0, +)) * scale
        }
        given(accumulator).increment(.any, by: .any).willProduce { value, step in value += step }
        given(accumulator).swapPair(.any, .any).willProduce { a, b in swap(&a, &b) }

        accumulator.log("a", "b")
        #expect(accumulator.sum(1, 2, 3, scale: 2) == 12)
        var counter = 1
        accumulator.increment(&counter, by: 4)
        var (left, right) = ("l", "r")
        accumulator.swapPair(&left, &right)

        #expect(counter == 5)
        #expect(left == "r" && right == "l")
        verify(accumulator).log(.value(["a", "b"])).called(.once)
        verify(accumulator).increment(.value(1), by: .value(4)).called(.once)
    }

    @Test func closuresOfEveryKindAreRecordedAndCanBeCalledByProducers() {
        let scheduler = SchedulerMock()
        given(scheduler).transform(.any, using: .any).willProduce { value, transform in transform(value) + 1 }
        given(scheduler).forEachTask(.any).willProduce { body in try? body("task") }
        given(scheduler).makeHandler().willReturn { _ in }
        given(scheduler).every(.any, handler: .any).willProduce { _, handler in _ = handler(3) }

        #expect(scheduler.transform(2) { $0 * 10 } == 21)
        var seen: [String] = []
        scheduler.forEachTask { seen.append($0) }
        scheduler.assert(1 + 1 == 2, "math")
        scheduler.schedule(after: 1) {}
        var ticks: [Int] = []
        scheduler.every(0.5) { ticks.append($0); return true }
        scheduler.onCancel(nil)
        scheduler.makeHandler()("x")

        #expect(seen == ["task"])
        #expect(ticks == [3])
        verify(scheduler).assert(.value(true), .value("math")).called(.once)
        verify(scheduler).transform(.value(2), using: .any).called(.once)
        verify(scheduler).schedule(after: .value(1), .any).called(.once)
        verify(scheduler).onCancel(.nil).called(.once)
    }

    @Test func protocolTypeAliasesOfClosuresWorkEscapingOrNot() {
        let loader = ImageLoaderMock()
        given(loader).load(.any, completion: .any).willProduce { name, completion in
            completion(.success(Array(name.utf8)))
        }
        given(loader).visitAll(.any).willProduce { visitor in
            visitor("a")
            visitor("b")
        }
        var loaded: [UInt8] = []
        loader.load("hi") { loaded = (try? $0.get()) ?? [] }
        var visited: [String] = []
        loader.visitAll { visited.append($0) }
        #expect(loaded == Array("hi".utf8))
        #expect(visited == ["a", "b"])
        verify(loader).visitAll(.any).called(.once)
    }

    @Test func asyncMembersPassNonEscapingAsyncClosuresToProducers() async throws {
        let middleware = MiddlewareMock()
        given(middleware).intercept(.any, next: .any).willProduce { request, next in try await next(request + "!") + 1 }
        let result = try await middleware.intercept("req") { request in request.count }
        #expect(result == 5)
        verify(middleware).intercept(.value("req"), next: .any).called(.once)
    }

    @Test func resultBuilderParametersKeepTheirAttribute() {
        let recipe = RecipeMock(steps: { "unused" })
        given(recipe).add(.any).willProduce { steps in steps().count }
        #expect(recipe.add { "mix"; "bake" } == 2)
        verify(recipe).add().called(.once)
    }

    @Test func someAndAnyParametersAreMatchedAsExistentials() {
        struct Square: DrawableShape { var area: Double }
        let canvas = CanvasMock()
        given(canvas).drawAll(.any).willProduce { shapes in shapes.count }
        given(canvas).describe(.any).willProduce { values in "\(values.count) values" }

        canvas.draw(Square(area: 4))
        #expect(canvas.drawAll([Square(area: 1), Square(area: 2)]) == 2)
        canvas.fill(Square(area: 9), opacity: nil)
        #expect(canvas.describe([1, 2, 3]) == "3 values")

        verify(canvas).draw(.matching { $0.area == 4 }).called(.once)
        verify(canvas).fill(.any, opacity: .nil).called(.once)
    }

    @Test func tuplesOptionalsAndNestedGenericsRoundTrip() {
        let catalog = CatalogMock()
        given(catalog).bounds().willReturn((min: 1, max: 5))
        given(catalog).lookup(.value("k")).willReturn(["k": [1, nil]])
        given(catalog).maybe.willReturn(.some(nil))

        #expect(catalog.bounds().max == 5)
        #expect(catalog.lookup("k")?["k"] == [1, nil])
        #expect(catalog.lookup(nil) == nil)
        #expect(catalog.pair(("a", 1)) == nil)
        #expect(catalog.nested(.success([[1]])).isEmpty)
        catalog.cache = ["x": (count: 1, items: ["i"])]
        #expect(catalog.maybe == .some(nil))

        verify(catalog).lookup(.nil).called(.once)
        verify(catalog).cache(newValue: .matching { $0["x"]?.count == 1 }).setCalled(.once)
    }

    @Test func metatypesAreRecordedAndGenericMembersMatchByType() {
        struct Clock: RegistryService {}
        let registry = ServiceRegistryMock()
        given(registry).resolve(Parameter<Int.Type>.any).willReturn(42)
        given(registry).registeredTypes.willReturn([Clock.self])

        registry.register(Clock.self, named: "clock")
        #expect(registry.resolve(Int.self) == 42)
        #expect(registry.resolve(String.self) == nil)
        #expect(registry.registeredTypes.count == 1)
        verify(registry).register(.matching { $0 == Clock.self }, named: .value("clock")).called(.once)
        verify(registry).resolve(Parameter<Int.Type>.any).called(.once)
    }

    @MainActor
    @Test func anExistentialsMetatypeBesideASendingArgumentIsRecordedAndMatched() {
        let catalog = ServiceCatalogMock()
        given(catalog).note(.any, for: .any).willReturn(3)
        catalog.add([1, 2], as: (any RegistryService).self)
        #expect(catalog.note("ready", for: (any RegistryService).self) == 3)
        verify(catalog).add(Parameter<[Int]>.value([1, 2]), as: .matching { $0 == (any RegistryService).self })
            .called(.once)
        verify(catalog).note(.value("ready"), for: .matching { $0 == (any RegistryService).self }).called(.once)
    }

    @Test func aSubscriptNamingTheMockAsAGenericArgumentIsLeftToTheProtocolsExtension() {
        struct Price: TableColumn { typealias Row = Order; var cents: Int }
        struct Order { var total: Price }
        let alias = TableAliasMock<Order>()
        given(alias).row.willReturn(Order(total: Price(cents: 250)))
        #expect(alias[column: \.total].column.cents == 250)
        verify(alias).row.getCalled(.once)
    }

    @Test func selfRequirementsUseTheMockType() {
        withStaticMockScope {
            let root = NodeMock(name: "root")
            let child = NodeMock(name: "child")
            given(NodeMock.self).root().willReturn(root)
            given(child).parent.willReturn(root)
            given(root).copy().willReturn(child)

            #expect(NodeMock.root() === root)
            #expect(child.parent === root)
            #expect(root.copy() === child)
            root.adopt(child)
            root.children = [child]
            verify(root).adopt(.identical(to: child)).called(.once)
            verify(root).children(newValue: .matching { $0.count == 1 }).setCalled(.once)
        }
    }
}
