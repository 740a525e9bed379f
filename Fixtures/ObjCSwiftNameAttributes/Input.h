// mockgen-options: --all --import ObjCSwiftNameAttributes
#import "ObjCRoot.h"

NS_ASSUME_NONNULL_BEGIN

/// `NS_SWIFT_NAME` renames, `NS_REFINED_FOR_SWIFT` hides behind `__`, `NS_SWIFT_UNAVAILABLE` removes.
@protocol Printer
- (void)printDocument:(id)document copies:(NSInteger)copies NS_SWIFT_NAME(print(_:count:));
- (NSInteger)pageCountForDocument:(id)document NS_SWIFT_NAME(pageCount(of:));
- (void)rawStatus:(NSInteger)code NS_REFINED_FOR_SWIFT;
@property (nonatomic, readonly) NSInteger queueLength NS_REFINED_FOR_SWIFT;
@property (nonatomic, readonly) NSInteger jobs NS_SWIFT_NAME(pendingJobs);
- (void)legacyReset NS_SWIFT_UNAVAILABLE("use reset instead");
@end

/// `NS_SWIFT_NAME` on a protocol renames it (and its mock) wherever the header uses it.
NS_SWIFT_NAME(Spooler)
@protocol XYZPrintSpooler
- (void)enqueueJob:(NSInteger)job;
@end

@protocol PrintQueue <XYZPrintSpooler>
- (void)attachSpooler:(id<XYZPrintSpooler>)spooler;
@property (nonatomic, readonly, nullable) id<XYZPrintSpooler> currentSpooler;
@end

NS_ASSUME_NONNULL_END
