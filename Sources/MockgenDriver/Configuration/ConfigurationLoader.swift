/// Reads, parses and checks a configuration file: syntax, keys and types, and that every
/// configured source and context path exists. Any problem is a `ConfigurationError` naming the file,
/// line and key, found before anything is read or written.
struct ConfigurationLoader {
    /// Configuration files are small; a larger one is surely the wrong file.
    static let sizeLimit = 1 << 20

    let fileSystem: any FileSystem

    func load(_ file: String) throws(ConfigurationError) -> MockgenConfiguration {
        let start = ConfigurationPosition(line: 1, column: 1)
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.readFile(file, sizeLimit: Self.sizeLimit)
        } catch {
            let reason = if case .tooLarge = error.reason {
                "it is larger than \(DriverOptions.describeSize(Self.sizeLimit)); is it the right file?"
            } else {
                SourceDiscovery.describe(error, path: file, subject: .file)
            }
            throw ConfigurationError(
                file: file, position: start, key: nil, message: "cannot read the configuration file: \(reason)")
        }
        // `String(validating:as:)` needs macOS 15: decoding repairs invalid bytes, so a change
        // of the bytes means they were not UTF-8.
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.utf8.elementsEqual(bytes) else {
            throw ConfigurationError(
                file: file, position: start, key: nil, message: "the configuration file is not UTF-8 text")
        }
        var parser = ConfigurationParser(file: file)
        let configuration = try ConfigurationDecoder(file: file).decode(try parser.parse(text))
        for target in configuration.targets {
            let key = "targets.\(target.name)"
            try checkExist(target.settings.paths, at: target.sourcePositions, key: "\(key).sources", in: configuration)
            try checkExist(target.settings.contextPaths, at: target.contextPositions, key: "\(key).context", in: configuration)
        }
        return configuration
    }

    private func checkExist(
        _ paths: [String], at positions: [ConfigurationPosition], key: String, in configuration: MockgenConfiguration
    ) throws(ConfigurationError) {
        for (offset, (written, position)) in zip(paths, positions).enumerated() {
            let path = configuration.resolve(written)
            do {
                _ = try fileSystem.status(of: path, followingLinks: true)
            } catch {
                throw ConfigurationError(file: configuration.file, position: position, key: "\(key)[\(offset)]",
                    message: SourceDiscovery.describe(error, path: path))
            }
        }
    }
}
