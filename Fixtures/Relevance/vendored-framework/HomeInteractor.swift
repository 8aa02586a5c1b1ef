// relevance: needed (an interactor of the vendored framework)
protocol HomePresentable: AnyObject {}

final class HomeInteractor: PresentableInteractor<HomePresentable> {
    override func didBecomeActive() {
        super.didBecomeActive()
    }
}
