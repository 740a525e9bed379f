/// A function type named by a type alias outside the protocol: a parameter of that type is a
/// non-escaping closure, as one written out is.
typealias ProgressHandler = (Int) -> Void

/// @mockable
protocol ProgressReporter {
    /// In parentheses, still non-escaping.
    func report(_ handler: ((Int) -> Void)) -> Bool
    /// Through the alias: non-escaping too.
    func track(_ handler: ProgressHandler)
    /// Through the alias with `@escaping`: stored like any value.
    func observe(_ handler: @escaping ProgressHandler)
}

/// @mockable
protocol ActionDispatching {
    associatedtype State
    /// An associated type whose default is a function type: the mock fixes it to that type, so a
    /// parameter of it is a non-escaping closure in the mock, as one written out is.
    associatedtype ActionCreator = (_ state: State) -> Int?
    func dispatch(_ creator: ActionCreator)
    func dispatch(_ creator: ActionCreator, label: String) -> Bool
}
