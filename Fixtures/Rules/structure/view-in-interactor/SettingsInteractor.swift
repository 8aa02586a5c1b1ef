import RIBs

protocol SettingsRouting: ViewableRouting {}

protocol SettingsPresentable: Presentable {
    var listener: SettingsPresentableListener? { get set }
}

protocol SettingsListener: AnyObject {}

final class SettingsInteractor: PresentableInteractor<SettingsPresentable>, SettingsInteractable, SettingsPresentableListener {
    weak var router: SettingsRouting?
    weak var listener: SettingsListener?

    override init(presenter: SettingsPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
    }

    override func willResignActive() {
        super.willResignActive()
    }

    // Names the RIB's own view controller class instead of SettingsPresentable.
    func didTapSave(from viewController: SettingsViewController) {} // expect: structure/view-in-interactor

    // A cell of the project, filled by the interactor: the list's view is the presenter's.
    func fill(_ cell: SettingsRowCell, at index: Int) {} // expect: structure/view-in-interactor

    // Another RIB's view controller, held to be shown later.
    weak var profileScreen: ProfileViewController? // expect: structure/view-in-interactor

    // The cell's class itself, to register it: still the view.
    var rowCellType: SettingsRowCell.Type = SettingsRowCell.self // expect: structure/view-in-interactor

    // Clean: a type nested in the cell (the cell only qualifies its name) and the rows' data.
    var defaultAccessory: SettingsRowCell.Accessory = .none
    var rows: [SettingsRowCellModel] = []

    // Clean: the interactor's own `SectionHeader`, data, not the header view of the same name.
    struct SectionHeader {
        let title: String
    }

    var headers: [SectionHeader] = []

    // Clean: the layout nested in a generic list view, written with the view's arguments.
    var badgeLayout: BadgeList<String>.Layout?
}
