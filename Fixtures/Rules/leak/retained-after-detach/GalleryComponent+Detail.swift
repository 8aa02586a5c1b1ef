import RIBs

extension GalleryComponent: DetailDependency {}
