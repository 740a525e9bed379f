import MockgenFrontEnd

/// Tells the result-builder attributes of a requirement (`@ParserBuilder<Input> var body: Body
/// { get }`) from the attributes a mock's member keeps.
///
/// A custom attribute (a capitalised type name) on a requirement can only be a global actor, a
/// result builder or an attached macro: property wrappers are not allowed on requirements. A
/// global actor is kept. A result builder must not be: the mock's body is one call into the
/// runtime, not a builder body. A macro must not be either: its expansion belongs to the
/// declaration it was written on. So every custom attribute that is not a global actor, nor one
/// of the compiler's own capitalised attributes, is left off the mock's member.
///
/// Leaving the attribute off is not enough: Swift infers a requirement's result builder on a
/// witness declared with the conformance, unless the witness's body has an explicit `return`.
/// The members whose requirement had such an attribute return explicitly.
enum ResultBuilderAttributes {
    /// The compiler's attributes whose names start with a capital letter.
    static let compilerAttributes: Set<String> = [
        "Sendable", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable", "IBSegueAction", "GKInspectable",
        "NSManaged", "NSCopying", "NSApplicationMain", "UIApplicationMain",
    ]

    /// True for an attribute a mock's member must not carry: a result builder (or macro) as above.
    static func isBuilderLike(_ attribute: Attribute) -> Bool {
        // `Module.Builder<Input>`: the type's own name decides.
        let typeName = attribute.name.prefix { $0 != "<" }.split(separator: ".").last ?? ""
        guard typeName.first?.isUppercase == true else { return false }
        return !compilerAttributes.contains(attribute.name) && !ProtocolPlanner.isGlobalActor(attribute)
    }

    /// True when the member's body must `return` explicitly so that no builder is inferred for it.
    static func needsExplicitReturn(_ attributes: [Attribute]) -> Bool {
        attributes.contains(where: isBuilderLike)
    }
}
