#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@protocol RDXSessionDelegate <NSObject>
- (void)sessionDidExpire;
@end

/// A protocol declares no storage: the class that adopts it decides the ownership.
@protocol RDXSessionOwning <NSObject>
@property (nonatomic, strong, nullable) id<RDXSessionDelegate> sessionDelegate;
@end

@interface RDXSessionController : NSObject
// Read-only here, redeclared `weak, readwrite` in the class extension of the .m: weak storage.
@property (nonatomic, readonly, nullable) id<RDXSessionDelegate> delegate;
// Plain strong references to objects the controller owns.
@property (nonatomic, strong) NSTimer *timer;
@property (nonatomic, copy, nullable) void (^onExpire)(void);
@end

NS_ASSUME_NONNULL_END
