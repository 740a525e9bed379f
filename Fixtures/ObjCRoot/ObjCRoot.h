// The few Objective-C declarations the importer-checked cases need, declared here instead of
// Foundation (which Linux lacks): the root class `NSObject`, the `NSObject` protocol, `BOOL`,
// `NSInteger` and the Swift-naming macros. The compile check serves this file as the clang
// module `ObjectiveC`, so Swift treats this `NSObject` as the real one.
#define NS_SWIFT_NAME(_name) __attribute__((swift_name(#_name)))
#define NS_REFINED_FOR_SWIFT __attribute__((swift_private))
#define NS_SWIFT_UNAVAILABLE(_msg) __attribute__((availability(swift, unavailable, message=_msg)))
#define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
#define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
#define NS_ENUM(_type, _name) enum __attribute__((enum_extensibility(open))) _name : _type _name; enum __attribute__((enum_extensibility(open))) _name : _type
#define NS_OPTIONS(_type, _name) enum __attribute__((flag_enum, enum_extensibility(open))) _name : _type _name; enum __attribute__((flag_enum, enum_extensibility(open))) _name : _type

typedef _Bool BOOL;
typedef long NSInteger;
typedef unsigned long NSUInteger;

@protocol NSObject
- (BOOL)isEqual:(id)object;
@end

__attribute__((objc_root_class))
@interface NSObject <NSObject>
- (instancetype)init;
@end
