#import "RDXSessionController.h"

@interface RDXSessionController ()
@property (nonatomic, weak, readwrite, nullable) id<RDXSessionDelegate> delegate;
@end

@implementation RDXSessionController
- (void)expire {
    [self.delegate sessionDidExpire];
}
@end
