// mockgen-options: --all
#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

/// Foundation classes become Swift's value types; collections keep their element types.
@protocol ProfileService <NSObject>
- (NSString *)displayNameForUserID:(NSString *)userID;
- (NSArray<NSString *> *)tags;
- (NSArray *)untypedItems;
- (NSDictionary<NSString *, NSNumber *> *)scores;
- (NSDictionary *)untypedInfo;
- (NSSet<NSString *> *)roles;
- (void)uploadData:(NSData *)data toURL:(NSURL *)url at:(NSDate *)date;
- (void)selectRowAtIndexPath:(NSIndexPath *)indexPath;
- (nullable NSUUID *)identifier;
- (void)reportError:(NSError *)error;
// Object out-parameters are autoreleasing pointers, never bridged.
- (void)fillName:(NSString * _Nullable * _Nullable)name anything:(id _Nullable * _Nullable)anything;
- (void)fetchProfileWithCompletion:(void (^)(NSDictionary<NSString *, id> *_Nullable profile, NSError *_Nullable error))completion;
@property (nonatomic, copy) NSString *name;
@property (nonatomic, copy, nullable) NSArray<id<NSCopying>> *cachedKeys;
@end

NS_ASSUME_NONNULL_END
