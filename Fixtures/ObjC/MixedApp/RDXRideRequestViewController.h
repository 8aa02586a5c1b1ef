// A view controller of a mixed Swift/Objective-C RIB. Its imports do not resolve on this
// machine (no UIKit, no app headers): riblint must still read every property.
#import <UIKit/UIKit.h>
#import "RDXTheme.h"
#import "RDXRideRequestListener.h"

NS_ASSUME_NONNULL_BEGIN

@protocol RDXRideRequestPresentableListener;
@protocol RDXMapDelegate;

@interface RDXRideRequestViewController : UIViewController <RDXThemeable>

// Held strongly: the view controller would keep its interactor alive.
@property (nonatomic, strong) id<RDXRideRequestPresentableListener> listener; // expect: leak/strong-listener
// No ownership attribute is strong under ARC.
@property (nonatomic) id<RDXMapDelegate> mapDelegate; // expect: leak/strong-listener
@property (nonatomic, retain, nullable) NSObject<RDXMapDelegate> *legacyDelegate; // expect: leak/strong-listener

// Clean: weak, assign and unsafe_unretained do not retain.
@property (nonatomic, weak, nullable) id<RDXRideRequestPresentableListener> weakListener;
@property (nonatomic, assign) id<RDXMapDelegate> assignedDelegate;
@property (nonatomic, unsafe_unretained) id<RDXMapDelegate> unretainedDelegate;

// Clean: strong properties of other types are ordinary ownership.
@property (nonatomic, strong) UIView *mapView;
@property (nonatomic, copy) NSString *title;
@property (class, nonatomic, readonly) NSString *identifier;

@end

@interface RDXRideRequestViewController (Analytics)
@property (nonatomic, strong, nullable) id<RDXAnalyticsDelegate> analyticsDelegate; // expect: leak/strong-listener
@end

@interface RDXRideRequestViewController ()
@property (nonatomic, weak) id<RDXAnalyticsDelegate> privateDelegate;
@end

NS_ASSUME_NONNULL_END
