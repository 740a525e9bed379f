import MockgenDriver
import MockgenObjC
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The tool the plugins run when they are built from source: `mockgen`'s driver behind a
/// reader of just the plugins' arguments (`PluginArguments`), so a package's first build does
/// not compile swift-argument-parser. Not a product: people run `mockgen`.
@main
enum Entry {
    static func main() {
        let arguments: PluginArguments
        do {
            arguments = try PluginArguments(Array(CommandLine.arguments.dropFirst()))
        } catch {
            DriverIO.writeProcessStandardError("mockgen-plugin-tool: error: \(error.message)\n")
            exit(DriverExitCode.usageOrInputError.rawValue)
        }
        let io = DriverIO.readingHeaders(ObjCHeaderOptions())
        switch arguments.invocation {
        case .configuration(let request): exit(MockgenDriver.run(request, io: io))
        case .paths(let options): exit(MockgenDriver.run(options, io: io))
        }
    }
}
