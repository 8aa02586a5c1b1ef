import RIBs
import RxSwift

protocol HistoryDependency: Dependency {}

final class HistoryComponent: Component<HistoryDependency> {}

// MARK: - Builder

protocol HistoryBuildable: Buildable {
    func build(withListener listener: HistoryListener) -> HistoryRouting
}

final class HistoryBuilder: Builder<HistoryDependency>, HistoryBuildable {
    override init(dependency: HistoryDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: HistoryListener) -> HistoryRouting {
        _ = HistoryComponent(dependency: dependency)
        let interactor = HistoryInteractor(updates: Observable<Int>.just(0))
        interactor.listener = listener
        return HistoryRouter(interactor: interactor)
    }
}
