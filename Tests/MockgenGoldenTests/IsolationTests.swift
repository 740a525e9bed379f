import MockRuntime
import Testing

/// AnyObject, Sendable, Actor, @MainActor and custom global actors.
@Suite struct IsolationTests {
    @Test func sendableMocksRecordCallsFromManyTasks() async {
        let counter = CounterMock()
        given(counter).increment().willReturn(1)
        await withTaskGroup(of: Int.self) { group in
            for _ in 0..<50 { group.addTask { counter.increment() } }
        }
        verify(counter).increment().called(.exactly(50))
        let observer = SessionObserverMock()
        observer.sessionDidStart(id: "s")
        verify(observer).sessionDidStart(id: .value("s")).called(.once)
    }

    @Test func actorProtocolsGetActorMocks() async throws {
        let cache = ImageCacheMock()
        given(cache).image(for: .value("logo")).willReturn([1])
        given(cache).name.willReturn("images")

        #expect(await cache.image(for: "logo") == [1])
        await cache.insert([2], for: "icon")
        try await cache.prefetch(["a"])
        #expect(cache.name == "images")
        verify(cache).insert(.any, for: .value("icon")).called(.once)
        verify(cache).prefetch(.value(["a"])).called(.once)
        let sized = ImageCacheMock(capacity: 10)
        #expect(await sized.image(for: "none") == nil)
        withStaticMockScope {
            given(ImageCacheMock.self).create().willReturn(cache)
            #expect(ImageCacheMock.create() === cache)
        }
    }

    @MainActor
    @Test func mainActorServicesGetMainActorMocks() async throws {
        let service = ProfileViewModelServiceMock()
        given(service).state.willReturn(ProfileViewState(title: "Me"))
        given(service).load(userID: .value(0)).willThrow(ProfileFailure.offline)

        #expect(service.state.title == "Me")
        service.isLoading = true
        service.refresh()
        await #expect(throws: ProfileFailure.offline) { try await service.load(userID: 0) }
        #expect(service.analyticsName() == "")
        verify(service).isLoading(newValue: .value(true)).setCalled(.once)
        verify(service).refresh().called(.once)
        let made = await ProfileViewModelServiceMock(userID: 7)
        given(made).isLoading.willReturn(true)
        #expect(made.isLoading)
    }

    @Test func aMainActorMockCanBeMadeAndStubbedOffTheMainActor() async {
        let service = ProfileViewModelServiceMock(name: "background")
        given(service).refresh().willReturn(())
        await service.refresh()
        verify(service).refresh().called(.once)
    }

    @MainActor
    @Test func isolatedMocksSatisfyStandardProtocolsNonisolated() async {
        let first = TabItemMock(name: "first")
        let second = TabItemMock(name: "second")
        given(first).title.willReturn("Home")
        #expect(first.title == "Home")
        #expect(first != second && Set([first, second, first]).count == 2)
        #expect(first.id == ObjectIdentifier(first))
        #expect(first.description == "TabItemMock")
        let worker = BackgroundWorkerMock()
        given(worker).run().willReturn(4)
        #expect(await worker.run() == 4)
        #expect(worker.id == ObjectIdentifier(worker))
    }

    @Test func ownershipSpecifiedParametersAreRecordedAsCopies() async throws {
        let consumer = ConsumerMock()
        given(consumer).inspect(.any).willProduce { values in values.count }
        consumer.take("gone")
        #expect(consumer.inspect([1, 2, 3]) == 3)
        let box = OwnershipBox()
        box.value = 5
        await consumer.send(box)
        verify(consumer).take(.value("gone")).called(.once)
        verify(consumer).send(.matching { $0.value == 5 }).called(.once)
        given(consumer).make().willProduce { OwnershipBox() }
        #expect(consumer.make().value == 0)

        given(consumer).scale(.value(2)).willProduce { $0 * 10 }
        #expect(try consumer.scale(2) == 20)
        given(consumer).run(.any).willProduce { body in await body() + 1 }
        #expect(await consumer.run { 41 } == 42)
        let actor = OwnershipActor()
        given(consumer).attach(on: .any, .any).willProduce { _, value in value * 2 }
        #expect(await actor.attachThrough(consumer, 4) == 8)
        given(consumer).load(on: .any, into: .any).willProduce { actor, box in
            box.value = await actor.count + 5
            return [box, box]
        }
        #expect(try await actor.loadThrough(consumer) == [5, 5])
        verify(consumer).load(on: .identical(to: actor), into: .any).called(.once)
        given(consumer).pair(.any).willReturn(2)
        #expect(consumer.pair((1, "a")) == 2)
        verify(consumer).pair(.any).called(.once)
        withStaticMockScope {
            given(ConsumerMock.self)[key: .any].willReturn(7)
            #expect(ConsumerMock[key: { _ in }] == 7)
        }
    }

    @Test func customGlobalActorsIsolateTheMock() async {
        let store = RecordStoreMock()
        given(store).count().willReturn(2)
        await store.save("r")
        #expect(await store.count() == 2)
        verify(store).save(.value("r")).called(.once)

        let presenter = PresenterMock()
        await presenter.present("hi")
        presenter.log("x")
        verify(presenter).present(.value("hi")).called(.once)
    }

    @Test func aSerialExecutorMockRunsTheJobsOfAnActorOnIt() async {
        let serializer = WorkSerializerMock()
        let tally = ExecutorTally(executor: serializer)
        #expect(await tally.bump() == 1)
        #expect(await tally.bump() == 2)
        verify(serializer).enqueue(.any).called(.atLeastOnce)
        verify(serializer).drain().called(.never)
    }

    @Test func anExecutorMockRunsTheJobItselfRatherThanThroughTheProtocolsExtension() async {
        let loop = SerialLoopMock()
        let tally = ExecutorTally(executor: loop)
        #expect(await tally.bump() == 1)
        verify(loop).enqueue(.any).called(.atLeastOnce)
        verify(loop).execute(.any).called(.never)
    }

    @Test func aTaskExecutorMockRunsTheTasksThatPreferIt() async {
        let pool = WorkPoolMock()
        let value = await withTaskExecutorPreference(pool) {
            await withTaskGroup(of: Int.self) { group in
                group.addTask { 7 }
                return await group.next() ?? 0
            }
        }
        #expect(value == 7)
        verify(pool).enqueue(.any).called(.atLeastOnce)
    }
}

enum ProfileFailure: Error {
    case offline
}

/// An actor that runs on the serial executor it is given.
actor ExecutorTally {
    let executor: any SerialExecutor
    private var count = 0

    init(executor: any SerialExecutor) { self.executor = executor }

    nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

    func bump() -> Int {
        count += 1
        return count
    }
}

extension OwnershipActor {
    /// Calls a requirement with an `isolated` parameter from the actor's isolation.
    func attachThrough(_ consumer: ConsumerMock, _ value: Int) -> Int {
        consumer.attach(on: self, value)
    }

    /// Calls an asynchronous requirement with an `isolated` parameter from the actor's isolation.
    func loadThrough(_ consumer: ConsumerMock) async throws -> [Int] {
        try await consumer.load(on: self, into: OwnershipBox()).map(\.value)
    }
}
