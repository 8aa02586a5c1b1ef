import RIBs

extension RootComponent: ShelfDependency {
    var shelfLayout: ShelfLayout { ShelfLayout(columns: 3) }
}
