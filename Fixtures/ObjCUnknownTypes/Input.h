// mockgen-options: --all
#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

/// `UIView` comes from UIKit, which this machine lacks: the protocol is skipped with a warning
/// rather than mocked with `id` in its place.
@protocol ViewPresenter
- (void)presentView:(UIView *)view;
@end

/// The rest of the file is still mocked.
@protocol Clock
- (NSDate *)now;
@end

NS_ASSUME_NONNULL_END
