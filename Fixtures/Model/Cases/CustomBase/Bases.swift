import RIBs

class BaseInteractor<PresenterType>: PresentableInteractor<PresenterType> {
    override func didBecomeActive() {
        super.didBecomeActive()
    }
}

class BaseRouter<InteractorType, ViewControllerType>: ViewableRouter<InteractorType, ViewControllerType> {}

class BaseBuilder<DependencyType>: Builder<DependencyType> {}

/// Named like a part, but descends from nothing: not an interactor.
final class FakeInteractor {
    var listener: ProfileListener?
}

/// Named like a part, descends from a class that is not a RIB base.
final class HelperInteractor: NSObject {}
