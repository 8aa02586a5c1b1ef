#import <Foundation/Foundation.h>

/// The listener a Swift RIB (RideRequest) reports to; its parent implements it.
@protocol RDXRideRequestListener <NSObject>
- (void)rideRequestDidFinish;
@end

@protocol RDXRideRequestPresentableListener <NSObject>
- (void)didTapRequest;
@property (nonatomic, readonly) BOOL canRequest;
@end
