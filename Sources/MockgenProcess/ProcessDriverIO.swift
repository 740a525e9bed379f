public import MockgenDriver
import MockgenFrontEnd
import MockgenObjC

extension DriverIO {
    /// The real process, with `.h` files read by the Objective-C front end, with each run's
    /// header options (`-I`, `-D`, `--libclang`).
    public static var processReadingHeaders: DriverIO {
        DriverIO(otherFileReader: { headers in
            let reader = ObjCHeaderReader(options: headers)
            return { source, path in ObjCHeaderReader.reads(path: path) ? reader.parse(source, path: path) : nil }
        })
    }
}
