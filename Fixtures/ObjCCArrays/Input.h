// mockgen-options: --all --import ObjCCArrays
#import "ObjCRoot.h"

NS_ASSUME_NONNULL_BEGIN

/// A parameter declared as a C array is a pointer to its first element (`const` elements give
/// `UnsafePointer`), with the nullability of a pointer.
@protocol Grid
- (void)fillCells:(int[4])cells;
- (void)readBytes:(const unsigned char[_Nonnull])bytes length:(NSUInteger)length;
- (void)copyRows:(double[_Nullable 3])rows;
@end

NS_ASSUME_NONNULL_END
