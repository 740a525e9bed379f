final class DownloadTask: Sendable {
    let identifier: Int
    init(identifier: Int) { self.identifier = identifier }
}

/// A delegate protocol, in the spirit of UIKit/URLSession delegates.
/// @mockable
protocol DownloadTaskDelegate: AnyObject {
    func downloadTask(_ task: DownloadTask, didWriteBytes written: Int64, totalBytes: Int64)
    func downloadTask(_ task: DownloadTask, didFinishWith location: String)
    func downloadTask(_ task: DownloadTask, didFailWith error: any Error)
    func downloadTaskShouldRetry(_ task: DownloadTask) -> Bool
}
