import RIBs

extension HomeComponent: GalleryDependency {}
