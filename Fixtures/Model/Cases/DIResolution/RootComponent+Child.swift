import RIBs

extension RootComponent: ChildDependency {}

extension RootComponent {
    fileprivate var fromFileprivate: FromFileprivate {
        return shared { FromFileprivate() }
    }
}
