#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Declarations a header's parse needs when the machine has no Apple SDK (Linux): a small
/// `Foundation/Foundation.h` of our own with the classes, typedefs and macros Objective-C
/// headers use, so that `NSString *` is an `NSString` and not an unknown type turned into `id`.
/// It is searched after every other include path, so a real Foundation wins when there is one.
/// (libclang's in-memory files cannot stand in for a folder searched by `#import <...>`.)
enum FoundationPrelude {
    /// The headers, relative to the include folder: (path, contents).
    static var files: [(path: String, contents: String)] {
        var files = [("Foundation/Foundation.h", foundation)]
        for header in [
            "NSObject", "NSString", "NSArray", "NSDictionary", "NSError", "NSObjCRuntime", "NSData", "NSURL", "NSDate",
        ] {
            files.append(("Foundation/\(header).h", "#import <Foundation/Foundation.h>\n"))
        }
        files.append(("objc/NSObject.h", "#import <Foundation/Foundation.h>\n"))
        return files
    }

    /// The include folder holding the headers, written once into the temporary folder (its name
    /// carries a hash of the contents, so a changed prelude gets a new folder); nil when it cannot be written.
    static func includeFolder() -> String? {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in files.flatMap({ Array($0.path.utf8) + Array($0.contents.utf8) }) {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let temporary = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        let folder = "\(temporary)/mockgen-objc-prelude-\(getuid())-\(String(hash, radix: 16))"
        for (path, contents) in files {
            let full = "\(folder)/\(path)"
            if access(full, R_OK) == 0 { continue }
            guard TemporaryFiles.store(contents, at: full) else { return nil }
        }
        return folder
    }

    static let foundation = """
        #pragma once
        #define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
        #define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
        #define NS_SWIFT_NAME(_name) __attribute__((swift_name(#_name)))
        #define NS_REFINED_FOR_SWIFT __attribute__((swift_private))
        #define NS_SWIFT_UNAVAILABLE(_msg) __attribute__((availability(swift, unavailable, message=_msg)))
        #define NS_UNAVAILABLE __attribute__((unavailable))
        #define NS_NOESCAPE __attribute__((noescape))
        #define NS_DESIGNATED_INITIALIZER __attribute__((objc_designated_initializer))
        #define NS_ENUM(_type, _name) enum __attribute__((enum_extensibility(open))) _name : _type _name; enum __attribute__((enum_extensibility(open))) _name : _type
        #define NS_CLOSED_ENUM(_type, _name) enum __attribute__((enum_extensibility(closed))) _name : _type _name; enum __attribute__((enum_extensibility(closed))) _name : _type
        #define NS_OPTIONS(_type, _name) enum __attribute__((flag_enum, enum_extensibility(open))) _name : _type _name; enum __attribute__((flag_enum, enum_extensibility(open))) _name : _type
        #define NS_ERROR_ENUM(_type, _name, _domain) NS_ENUM(_type, _name)
        #define NS_STRING_ENUM __attribute__((swift_wrapper(enum)))
        #define NS_TYPED_ENUM __attribute__((swift_wrapper(struct)))
        #define NS_EXTENSIBLE_STRING_ENUM __attribute__((swift_wrapper(struct)))
        #define NS_SWIFT_SENDABLE __attribute__((swift_attr("@Sendable")))
        #define NS_SWIFT_UI_ACTOR __attribute__((swift_attr("@UIActor")))
        #define NS_SWIFT_NOTHROW __attribute__((swift_error(none)))
        #define NS_REQUIRES_SUPER __attribute__((objc_requires_super))
        #define NS_RETURNS_RETAINED __attribute__((ns_returns_retained))
        #define NS_FORMAT_FUNCTION(F, A) __attribute__((format(__NSString__, F, A)))
        #define NS_AVAILABLE(...)
        #define NS_AVAILABLE_IOS(...)
        #define NS_DEPRECATED(...)
        #define NS_DEPRECATED_IOS(...)
        #define API_AVAILABLE(...)
        #define API_UNAVAILABLE(...)
        #define API_DEPRECATED(...)
        #define API_DEPRECATED_WITH_REPLACEMENT(...)
        #define FOUNDATION_EXPORT extern
        #define FOUNDATION_EXTERN extern
        #define NS_INLINE static inline
        #define YES ((BOOL)1)
        #define NO ((BOOL)0)
        #define nil ((id)0)
        typedef signed char BOOL;
        typedef long NSInteger;
        typedef unsigned long NSUInteger;
        typedef double CGFloat;
        typedef double NSTimeInterval;
        typedef unsigned short unichar;
        typedef struct CGPoint { CGFloat x; CGFloat y; } CGPoint;
        typedef struct CGSize { CGFloat width; CGFloat height; } CGSize;
        typedef struct CGRect { CGPoint origin; CGSize size; } CGRect;
        typedef struct _NSRange { NSUInteger location; NSUInteger length; } NSRange;
        typedef NSInteger NSComparisonResult;
        @class NSString, NSCoder, NSZone;
        @protocol NSObject
        - (BOOL)isEqual:(id)object;
        @property (readonly) NSUInteger hash;
        @property (readonly, copy) NSString *description;
        @end
        __attribute__((objc_root_class))
        @interface NSObject <NSObject>
        - (instancetype)init;
        @end
        @protocol NSCopying
        - (id)copyWithZone:(NSZone *)zone;
        @end
        @protocol NSMutableCopying
        - (id)mutableCopyWithZone:(NSZone *)zone;
        @end
        @protocol NSCoding
        - (void)encodeWithCoder:(NSCoder *)coder;
        - (instancetype)initWithCoder:(NSCoder *)coder;
        @end
        @protocol NSSecureCoding <NSCoding>
        @property (class, readonly) BOOL supportsSecureCoding;
        @end
        @protocol NSFastEnumeration
        @end
        @interface NSString : NSObject <NSCopying>
        @end
        @interface NSMutableString : NSString
        @end
        @interface NSArray<__covariant ObjectType> : NSObject <NSCopying>
        @end
        @interface NSMutableArray<ObjectType> : NSArray<ObjectType>
        @end
        @interface NSDictionary<__covariant KeyType, __covariant ObjectType> : NSObject <NSCopying>
        @end
        @interface NSMutableDictionary<KeyType, ObjectType> : NSDictionary<KeyType, ObjectType>
        @end
        @interface NSSet<__covariant ObjectType> : NSObject <NSCopying>
        @end
        @interface NSMutableSet<ObjectType> : NSSet<ObjectType>
        @end
        @interface NSOrderedSet<__covariant ObjectType> : NSObject <NSCopying>
        @end
        @interface NSValue : NSObject <NSCopying>
        @end
        @interface NSNumber : NSValue
        @end
        @interface NSDecimalNumber : NSNumber
        @end
        @interface NSData : NSObject <NSCopying>
        @end
        @interface NSMutableData : NSData
        @end
        @interface NSDate : NSObject <NSCopying>
        @end
        @interface NSURL : NSObject <NSCopying>
        @end
        @interface NSUUID : NSObject <NSCopying>
        @end
        @interface NSError : NSObject <NSCopying>
        @end
        @interface NSIndexPath : NSObject <NSCopying>
        @end
        @interface NSIndexSet : NSObject <NSCopying>
        @end
        @interface NSLocale : NSObject <NSCopying>
        @end
        @interface NSTimeZone : NSObject <NSCopying>
        @end
        @interface NSCalendar : NSObject <NSCopying>
        @end
        @interface NSDateComponents : NSObject <NSCopying>
        @end
        @interface NSNotification : NSObject <NSCopying>
        @end
        @interface NSURLRequest : NSObject <NSCopying>
        @end
        @interface NSURLResponse : NSObject <NSCopying>
        @end
        @interface NSHTTPURLResponse : NSURLResponse
        @end
        @interface NSURLComponents : NSObject <NSCopying>
        @end
        @interface NSCharacterSet : NSObject <NSCopying>
        @end
        @interface NSCoder : NSObject
        @end
        @interface NSBundle : NSObject
        @end
        @interface NSOperationQueue : NSObject
        @end
        @interface NSProgress : NSObject
        @end
        @interface NSAttributedString : NSObject <NSCopying>
        @end
        @interface NSPredicate : NSObject <NSCopying>
        @end
        @interface NSSortDescriptor : NSObject <NSCopying>
        @end
        @interface NSUserDefaults : NSObject
        @end
        @interface NSNotificationCenter : NSObject
        @end
        @interface NSFileManager : NSObject
        @end
        @interface NSProxy <NSObject>
        @end
        """
}
