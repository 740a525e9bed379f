// fuzz-corpus protocols: Service.Delegate, Clock
@_exported import Foundation

class Service {
    protocol Delegate: AnyObject {
        func serviceDidStart(_ service: Service)
    }

    weak var delegate: (any Delegate)?
    lazy var queue = DispatchQueue(label: "service")
    private(set) var state: State = .idle {
        didSet { delegate?.serviceDidStart(self) }
        willSet(newState) { print(newState) }
    }

    var computed: Int {
        get { 42 }
        set { _ = newValue }
    }

    enum State { case idle, running(since: Date), stopped }

    deinit {}

    @objc dynamic func start() {
        let closure = { [weak self] (value: Int) -> Bool in
            guard let self else { return false }
            return value > self.limit
        }
        _ = closure(1)
        defer { print("started") }
        do {
            try work()
        } catch let error as NSError where error.code == 1 {
            print(error)
        } catch {
            print(error)
        }
        switch state {
        case .idle, .stopped: break
        case .running(let since) where since < Date(): fallthrough
        default: break
        }
        repeat { count -= 1 } while count > 0
    }

    subscript(index: Int) -> Int { index * 2 }
    private var limit = 10
    private var count = 3
    func work() throws {}
}

/// A clock.
/// @mockable
protocol Clock: Sendable {
    var now: Date { get }
    func sleep(for duration: Duration) async throws
    func measure(_ work: () async throws -> Void) async rethrows -> Duration
}

@resultBuilder
struct ArrayBuilder {
    static func buildBlock(_ parts: Int...) -> [Int] { parts }
}

actor Counter {
    private var value = 0
    nonisolated let id = UUID()
    func increment() -> Int { value += 1; return value }
}

macro Stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "Macros", type: "StringifyMacro")
let (x, text) = #Stringify(1 + 2)
precedencegroup Exponent { higherThan: MultiplicationPrecedence associativity: right }
typealias Handler = @Sendable (Result<Int, any Error>) async -> Void
