/// An availability name a package defines for its own `@available` attributes, as the compiler's
/// `-define-availability` flag spells it: `"Name:macOS 13, iOS 16"` or, with a version,
/// `"SwiftStdlib 5.7:macOS 13, iOS 16"`, written `@available(Name, *)` / `@available(SwiftStdlib 5.7, *)`.
public struct AvailabilityMacro: Hashable, Sendable {
    /// The name as attributes write it, with its version when it has one (`SwiftStdlib 5.7`).
    public var name: String
    /// The platform requirements it stands for (`macOS 13`, `iOS 16`).
    public var platforms: [String]

    public init(name: String, platforms: [String]) {
        self.name = name
        self.platforms = platforms
    }

    /// Reads `"Name:macOS 13, iOS 16"`; nil (the caller says why) when there is no colon, no name
    /// or no platform.
    public init?(definition: String) {
        guard let colon = definition.firstIndex(of: ":") else { return nil }
        let name = Self.normalized(definition[..<colon])
        let platforms = definition[definition.index(after: colon)...].split(separator: ",")
            .map(Self.normalized).filter { !$0.isEmpty }
        guard !name.isEmpty, !platforms.isEmpty else { return nil }
        self.init(name: name, platforms: platforms)
    }

    /// The definition as the compiler's flag spells it.
    public var definition: String { "\(name):\(platforms.joined(separator: ", "))" }

    /// Words separated by single spaces.
    static func normalized(_ text: Substring) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).joined(separator: " ")
    }
}
