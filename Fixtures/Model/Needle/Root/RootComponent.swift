import NeedleFoundation

final class RootComponent: NeedleFoundation.Component<EmptyDependency> {
    var session: Session {
        return shared { Session() }
    }

    var imageCache: ImageCache {
        return shared { ImageCache() }
    }

    var userName: Int {
        return 42
    }

    var detailTitle: Int {
        return 7
    }

    var homeBuilder: HomeBuildable {
        return HomeBuilder { HomeComponent(parent: self) }
    }

    var settingsBuilder: SettingsBuildable {
        return SettingsBuilder { SettingsComponent(parent: self) }
    }
}
