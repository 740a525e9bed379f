// mockgen-options: --all --import ObjCOptionalAndNSObject
#import "ObjCRoot.h"

NS_ASSUME_NONNULL_BEGIN

@interface Download : NSObject
@end

/// A delegate adopting `NSObject`: its mock subclasses `NSObject`; `@optional` requirements
/// are implemented so they can be stubbed and verified.
@protocol DownloadDelegate <NSObject>
- (void)downloadDidStart:(Download *)download;
@optional
- (void)download:(Download *)download didReceiveBytes:(NSInteger)bytes;
- (BOOL)downloadShouldRetry:(Download *)download;
@property (nonatomic, readonly) NSInteger priority;
@end

/// A protocol adopting another protocol of the header.
@protocol ResumableDownloadDelegate <DownloadDelegate>
- (void)downloadDidResume:(Download *)download;
@end

/// A protocol that does not adopt `NSObject`: a plain class mock.
@protocol DownloadCounter
- (NSInteger)count;
@end

NS_ASSUME_NONNULL_END
