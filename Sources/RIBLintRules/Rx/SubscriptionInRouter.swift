import RIBLintAnalysis
import RIBLintAST
import RIBLintCore
import RIBLintModel

/// `rx/subscription-in-router`: a router that subscribes to a stream.
enum SubscriptionInRouter: Rule {
    static let description = RuleDescription(
        id: "rx/subscription-in-router",
        defaultSeverity: .warning,
        summary: "a subscription inside a router",
        rationale: """
            Routers route, interactors decide. A router attaches and detaches children and shows \
            their views when its interactor asks it to; reacting to a stream is a decision, and a \
            subscription in a router is tied to neither the interactor's activation nor its tests. \
            The router also outlives its interactor's deactivation, so the subscription keeps \
            running while the RIB is inactive.

            The rule finds every subscription (`subscribe`, `bind`, `drive`, `emit`, `sink`, \
            `assign`, from the framework vocabulary) in a router class (by inheritance, custom base \
            classes and their subclasses included, extensions included), whatever its receiver: \
            the view controller's events, a child's `lifecycle` (the `didLoad`-style idiom is \
            still a subscription in a router), a service.

            Instead: move the subscription into the interactor, confine it there \
            (`disposeOnDeactivate(interactor:)`), and call a routing method from it.
            """,
        nonTriggeringExamples: [
            RuleExample("""
                // `bind(to:)` of the project's own view protocol, reached through the router's
                // `viewController` (typed by `ViewableRouter`'s generic argument), returns nothing:
                // a method call, not a subscription.
                protocol MapViewControllable: ViewControllable {
                    func bind(to viewModel: MapViewModel)
                }
                final class MapRouter: ViewableRouter<MapInteractable, MapViewControllable>, MapRouting {
                    override func didLoad() {
                        super.didLoad()
                        viewController.bind(to: MapViewModel())
                        self.viewController.bind(to: MapViewModel())
                    }
                }
                """),
            RuleExample("""
                final class MapRouter: ViewableRouter<MapInteractable, MapViewControllable>, MapRouting {
                    func routeToPin() {
                        // The router's own methods named like subscriptions are not subscriptions.
                        bind(pin: 1)
                        self.emit(to: viewController)
                        // riblint-looking text: "subscribe(onNext:)"
                        print("viewController.taps.subscribe(onNext:)")
                    }
                    func bind(pin: Int) {}
                    func emit(to target: MapViewControllable) {}
                }
                // A helper in the router's file is not the router.
                final class MapRouteAnimator {
                    func run(_ frames: AnyPublisher<Double, Never>) {
                        frames.sink { _ in }.store(in: &cancellables)
                    }
                }
                // The interactor is where subscriptions belong.
                final class MapInteractor: PresentableInteractor<MapPresentable>, MapInteractable {
                    override func didBecomeActive() {
                        super.didBecomeActive()
                        presenter.taps.subscribe(onNext: { _ in }).disposeOnDeactivate(interactor: self)
                    }
                }
                """),
        ],
        triggeringExamples: [
            RuleExample("""
                final class MapRouter: ViewableRouter<MapInteractable, MapViewControllable>, MapRouting {
                    private let bag = DisposeBag()
                    override func didLoad() {
                        super.didLoad()
                        viewController.taps
                            .↓subscribe(onNext: { [weak self] in self?.routeToPin() })
                            .disposed(by: bag)
                        interactable.isActiveStream.↓sink { _ in }.store(in: &cancellables)
                    }
                    func routeToPin() {}
                }
                extension MapRouter {
                    func follow(_ child: PinRouting) {
                        // A child's lifecycle, the didLoad idiom: still a router subscribing.
                        child.lifecycle.↓subscribe(onNext: { _ in }).disposed(by: bag)
                    }
                }
                """),
            RuleExample("""
                // A project's base router is a router too, and so are its subclasses.
                class BaseRouter<I, V>: ViewableRouter<I, V> {
                    let bag = DisposeBag()
                    func observeRegion(_ region: Driver<String>) {
                        region.↓drive(onNext: { _ in }).disposed(by: bag)
                    }
                }
                final class MapRouter: BaseRouter<MapInteractable, MapViewControllable>, MapRouting {
                    override func didLoad() {
                        super.didLoad()
                        viewController.zoom.↓bind(to: zoomRelay).disposed(by: bag)
                    }
                }
                """),
        ],
        requires: [SubscriptionSitesAnalyzer.self]
    )

    static func check(_ pass: RulePass) {
        let model = pass.model
        let sites = pass.result(of: SubscriptionSitesAnalyzer.self)
        for type in model.types(withRole: .router) where model[type].kind == .class {
            let rib = model.rib(containing: type).map { model[$0] }
            let interactor = rib?.interactor.map { model[$0].name }
            for (_, scan) in sites.scans(of: type) {
                for site in scan.sites {
                    let stream = site.linksBefore.last?.name.text ?? site.rootName
                    pass.report(message(router: model[type].name, stream: stream, member: site.memberName, interactor: interactor),
                                in: model.files[site.file].source, at: site.name.offset, rib: rib?.name)
                }
            }
        }
    }

    private static func message(router: String, stream: String?, member: String, interactor: String?) -> String {
        let what = stream.map { "subscribes to `\($0)`" } ?? "subscribes to a stream"
        let target = interactor.map { "`\($0)`" } ?? "the interactor"
        return "`\(router)` \(what) in `\(member)`; routers route, interactors decide: "
            + "move the subscription into \(target) and call a routing method from there"
    }
}
