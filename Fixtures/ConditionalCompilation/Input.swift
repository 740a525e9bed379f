/// `#if` blocks inside a protocol are mirrored in the mock and in its builders.
/// @mockable
protocol PlatformServices {
    func common() -> String
    #if os(Linux)
    func linuxOnly() -> Int
    #elseif os(macOS)
    func macOnly() -> Int
    #else
    func otherOnly() -> Int
    #endif
    #if DEBUG
    static func debugDump() -> String
    #endif
    #if compiler(>=5.9)
    var modern: Bool { get }
    #endif
}
