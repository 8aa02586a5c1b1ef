import RIBs

final class AppComponent: Component<EmptyDependency>, RootDependency {
    init() {
        super.init(dependency: EmptyComponent())
    }

    var songCatalog: SongCatalog { shared { SongCatalog() } }
    var audioEngine: AudioEngine { shared { AudioEngine() } }
}
