import RIBs

extension RootComponent: WelcomeDependency {
    var riderDirectory: RiderDirectory {
        shared { RiderDirectory() }
    }
}
