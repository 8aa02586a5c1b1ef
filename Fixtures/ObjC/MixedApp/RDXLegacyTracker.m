#import "RDXLegacyTracker.h"

@interface RDXLegacyTracker ()
@property (nonatomic) id<RDXTrackerDelegate> delegate; // expect: leak/strong-listener
@end

@implementation RDXLegacyTracker
- (void)track {
    [self.delegate trackerDidTrack:self];
}
@end
