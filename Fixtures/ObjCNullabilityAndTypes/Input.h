// mockgen-options: --all --import ObjCNullabilityAndTypes
#import "ObjCRoot.h"

typedef NS_ENUM(NSInteger, Shade) { ShadeLight, ShadeDark };
typedef NS_OPTIONS(NSUInteger, Corners) { CornersTop = 1, CornersBottom = 2 };

@interface Swatch : NSObject
@end

@interface Palette<ObjectType> : NSObject
@end

@protocol Painter;

/// Nullability, `instancetype`, `id<P>`, blocks, enumerations and lightweight generics.
@protocol Canvas
// Outside `NS_ASSUME_NONNULL`, pointers without annotation are implicitly unwrapped.
- (Swatch *)swatchNamed:(Swatch *)name;
NS_ASSUME_NONNULL_BEGIN
- (nullable Swatch *)lookup:(nullable Swatch *)key;
- (Swatch *)required:(Swatch *)value;
- (instancetype)duplicate;
- (id)anything;
- (nullable id<Painter>)painterAtLevel:(NSInteger)level;
- (void)paint:(Shade)shade corners:(Corners)corners;
- (void)observe:(void (^)(Swatch *swatch, BOOL finished))observer;
- (void)optionalObserver:(nullable void (^)(Swatch *_Nullable swatch))observer;
- (void)loadWithCompletionHandler:(void (^)(Swatch *_Nullable swatch))completionHandler;
- (Palette<Swatch *> *)palette;
- (Palette *)anyPalette;
- (int)count:(unsigned int)limit ratio:(float)ratio;
NS_ASSUME_NONNULL_END
@end

@protocol Painter
- (void)paintCanvas:(id<Canvas> _Nonnull)canvas;
@end
