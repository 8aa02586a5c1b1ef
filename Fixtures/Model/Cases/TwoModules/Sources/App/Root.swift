import FeatureA
import FeatureB
import RIBs

protocol RootDependency: RIBs.Dependency {}

final class RootComponent: RIBs.Component<RootDependency> {
    var title: String {
        return "Title"
    }
}

extension RootComponent: FeatureA.Dependency, FeatureB.Dependency {}

final class RootBuilder: RIBs.Builder<RootDependency> {
    func build() -> LaunchRouting {
        let component = RootComponent(dependency: dependency)
        return RootRouter(interactor: RootInteractor(),
                          featureABuilder: FeatureA.Builder(dependency: component),
                          featureBBuilder: FeatureB.Builder(dependency: component))
    }
}

protocol RootInteractable: RIBs.Interactable, FeatureA.Listener, FeatureB.Listener {}

final class RootInteractor: RIBs.Interactor, RootInteractable {}

final class RootRouter: LaunchRouter<RootInteractable, ViewControllable> {
    private let featureABuilder: FeatureA.Buildable
    private let featureBBuilder: FeatureB.Buildable

    init(interactor: RootInteractable, featureABuilder: FeatureA.Buildable, featureBBuilder: FeatureB.Buildable) {
        self.featureABuilder = featureABuilder
        self.featureBBuilder = featureBBuilder
        super.init(interactor: interactor)
    }

    override func didLoad() {
        super.didLoad()
        attachChild(featureABuilder.build(withListener: interactor))
        attachChild(featureBBuilder.build(withListener: interactor))
    }
}
