// mockgen-options: --all
#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

/// A last `NSError **` parameter becomes `throws` when the method returns `BOOL` or a nullable pointer.
@protocol DocumentStore
- (BOOL)saveAndReturnError:(NSError **)error;
- (BOOL)writeData:(NSData *)data error:(NSError **)error;
- (nullable NSData *)readContentsOfURL:(NSURL *)url error:(NSError **)error;
- (nullable instancetype)initWithURL:(NSURL *)url error:(NSError **)error;
// Other return types keep the pointer.
- (NSInteger)countItemsWithError:(NSError **)error;
@end

NS_ASSUME_NONNULL_END
