import RIBs

// Root's component already has dishCatalog, which is all MenuDependency asks for.
extension RootComponent: MenuDependency {}
