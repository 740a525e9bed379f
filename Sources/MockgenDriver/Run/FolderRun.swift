import MockgenGenerator

/// The output step of an `--output-dir` run: lays the generated mocks out as files, then
/// brings the folder up to date or, with `--check`, names every difference.
struct FolderRun {
    let options: DriverOptions
    let io: DriverIO
    let log: DriverLog

    /// Lays out `generated` (the mocks of the files at `sourcePaths`) and writes or checks the folder.
    func finish(_ generated: GeneratedMocks, sourcePaths: [String]) -> DriverExitCode {
        guard let folderPath = options.outputDirectory else { return .usageOrInputError }
        if generated.diagnostics.contains(where: { $0.severity == .error }) {
            log.error("some mocks could not be generated; '\(folderPath)' was not changed")
            return .failure
        }
        let folder: OutputFolder
        let changes: OutputFolder.Changes
        do throws(OutputError) {
            let files = try OutputFolderLayout.files(
                for: generated, roots: options.paths, shards: options.shards,
                everySource: options.fileForEverySource ? sourcePaths : nil, options: options.generator
            ).get()
            folder = try OutputFolder(path: folderPath, fileSystem: io.fileSystem, sizeLimit: options.maximumFileSize)
            changes = try folder.changes(toHold: files)
        } catch {
            log.error(error.message)
            return .usageOrInputError
        }
        return options.check ? report(changes, in: folder) : apply(changes, to: folder)
    }

    /// `--check`: one line per missing, stale or extra file; exit 1 when there is any.
    private func report(_ changes: OutputFolder.Changes, in folder: OutputFolder) -> DriverExitCode {
        if changes.isEmpty {
            log.info("'\(folder.path)' is up to date")
            return .success
        }
        for file in changes.missing {
            log.error("'\(folder.full(file.relativePath))' is missing: \(advice) to generate it")
        }
        for (file, _) in changes.stale {
            log.error("'\(folder.full(file.relativePath))' is stale: the generated mocks differ from it; "
                + "\(advice) to update it")
        }
        for existing in changes.extra {
            log.error("'\(folder.full(existing.relativePath))' is extra: "
                + "its source no longer declares a mocked protocol; \(advice) to remove it")
        }
        return .failure
    }

    /// What to run to bring the folder up to date: the command the headers name, else mockgen.
    private var advice: String {
        options.generator.regenerationCommand.map { "run `\($0)`" } ?? "run mockgen without --check"
    }

    private func apply(_ changes: OutputFolder.Changes, to folder: OutputFolder) -> DriverExitCode {
        do throws(OutputError) {
            for line in try folder.apply(changes) { log.info(line) }
        } catch {
            log.error(error.message)
            return .usageOrInputError
        }
        log.info("\(changes.unchanged.count) files unchanged in '\(folder.path)'")
        return .success
    }
}
