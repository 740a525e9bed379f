// mockgen-options: --all --import ObjCSelectorNames
#import "ObjCRoot.h"

NS_ASSUME_NONNULL_BEGIN

@interface Track : NSObject
@end

/// Selector pieces become a base name and argument labels as the Swift importer names them.
@protocol Playlist
// No arguments: the selector is the name.
- (void)shuffle;
// No preposition in the first piece: the first argument has no label.
- (void)player:(id)player didChangeVolume:(double)volume;
// The first piece splits before its last preposition, which starts the label.
- (void)animateWithDuration:(double)duration;
- (void)addObserverForName:(Track *)name;
// After the split, words repeating the parameter's type name go after a verb or preposition.
- (void)removeTrack:(Track *)track;
- (void)updateWithTrack:(Track *)track;
- (void)moveTrack:(Track *)track toIndex:(NSUInteger)index;
- (void)tableView:(id)tableView didSelectRowAtIndex:(NSInteger)index;
// A first argument that is a block and keeps only a preposition has no label.
- (void)performWithBlock:(void (^)(void))block;
// A leading initialism is lower-cased.
- (void)URLSessionDidFinish:(id)session;
// Initializers: `init` and `initWithX:`.
- (instancetype)initWithTrack:(Track *)track;
@end

NS_ASSUME_NONNULL_END
