import RIBs

protocol HotelsDependency: Dependency {
    var roomIndex: RoomIndex { get }
}

final class HotelsComponent: Component<HotelsDependency> {
    var roomIndex: RoomIndex { dependency.roomIndex }
}

// MARK: - Builder

protocol HotelsBuildable: Buildable {
    func build(withListener listener: HotelsListener) -> HotelsRouting
}

final class HotelsBuilder: Builder<HotelsDependency>, HotelsBuildable {
    override init(dependency: HotelsDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: HotelsListener) -> HotelsRouting {
        let component = HotelsComponent(dependency: dependency)
        let viewController = HotelsViewController()
        let interactor = HotelsInteractor(presenter: viewController, rooms: component.roomIndex)
        interactor.listener = listener
        return HotelsRouter(interactor: interactor, viewController: viewController)
    }
}
