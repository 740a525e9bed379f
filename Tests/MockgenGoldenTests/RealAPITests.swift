import Foundation
import MockRuntime
import Testing

/// Protocols in the spirit of real APIs: a networking client, a repository, a delegate, a logger.
@Suite struct RealAPITests {
    let url = URL(string: "https://example.com/a")!

    @Test func networkClientCompletionHandlersAndAsyncCallsAreStubbed() async throws {
        let client = HTTPClientMock(name: "api")
        let response = HTTPResponse(status: 200, body: Data([1]))
        given(client).send(.any, completion: .any).willProduce { _, completion in completion(.success(response)) }
        given(client).send(.matching { $0.method == "GET" }).willReturn(response)
        given(client).download(from: .any, progress: .any).willThrow(.offline)

        let received = Locked<HTTPResponse?>(nil)
        client.send(HTTPRequest(method: "POST", url: url)) { result in received.value = try? result.get() }
        #expect(received.value == response)
        #expect(try await client.send(HTTPRequest(method: "GET", url: url)) == response)
        await #expect(throws: NetworkError.offline) { try await client.download(from: url, progress: nil) }
        verify(client).send(.value(HTTPRequest(method: "GET", url: url))).called(.once)
        verify(client).download(from: .value(url), progress: .nil).called(.once)
    }

    @Test func strictNetworkClientFailsOnAnUnexpectedCall() {
        let client = HTTPClientMock(policy: .strict, name: "strict api")
        expect(client).cancelAll().called(.never)
        withKnownIssue {
            client.cancelAll()
        } matching: { failure in
            issue(failure, mentions: "HTTPClientMock \"strict api\"", "cancelAll()")
        }
    }

    @Test func repositoryMockIsGenericOverItsEntity() async throws {
        struct User: Identifiable, Sendable, Equatable { var id: Int; var name: String }
        let repository = RepositoryMock<User>()
        given(repository).find(id: .value(1)).willReturn(User(id: 1, name: "ann"))
        given(repository).delete(where: .any).willProduce { predicate in predicate(User(id: 2, name: "bo")) ? 1 : 0 }

        #expect(try await repository.find(id: 1)?.name == "ann")
        #expect(try await repository.find(id: 2) == nil)
        try await repository.save(User(id: 3, name: "cy"))
        #expect(try await repository.delete { $0.id == 2 } == 1)
        verify(repository).save(.matching { $0.id == 3 }).called(.once)
        verify(repository).find(id: .any).called(.twice)
    }

    @Test func delegateCallbacksAreVerifiedInOrder() {
        let delegate = DownloadTaskDelegateMock()
        let task = DownloadTask(identifier: 1)
        given(delegate).downloadTaskShouldRetry(.any).willReturn(true)

        delegate.downloadTask(task, didWriteBytes: 10, totalBytes: 20)
        delegate.downloadTask(task, didFinishWith: "/tmp/file")
        #expect(delegate.downloadTaskShouldRetry(task))

        verifyInOrder {
            verify(delegate).downloadTask(.identical(to: task), didWriteBytes: .value(10), totalBytes: .any)
            verify(delegate).downloadTask(.any, didFinishWith: .value("/tmp/file"))
        }
        verify(delegate).downloadTask(.any, didFailWith: .any).called(.never)
    }

    @Test func delegateVerificationFailureNamesTheClosestCall() {
        let delegate = DownloadTaskDelegateMock(name: "delegate")
        delegate.downloadTask(DownloadTask(identifier: 1), didFinishWith: "/a")
        withKnownIssue {
            verify(delegate).downloadTask(.any, didFinishWith: .value("/b")).called(.once)
        } matching: { failure in
            issue(
                failure, mentions: "DownloadTaskDelegateMock \"delegate\"", "didFinishWith: \"/b\"", "exactly once",
                "Closest call:", "expected \"/b\", got \"/a\"")
        }
    }

    @Test func sendableLoggerRecordsFromConcurrentTasksAndEvaluatesAutoclosuresOnce() async {
        let logger = LoggerMock()
        let messages = ArgumentCaptor<String>()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<20 {
                group.addTask { logger.log(.info, "message \(index)", file: "f", line: 1) }
            }
        }
        logger.minimumLevel = .error
        await logger.flush()
        verify(logger).log(.value(.info), .capture(messages), file: .any, line: .any).called(.exactly(20))
        #expect(Set(messages.values).count == 20)
        verify(logger).minimumLevel(newValue: .value(.error)).setCalled(.once)
    }
}

/// A lock-protected box for values written by completion handlers in tests.
final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
