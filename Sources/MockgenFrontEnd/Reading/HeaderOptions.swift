/// How Objective-C headers among the inputs are read (`-I`, `-D`, `--libclang`): what the
/// header reader (`MockgenObjC`) of a run is made with.
public struct HeaderOptions: Hashable, Sendable {
    /// `-I` folders, searched for `#import`ed headers.
    public var includePaths: [String]
    /// `-D` macro definitions (`NAME` or `NAME=value`).
    public var defines: [String]
    /// libclang to use instead of searching for one.
    public var libclangPath: String?

    public init(includePaths: [String] = [], defines: [String] = [], libclangPath: String? = nil) {
        self.includePaths = includePaths
        self.defines = defines
        self.libclangPath = libclangPath
    }
}
