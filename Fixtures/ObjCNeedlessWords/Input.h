// mockgen-options: --all --import ObjCNeedlessWords
#import "ObjCRoot.h"

NS_ASSUME_NONNULL_BEGIN

@interface Connection : NSObject
@end

@interface Listener : NSObject
@end

/// Words repeating the protocol's name are omitted after a verb, wherever they stand.
@protocol DiscardableContent
- (BOOL)beginContentAccess;
- (void)endContentAccess;
- (void)discardContentIfPossible;
// Not after a word that is no verb.
- (BOOL)isContentDiscarded;
@end

/// Type names are omitted only after a verb, gerund or preposition.
@protocol ListenerDelegate
// After an adjective the type name stays.
- (BOOL)listener:(Listener *)listener shouldAcceptNewConnection:(Connection *)newConnection;
- (void)primaryConnection:(Connection *)connection;
// After a verb or a gerund it goes.
- (void)dropConnection:(Connection *)connection;
- (void)startLoadingConnection:(Connection *)connection;
// Even when a property has that name (the importer keeps such words in classes only).
@property (nonatomic, readonly) NSInteger listeners;
- (void)removeListener:(Listener *)listener;
// A preposition followed by `Error` does not split the first piece.
- (id)remoteObjectProxyWithErrorHandler:(void (^)(Connection *failed))handler;
// A vacuous `with` before a block is dropped.
- (void)enumerateConnectionsUsingBlock:(void (^)(Connection *connection))block;
// An action (`sender` of type `id`) is not split.
- (void)copyToPasteboard:(id)sender;
// A Boolean `Animated` splits off.
- (void)dismissAnimated:(BOOL)flag;
// `Of` defers to an earlier preposition; without one it splits (`index(of:)`).
- (NSInteger)indexOfConnection:(Connection *)connection;
- (void)listenInRangeOfPorts:(NSInteger)ports;
// Two-word prepositions stay together; `X`/`Y`/`Z` stay on their preposition.
- (BOOL)listenerCompatibleWithConnection:(Connection *)connection;
- (void)moveToX:(double)x;
// `Index` matches an integer type.
- (void)removeItemAtIndex:(NSUInteger)index;
// `set` is never split.
- (void)setTimeoutForConnection:(double)seconds;
@end

NS_ASSUME_NONNULL_END
