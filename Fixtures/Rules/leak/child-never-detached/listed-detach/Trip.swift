import RIBs
import UIKit

protocol TripDependency: Dependency {}

final class TripComponent: Component<TripDependency>, HotelDependency, FlightDependency, CarDependency {}

protocol TripBuildable: Buildable {
    func build(withListener listener: TripListener) -> TripRouting
}

final class TripBuilder: Builder<TripDependency>, TripBuildable {
    override init(dependency: TripDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: TripListener) -> TripRouting {
        let component = TripComponent(dependency: dependency)
        let viewController = TripViewController()
        let interactor = TripInteractor(presenter: viewController)
        interactor.listener = listener
        return TripRouter(interactor: interactor, viewController: viewController, hotelBuilder: HotelBuilder(dependency: component),
                          flightBuilder: FlightBuilder(dependency: component), carBuilder: CarBuilder(dependency: component))
    }
}

protocol TripRouting: ViewableRouting {
    func routeToHotel()
    func routeToFlight()
    func routeToCar()
    func finishTrip()
}

protocol TripPresentable: Presentable {
    var listener: TripPresentableListener? { get set }
}

protocol TripListener: AnyObject {}

final class TripInteractor: PresentableInteractor<TripPresentable>, TripInteractable, TripPresentableListener {
    weak var router: TripRouting?
    weak var listener: TripListener?

    override init(presenter: TripPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    // The view's buttons: the traveller may pick a hotel, a flight or a car again and again.
    func didPickHotel() {
        router?.routeToHotel()
    }

    func didPickFlight() {
        router?.routeToFlight()
    }

    func didPickCar() {
        router?.routeToCar()
    }

    func didFinishTrip() {
        router?.finishTrip()
    }
}

protocol TripInteractable: Interactable, HotelListener, FlightListener, CarListener {
    var router: TripRouting? { get set }
    var listener: TripListener? { get set }
}

protocol TripViewControllable: ViewControllable {}

final class TripRouter: ViewableRouter<TripInteractable, TripViewControllable>, TripRouting {
    private let hotelBuilder: HotelBuildable
    private let flightBuilder: FlightBuildable
    private let carBuilder: CarBuildable
    private var hotelRouter: HotelRouting?
    private var flightRouter: FlightRouting?
    private var carRouter: CarRouting?

    init(interactor: TripInteractable, viewController: TripViewControllable, hotelBuilder: HotelBuildable,
         flightBuilder: FlightBuildable, carBuilder: CarBuildable) {
        self.hotelBuilder = hotelBuilder
        self.flightBuilder = flightBuilder
        self.carBuilder = carBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    // A second pick attaches a new hotel over the one still attached, which the trip's end
    // then never detaches: only the one in the property is.
    func routeToHotel() {
        let router = hotelBuilder.build(withListener: interactor)
        hotelRouter = router
        attachChild(router) // expect: leak/child-never-detached
    }

    func routeToFlight() {
        let router = flightBuilder.build(withListener: interactor)
        flightRouter = router
        attachChild(router) // expect: leak/child-never-detached
    }

    // Clean: a car already attached is kept.
    func routeToCar() {
        guard carRouter == nil else { return }
        let router = carBuilder.build(withListener: interactor)
        carRouter = router
        attachChild(router)
    }

    // The trip's end detaches a list of exactly these three properties' children and clears
    // the properties: that is no detach of any child, only of what the properties hold.
    func finishTrip() {
        guard let hotelRouter, let flightRouter, let carRouter else { return }
        [hotelRouter, flightRouter, carRouter].forEach { detachChild($0) }
        self.hotelRouter = nil
        self.flightRouter = nil
        self.carRouter = nil
    }
}

protocol TripPresentableListener: AnyObject {
    func didPickHotel()
    func didPickFlight()
    func didPickCar()
    func didFinishTrip()
}

final class TripViewController: UIViewController, TripPresentable, TripViewControllable {
    weak var listener: TripPresentableListener?
}
