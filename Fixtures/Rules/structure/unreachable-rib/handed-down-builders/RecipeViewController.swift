import RIBs
import UIKit

protocol RecipePresentableListener: AnyObject {}

final class RecipeViewController: UIViewController, RecipePresentable, RecipeViewControllable {
    weak var listener: RecipePresentableListener?
}
