// relevance: needed (a vendored copy of the framework: no import, but its classes are the bases)
open class Interactor {
    public init() {}
    open func didBecomeActive() {}
}

open class PresentableInteractor<PresenterType>: Interactor {
    public let presenter: PresenterType
    public init(presenter: PresenterType) {
        self.presenter = presenter
    }
}
