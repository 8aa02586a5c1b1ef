import RIBs
import UIKit

protocol PhotoDependency: Dependency {}

final class PhotoComponent: Component<PhotoDependency> {}

protocol PhotoBuildable: Buildable {
    func build(withListener listener: PhotoListener) -> ViewableRouting
}

final class PhotoBuilder: Builder<PhotoDependency>, PhotoBuildable {
    override init(dependency: PhotoDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: PhotoListener) -> ViewableRouting {
        _ = PhotoComponent(dependency: dependency)
        let viewController = PhotoViewController()
        let interactor = PhotoInteractor(presenter: viewController)
        interactor.listener = listener
        return PhotoRouter(interactor: interactor, viewController: viewController)
    }
}

protocol PhotoRouting: ViewableRouting {}

protocol PhotoPresentable: Presentable {
    var listener: PhotoPresentableListener? { get set }
}

protocol PhotoListener: AnyObject {}

final class PhotoInteractor: PresentableInteractor<PhotoPresentable>, PhotoInteractable, PhotoPresentableListener {
    weak var router: PhotoRouting?
    weak var listener: PhotoListener?

    override init(presenter: PhotoPresentable) {
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

protocol PhotoInteractable: Interactable {
    var router: PhotoRouting? { get set }
    var listener: PhotoListener? { get set }
}

protocol PhotoViewControllable: ViewControllable {}

final class PhotoRouter: ViewableRouter<PhotoInteractable, PhotoViewControllable>, PhotoRouting {
    init(interactor: PhotoInteractable, viewController: PhotoViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

protocol PhotoPresentableListener: AnyObject {}

final class PhotoViewController: UIViewController, PhotoPresentable, PhotoViewControllable {
    weak var listener: PhotoPresentableListener?
}
