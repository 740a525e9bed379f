import Foundation
import MockRuntime
import Testing

@Suite("Concurrency")
struct ConcurrencyTests {
    @Test func eightTasksMakingTenThousandCallsEachAreAllRecorded() async throws {
        let engine = EngineMock()
        given(engine).currentSpeed(in: .any).willReturn(1)
        given(engine).setSpeed(to: .value(3)).willThrow(SpeedError.tooFast)
        let tasks = 8
        let callsPerTask = 10_000

        await withTaskGroup(of: Void.self) { group in
            for task in 0..<tasks {
                group.addTask {
                    for call in 0..<callsPerTask {
                        try? engine.setSpeed(to: Float(task))
                        // Let tests running alongside use the cooperative pool too.
                        if call.isMultiple(of: 500) { await Task.yield() }
                    }
                }
            }
        }

        let calls = recordedCalls(engine)
        #expect(calls.count == tasks * callsPerTask)
        #expect(Set(calls.map(\.sequence)).count == calls.count)
        #expect(zip(calls, calls.dropFirst()).allSatisfy { $0.sequence < $1.sequence })
        verify(engine).setSpeed(to: .any).called(.exactly(tasks * callsPerTask))
        for task in 0..<tasks {
            verify(engine).setSpeed(to: .value(Float(task))).called(.exactly(callsPerTask))
        }
    }

    @Test func stubsAndVerificationsMayRunWhileOtherTasksCall() async {
        let engine = EngineMock()
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for index in 0..<2_000 {
                    _ = engine.currentSpeed(in: index.isMultiple(of: 2) ? .milesPerHour : .kilometersPerHour)
                }
            }
            group.addTask {
                for speed in 0..<200 { given(engine).currentSpeed(in: .any).willReturn(Float(speed)) }
            }
            group.addTask {
                for _ in 0..<200 { verify(engine).currentSpeed(in: .any).called(.atMost(2_000)) }
            }
        }
        verify(engine).currentSpeed(in: .value(.milesPerHour)).called(.exactly(1_000))
        #expect(engine.currentSpeed(in: .milesPerHour) == 199)
    }
}
