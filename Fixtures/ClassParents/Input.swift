/// A class-bound protocol whose parent is a class: the mock subclasses it, calling its
/// designated initializer with the fewest parameters (the mock's initializer takes them first).
class PanelBase {
    let title: String
    init(title: String, width: Int) { self.title = title }
    init(_ title: String) { self.title = title }
    /// The class implements this requirement itself: the mock leaves it to the class.
    func heading() -> String { "# \(title)" }
}

/// @mockable
protocol Panel: PanelBase {
    func heading() -> String
    func refresh(animated: Bool) -> Int
}

/// A protocol inheriting one whose parent is a class gets the same superclass.
/// @mockable
protocol DetailPanel: Panel {
    var detail: String { get }
}

/// A class parent with a `required` initializer: the mock implements it too.
class RecordBase {
    let id: Int
    required init(id: Int) { self.id = id }
}

/// @mockable
protocol Record: RecordBase {
    func save() throws
}

/// `where Self: Class` names a class parent as well; with no initializer declared, the
/// class's implicit `init()` is called.
class PlainBase {}

/// @mockable
protocol PlainRole where Self: PlainBase {
    func act()
}

/// A final class cannot be subclassed: no mock, a warning.
final class SealedBase {}

/// @mockable
protocol OnSealedBase: SealedBase {
    func act()
}

/// No designated initializer a mock can call: no mock, a warning.
class HiddenInitBase {
    private init() {}
    static func make() -> HiddenInitBase { HiddenInitBase() }
}

/// @mockable
protocol OnHiddenInitBase: HiddenInitBase {
    func act()
}

/// An initializer requirement is a convenience initializer of the mock, which has no values
/// for the arguments `PanelBase`'s initializers need: no mock, a warning.
/// @mockable
protocol BuildablePanel: PanelBase {
    init(layout: String)
}
