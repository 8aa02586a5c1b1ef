import Foundation

/// Named like an interactor but descends from no interactor base class: not a RIB part, so none
/// of its properties is checked (SPEC section 3: RIB parts are found by inheritance).
final class ProfileFormInteractor {
    var listener: ProfileListener?
    var router: ProfileRouting?
    var delegate: ProfileEditingDelegate?
}
