/// The declarations every forged file starts with: the types, protocols and global actor that
/// composed protocols use. Two types are named like the standard library's (`Result`) and the
/// runtime's (`Parameter`): the generated code must not pick them up where it means its own.
public enum ForgePrelude {
    public static let text = """
        protocol ForgeShape { var sides: Int { get } }
        protocol ForgeNamed: Sendable { var name: String { get } }
        protocol ForgeBase { func baseRequirement() -> Int }
        protocol ForgeTokened: ForgeBase {
            associatedtype Token
            func token() -> Token
        }
        protocol ForgeStream<Element> {
            associatedtype Element
            func next() -> Element?
        }
        struct ForgeBox<Wrapped> { var value: Wrapped }
        struct ForgePair<First, Second> { var first: First; var second: Second }
        struct ForgeItem: Hashable, Sendable { var id: Int }
        enum ForgeError: Error { case failed }
        @globalActor actor ForgeActor { static let shared = ForgeActor() }
        struct Result: Sendable { var code: Int }
        struct Parameter: Hashable, Sendable { var amount: Int }

        """

    /// How many lines `text` takes.
    public static var lineCount: Int { text.split(separator: "\n", omittingEmptySubsequences: false).count - 1 }
}
