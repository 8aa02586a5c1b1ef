import RIBLintModel
import XCTest

/// An app that vendors its RIBs framework: the framework's own subclasses of the base classes
/// (`PresentableInteractor: Interactor`, `LaunchRouter: ViewableRouter`, open generic helpers)
/// are bases for the app's classes, not RIBs of their own.
final class VendoredFrameworkTests: XCTestCase {
    func testFrameworkClassesAreBasesNotRIBs() {
        let model = makeModel([
            ("Framework/Interactor.swift", """
                open class Interactor {}
                open class PresentableInteractor<PresenterType>: Interactor {}
                open class Router<InteractorType> {}
                open class ViewableRouter<InteractorType, ViewControllerType>: Router<InteractorType> {}
                open class LaunchRouter<InteractorType, ViewControllerType>: ViewableRouter<InteractorType, ViewControllerType> {}
                open class Builder<DependencyType> {}
                open class SimpleMultiStageBuilder<Component, Router>: Builder<Component> {}
                """),
            ("App/RootRouter.swift", """
                final class RootInteractor: PresentableInteractor<RootPresentable> {}
                final class RootRouter: LaunchRouter<RootInteractor, RootViewController> {}
                final class RootBuilder: Builder<RootDependency> {
                    func build() -> RootRouter { RootRouter(interactor: RootInteractor(), viewController: RootViewController()) }
                }
                """),
        ])
        XCTAssertEqual(model.ribs.map(\.name), ["Root"])
        XCTAssertEqual(ModelAssert.parts(model, "Root").filter { $0.hasPrefix("interactor:") || $0.hasPrefix("router:") || $0.hasPrefix("builder:") },
                       ["builder:RootBuilder", "interactor:RootInteractor", "router:RootRouter"])
    }
}
