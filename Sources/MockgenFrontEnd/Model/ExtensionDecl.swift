/// An `extension` and the signatures of its members, recorded only when the front end is asked
/// to (`ParseOptions.recordsExtensionMembers`): what a protocol extension
/// implements, so that a requirement it implements needs no member in a mock.
public struct ExtensionDecl: Hashable, Sendable {
    /// The extended type as written, dotted (`Sequence`, `Swift.Sequence`, `Outer.Inner`).
    public var extendedType: String
    /// True for `extension P where …`: its members exist only for some conforming types.
    public var isConstrained: Bool
    /// Members with a signature the front end reads: functions, properties, subscripts, initializers.
    public var members: [Member]
    /// `#if` conditions enclosing the extension, outermost first.
    public var conditions: [IfConfigCondition]
    public var location: SourceLocation

    public init(
        extendedType: String, isConstrained: Bool, members: [Member], conditions: [IfConfigCondition] = [],
        location: SourceLocation
    ) {
        self.extendedType = extendedType
        self.isConstrained = isConstrained
        self.members = members
        self.conditions = conditions
        self.location = location
    }
}
