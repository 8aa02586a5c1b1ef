import RIBs

protocol HelpDependency: Dependency {
    var faqIndex: FaqIndex { get }
}

final class HelpComponent: Component<HelpDependency> {
    var faqIndex: FaqIndex { dependency.faqIndex }
}

// MARK: - Builder

protocol HelpBuildable: Buildable {
    func build(withListener listener: HelpListener) -> HelpRouting
}

final class HelpBuilder: Builder<HelpDependency>, HelpBuildable {
    override init(dependency: HelpDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: HelpListener) -> HelpRouting {
        let component = HelpComponent(dependency: dependency)
        let viewController = HelpViewController()
        let interactor = HelpInteractor(presenter: viewController, faqIndex: component.faqIndex)
        interactor.listener = listener
        return HelpRouter(interactor: interactor, viewController: viewController)
    }
}
