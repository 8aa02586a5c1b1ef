import RIBs

protocol ChildDependency: Dependency {
    var fromBody: FromBody { get }
    var fromDefault: FromDefault { get }
    var fromFileprivate: FromFileprivate { get }
    var hiddenElsewhere: Hidden { get }
    var notProvided: NotProvided { get }
    var mismatched: String { get }
    var optionalSugar: Int? { get }
    var arraySugar: [String] { get }
    var inherited: Inherited { get }
}

extension ChildDependency {
    var fromDefault: FromDefault {
        return FromDefault()
    }
}

final class ChildComponent: Component<ChildDependency> {
    fileprivate var fromBody: FromBody {
        return dependency.fromBody
    }
}

protocol ChildBuildable: Buildable {
    func build(withListener listener: ChildListener) -> Routing
}

protocol ChildListener: AnyObject {}

final class ChildBuilder: Builder<ChildDependency>, ChildBuildable {
    func build(withListener listener: ChildListener) -> Routing {
        let component = ChildComponent(dependency: dependency)
        let interactor = ChildInteractor(fromBody: component.fromBody, inherited: dependency.inherited)
        interactor.listener = listener
        return ChildRouter(interactor: interactor)
    }
}

final class ChildInteractor: Interactor {
    weak var listener: ChildListener?

    init(fromBody: FromBody, inherited: Inherited) {}
}

final class ChildRouter: Router<Interactable> {}
