import MockgenDriver
import MockgenFrontEnd
import MockgenObjC

// Shared by `mockgen` and `mockgen-plugin-tool` (through a symbolic link in the latter's folder),
// so both read sources and headers the same way.
extension DriverIO {
    /// The real process, with `.h` files read by the Objective-C front end; `parseEveryFile`
    /// parses files the prescan rules out too.
    static func readingHeaders(_ options: ObjCHeaderOptions, parseEveryFile: Bool = false) -> DriverIO {
        let headers = ObjCHeaderReader(options: options)
        let needsParsing: @Sendable (UnsafeBufferPointer<UInt8>) -> Bool = { bytes in
            parseEveryFile || SourcePrescan.needsParsing(bytes)
        }
        return DriverIO(
            parse: { source, path in ObjCHeaderReader.reads(path: path) ? headers.parse(source, path: path) : nil },
            needsParsing: needsParsing)
    }
}
