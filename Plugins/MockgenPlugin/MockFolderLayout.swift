import Foundation

/// The files `mockgen --output-dir <folder> --file-for-every-source <files>` writes, known
/// before it runs, so the build tool plugin can declare them as the command's outputs.
///
/// This follows the layout mockgen documents for `--output-dir` (docs/OutputFolder.md): the
/// source `<root>/Feature/Models.swift`, where `<root>` is the deepest folder holding every
/// source file, gets `Feature/Feature.Models+Mocks.swift`. (A plugin cannot link mockgen's own
/// code, so it is restated here.)
enum MockFolderLayout {
    /// The suffix of each source's file of mocks.
    static let mockFileSuffix = "+Mocks.swift"

    /// Every file written into `folder` for `sources` (Swift files given one by one).
    static func files(forSources sources: [URL], in folder: URL) -> [URL] {
        let folders = sources.map { $0.standardizedFileURL.deletingLastPathComponent().pathComponents }
        var root = folders.first ?? []
        for other in folders.dropFirst() {
            root = Array(zip(root, other).prefix { $0 == $1 }.map(\.0))
        }
        return sources.map { source -> URL in
            var components = Array(source.standardizedFileURL.pathComponents.dropFirst(root.count))
            let name = components.removeLast()
            let stem = name.hasSuffix(".swift") ? String(name.dropLast(".swift".count)) : name
            let fileName = (components + [stem]).joined(separator: ".") + mockFileSuffix
            return (components + [fileName]).reduce(folder) { $0.appending(path: $1) }
        }
    }
}
