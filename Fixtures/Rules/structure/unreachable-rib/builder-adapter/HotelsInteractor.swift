import RIBs

protocol HotelsRouting: ViewableRouting {}

protocol HotelsPresentable: Presentable {
    var listener: HotelsPresentableListener? { get set }
}

protocol HotelsListener: AnyObject {}

// Only HotelsBuilderAdapter builds HotelsBuilder, and nothing builds the adapter: Hotels is dead
// code like any RIB nobody builds. The adapter, being no RIB, is not a parent.
final class HotelsInteractor: PresentableInteractor<HotelsPresentable>, HotelsInteractable, HotelsPresentableListener { // expect: structure/unreachable-rib
    weak var router: HotelsRouting?
    weak var listener: HotelsListener?

    private let rooms: RoomIndex

    init(presenter: HotelsPresentable, rooms: RoomIndex) {
        self.rooms = rooms
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
    }

    override func willResignActive() {
        super.willResignActive()
    }
}
