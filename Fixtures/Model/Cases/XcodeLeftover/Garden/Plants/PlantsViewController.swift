import RIBs
import UIKit

protocol PlantsPresentableListener: AnyObject {
    func didPullToRefresh()
}

final class PlantsViewController: UITableViewController, PlantsPresentable, PlantsViewControllable {
    weak var listener: PlantsPresentableListener?
    private var plants: [String] = []

    func show(plants: [String]) {
        self.plants = plants
        tableView.reloadData()
    }
}
