/// Reading an interface's header from its bytes (`InterfaceHeader.read`).
extension InterfaceHeader {
    /// The header of the file at `path` when the path names a module interface (an empty
    /// header when the file has none, so the module still comes from the path); nil for
    /// any other file.
    public static func of(_ bytes: some Collection<UInt8>, path: String) -> InterfaceHeader? {
        guard isInterfacePath(path) else { return nil }
        return read(bytes) ?? InterfaceHeader()
    }

    /// Reads the header from the `//` lines that open the file (blank lines between them
    /// allowed); nil when none of them is a `swift-module-flags` or `swift-interface-format-version`
    /// line, which every interface the compiler writes starts with. Never traps: any bytes give
    /// a header or nil.
    public static func read(_ bytes: some Collection<UInt8>) -> InterfaceHeader? {
        var header = InterfaceHeader()
        var found = false
        for line in leadingCommentLines(bytes) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let key = line[..<colon].trimmingSpaces
            let value = line[line.index(after: colon)...].trimmingSpaces
            switch key {
            case "swift-module-flags", "swift-module-flags-ignorable":
                found = true
                header.apply(flags: words(value))
            case "swift-interface-format-version":
                found = true
                header.formatVersion = String(value)
            case "swift-compiler-version":
                header.compilerVersion = String(value)
            default:
                continue
            }
        }
        return found ? header : nil
    }

    /// Records what the flags say; flags this model does not keep are passed over.
    mutating func apply(flags: [Substring]) {
        var index = 0
        /// The value of a flag written `-flag value` or `-flag=value`.
        func value(_ flag: Substring, named name: String) -> String? {
            if flag == name {
                guard index + 1 < flags.count else { return nil }
                index += 1
                return String(flags[index])
            }
            if flag.hasPrefix(name + "=") { return String(flag.dropFirst(name.count + 1)) }
            return nil
        }
        while index < flags.count {
            let flag = flags[index]
            if flag == "-enable-library-evolution" {
                libraryEvolution = true
            } else if let name = value(flag, named: "-module-name") {
                moduleName = name
            } else if let version = value(flag, named: "-swift-version") {
                swiftVersion = version
            } else if let package = value(flag, named: "-package-name") {
                packageName = package
            } else if let feature = value(flag, named: "-enable-upcoming-feature") {
                upcomingFeatures.append(Self.featureName(feature))
            } else if let feature = value(flag, named: "-enable-experimental-feature") {
                experimentalFeatures.append(Self.featureName(feature))
            }
            index += 1
        }
    }

    /// `StrictConcurrency=complete` names the feature `StrictConcurrency`.
    private static func featureName(_ flag: String) -> String {
        flag.split(separator: "=", maxSplits: 1).first.map(String.init) ?? flag
    }

    /// The flags of one line, split at spaces; a value in double quotes keeps its spaces.
    static func words(_ text: Substring) -> [Substring] {
        var words: [Substring] = []
        var start: Substring.Index?
        var quoted = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" {
                quoted.toggle()
                if start == nil { start = index }
            } else if character == " " || character == "\t", !quoted {
                if let begun = start { words.append(text[begun..<index].unquoted) }
                start = nil
            } else if start == nil {
                start = index
            }
            index = text.index(after: index)
        }
        if let begun = start { words.append(text[begun...].unquoted) }
        return words
    }

    /// The text after `//` of each comment line that opens the file, up to the first line that
    /// is neither a `//` comment nor blank. At most `maximumHeaderLines` lines are looked at.
    static func leadingCommentLines(_ bytes: some Collection<UInt8>) -> [Substring] {
        var lines: [Substring] = []
        var line: [UInt8] = []
        var looked = 0
        func finish() -> Bool {
            looked += 1
            let text = Substring(decoding: line, as: UTF8.self).trimmingSpaces
            line.removeAll(keepingCapacity: true)
            if text.isEmpty { return looked < maximumHeaderLines }
            guard text.hasPrefix("//") else { return false }
            lines.append(text.dropFirst(2))
            return looked < maximumHeaderLines
        }
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                if !finish() { return lines }
            } else if byte != UInt8(ascii: "\r") {
                line.append(byte)
            }
        }
        if !line.isEmpty { _ = finish() }
        return lines
    }

    /// Interfaces put their header in the first few lines; a file whose opening comment runs
    /// longer is not searched further.
    static let maximumHeaderLines = 64
}

extension Substring {
    /// Without leading and trailing spaces and tabs.
    fileprivate var trimmingSpaces: Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text
    }

    /// Without the double quotes around it, if it has them.
    fileprivate var unquoted: Substring {
        count >= 2 && first == "\"" && last == "\"" ? dropFirst().dropLast() : self
    }
}

