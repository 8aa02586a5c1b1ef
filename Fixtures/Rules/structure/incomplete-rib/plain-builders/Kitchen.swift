import Foundation

final class DishCatalog {
    func dishes(forCourse course: String) -> [String] { [] }
}
