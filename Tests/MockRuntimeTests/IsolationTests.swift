import Foundation
import MockRuntime
import Testing

@Suite("Isolated mocks")
struct IsolationTests {
    @MainActor
    @Test func mainActorMocksStubAndVerifyLikeAnyOther() async {
        let dashboard = DashboardMock(name: "dash")
        var shown: [String] = []
        given(dashboard).refresh().willProduce {
            await Task.yield()
            return 3
        }
        given(dashboard).show(.any).willProduce { note in shown.append(note.text) }
        dashboard.title = "Speed"
        dashboard.show(Note("hello"))
        #expect(await dashboard.refresh() == 3)
        #expect(shown == ["hello"])
        verify(dashboard).title(newValue: .value("Speed")).setCalled(.once)
        verify(dashboard).show(.matching { $0.text == "hello" }).called(.once)
    }

    @Test func actorMocksStubAndVerifyLikeAnyOther() async throws {
        let counter = CounterMock()
        given(counter).increment(by: .any).willProduce { $0 * 10 }
        given(counter).total().willReturn(7, 8)
        #expect(await counter.increment(by: 2) == 20)
        #expect(try await counter.total() == 7)
        #expect(try await counter.total() == 8)
        verify(counter).increment(by: .value(2)).called(.once)
        verify(counter).total().called(.twice)
    }

    @Test func mocksCanBeHandedToOtherTasks() async {
        let engine = EngineMock()
        await withTaskGroup(of: Void.self) { group in
            group.addTask { engine.turnOn() }
            group.addTask { @MainActor in _ = engine.isOn }
        }
        verify(engine).turnOn().called(.once)
        verify(engine).isOn.getCalled(.once)
    }
}
