import UIKit

/// A cell of the settings list: a view of the project, known as one by its superclass.
final class SettingsRowCell: UITableViewCell {
    enum Accessory {
        case none
        case toggle
    }

    func show(title: String, accessory: Accessory) {}
}

/// A generic list view with its layout, a plain value.
final class BadgeList<Item>: UIView {
    struct Layout {
        let spacing: Double
    }
}

/// A section's header view.
final class SectionHeader: UITableViewHeaderFooterView {}

/// What a row shows: plain data, no view, whatever its name says.
struct SettingsRowCellModel {
    let title: String
}
