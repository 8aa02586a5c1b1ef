import RIBs

protocol RootRouting: ViewableRouting {}

protocol RootPresentable: Presentable {
    var listener: RootPresentableListener? { get set }
}

protocol RootListener: AnyObject {}

final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable, RootPresentableListener {
    weak var router: RootRouting?
    weak var listener: RootListener?
    // Names that are not view types: a reviewCount, the ViewControllable protocol, and
    // "UIViewController" in a string; UIViewController in this comment is not code either.
    private var reviewCount = 0
    private let hint = "never keep a UIViewController here"

    override init(presenter: RootPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
    }

    override func willResignActive() {
        super.willResignActive()
    }

    func present(_ screen: ViewControllable) {
        reviewCount += 1
    }

    // Required by BadgeListener, view controller and all: the protocol's choice, not this
    // one's, and the body leaves the view alone.
    func badgeWantsSharing(from viewController: UIViewController) {
        reviewCount += 1
    }

    // Required too, but the body works with the view it is handed.
    func badgeWantsHelp(from viewController: UIViewController) { // expect: structure/view-in-interactor
        print(viewController)
    }

    // The same shape, but no protocol asks for it.
    func shareReview(from viewController: UIViewController) { // expect: structure/view-in-interactor
        reviewCount += 1
    }
}
