// mockgen-options: --all --import ObjCPropertiesAndStatics
#import "ObjCRoot.h"

NS_ASSUME_NONNULL_BEGIN

@interface Session : NSObject
@end

/// Properties with their attributes and getter names; class methods and properties are static.
@protocol SessionStore
@property (nonatomic, getter=isEnabled) BOOL enabled;
@property (nonatomic, readonly, getter=hasChanges) BOOL changes;
@property (nonatomic) NSInteger limit;
@property (nonatomic, readonly, nullable) Session *current;
@property (class, nonatomic, readonly) NSUInteger instanceCount;
+ (instancetype)sharedStore;
+ (void)resetAll;
@end

NS_ASSUME_NONNULL_END
