import RIBs

protocol ProfileRouting: ViewableRouting {}

protocol ProfilePresentable: Presentable {
    var listener: ProfilePresentableListener? { get set }
}

protocol ProfileListener: AnyObject {
    func profileDidClose()
}

protocol ProfileAnalyticsDelegate: AnyObject {
    func profileDidAppear()
}

protocol ProfileEditingDelegate: AnyObject {}

final class ProfileAnalytics: ProfileAnalyticsDelegate {
    // A plain object, not a RIB part: its properties are not checked.
    var delegate: ProfileEditingDelegate?
    let userId: String

    init(userId: String) {
        self.userId = userId
    }

    func profileDidAppear() {}
}

final class ProfileInteractor: PresentableInteractor<ProfilePresentable>, ProfileInteractable, ProfilePresentableListener {
    var router: ProfileRouting? // expect: leak/strong-listener
    var listener: ProfileListener? // expect: leak/strong-listener
    // A service whose protocol merely ends in `Delegate`: only ProfileAnalytics, which is no RIB
    // part, implements it, so nothing up the tree is held and no cycle closes. Clean.
    private let analyticsDelegate: ProfileAnalyticsDelegate

    weak var editingDelegate: ProfileEditingDelegate?
    // Matched by its name alone, and only a plain object implements the type, but that object
    // (AvatarSharingCoordinator) keeps a RIB it built: it may be the host up this tree.
    var delegate: ProfileSharingListening? // expect: leak/strong-listener
    // Computed, not stored: holds nothing.
    var activeListener: ProfileListener? { isActive ? listener : nil }
    // The names only contain the words; the types are plain values.
    private var listenerCount = 0
    private let routerLog: [String] = []
    // var listener: ProfileListener?   (the old declaration, kept in a comment: not code)
    private let help = "declare it as `var listener: ProfileListener?` and it leaks"

    init(presenter: ProfilePresentable, analyticsDelegate: ProfileAnalyticsDelegate) {
        self.analyticsDelegate = analyticsDelegate
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        // A local, not a property.
        let listener: ProfileListener? = self.listener
        listenerCount += listener == nil ? 0 : 1
        analyticsDelegate.profileDidAppear()
    }

    override func willResignActive() {
        super.willResignActive()
    }

    func avatarDidChange() {}

    func close() {
        listener?.profileDidClose()
    }
}
