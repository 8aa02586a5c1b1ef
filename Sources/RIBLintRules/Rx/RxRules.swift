/// The `rx/*` rules, in id order.
enum RxRules {
    static let all: [any Rule.Type] = [
        ChildExposesStream.self,
        SubscriptionInRouter.self,
        UpwardSubscription.self,
        ViewUpdateOffMainThread.self,
    ]
}
