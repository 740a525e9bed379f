/// Draws requirements with features code uses less often than the common shapes, each drawn
/// whole: parameter packs (on methods, subscripts and initializers), noncopyable generic parameters, generic typed errors, operators,
/// `Void`, `()` and `Never` in every position a requirement may have a type.
extension FunctionComposer {
    /// One requirement and the feature it exercises.
    mutating func rareFeatureRequirement(isStatic: Bool) -> (text: String, feature: String) {
        let prefix = isStatic ? "static " : ""
        let effects = types.random.pick(["", "", " async", " throws", " async throws"])
        switch types.random.index(6) {
        case 0:
            let constraint = types.random.pick(["", "", ": Hashable", ": Sendable", ": ForgeShape"])
            let parameter = types.random.pick([
                "_ values: repeat each V", "of values: repeat each V", "_ values: repeat [each V]",
                "_ values: repeat ForgeBox<each V>", "_ values: repeat (each V)?", "_ values: repeat each V, count: Int",
            ])
            let result = types.random.pick(["", " -> (repeat each V)", " -> Int", " -> (repeat [each V])", " -> [any Sendable]"])
            switch types.random.index(4) {
            case 0:
                let accessors = types.random.pick(["{ get }", "{ get throws }", "{ get async }", "{ get set }"])
                let subscriptResult = accessors == "{ get set }" ? "Int" : types.random.pick(["Int", "(repeat each V)", "String?"])
                return ("\(prefix)subscript<each V\(constraint)>(\(parameter)) -> \(subscriptResult) \(accessors)", "packs")
            case 1:
                let initEffects = types.random.pick(["", " throws", " async"])
                return ("init<each V\(constraint)>(\(parameter))\(initEffects)", "packs")
            default:
                let name = types.random.pick(["load", "values", "call", "given", "record"])
                return ("\(prefix)func \(name)<each V\(constraint)>(\(parameter))\(effects)\(result)", "packs")
            }
        case 1:
            let specifier = types.random.pick(["borrowing", "consuming"])
            let second = types.random.oneIn(2) ? ", count: Int" : ""
            let result = types.random.pick(["", " -> Int", " -> Bool"])
            let name = types.random.pick(["take", "inspect", "value", "consume"])
            return ("\(prefix)func \(name)<T: ~Copyable>(_ value: \(specifier) T\(second))\(effects)\(result)", "noncopyable")
        case 2:
            let member = types.random.pick([
                "func run<E: Error>(_ body: () throws(E) -> Int) throws(E) -> Int",
                "func attempt<E: Error>(_ error: E) throws(E)",
                "func load<E: Error>(_ body: () async throws(E) -> String) async throws(E) -> String",
                "func map<T, E: Error>(_ transform: (Int) throws(E) -> T) throws(E) -> [T]",
                "func fail<Failure: Error>(with error: Failure) async throws(Failure) -> Int",
            ])
            return (prefix + member, "typed-throws")
        case 3:
            let member = types.random.pick([
                "static func == (lhs: Self, rhs: Self) -> Bool", "static func < (lhs: Self, rhs: Self) -> Bool",
                "static func + (lhs: Self, rhs: Int) -> Self", "static prefix func - (value: Self) -> Self",
                "static func ~= (pattern: Int, value: Self) -> Bool", "static func += (lhs: inout Self, rhs: Self)",
                "static func * (lhs: Int, rhs: Self) -> Int",
            ])
            return (member, "operator")
        default:
            let member = types.random.pick([
                "func wait()\(effects) -> Void", "func ready()\(effects) -> ()", "func value()\(effects) -> Void?",
                "func values()\(effects) -> [Void]", "func finish(_ done: @escaping () -> ())\(effects)",
                "func handle(_ completion: ((Int) -> Void)?)\(effects)", "func reply(_ value: Void)\(effects) -> Int",
                "var ready: Void { get }", "var ready: Void { get throws }", "var done: () { get async }",
                "var completion: (() -> Void)? { get set }", "subscript(index: Int) -> Void { get }",
                "func crash()\(effects) -> Never", "func pair()\(effects) -> (Void, Int)",
            ])
            return (member.hasPrefix("func ") ? prefix + member : member, "void")
        }
    }
}
