import RIBs

protocol ReviewRouting: ViewableRouting {}

protocol ReviewPresentable: Presentable {
    var listener: ReviewPresentableListener? { get set }
}

protocol ReviewListener: AnyObject {}

final class ReviewInteractor: PresentableInteractor<ReviewPresentable>, ReviewInteractable, ReviewPresentableListener {
    weak var router: ReviewRouting?
    weak var listener: ReviewListener?

    private let ratings: RatingStore

    init(presenter: ReviewPresentable, ratings: RatingStore) {
        self.ratings = ratings
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
    }

    override func willResignActive() {
        super.willResignActive()
    }
}
