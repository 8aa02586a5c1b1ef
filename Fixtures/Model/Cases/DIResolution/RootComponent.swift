import RIBs

protocol RootDependency: Dependency {}

class BaseComponent<DependencyType>: Component<DependencyType> {
    var inherited: Inherited {
        return shared { Inherited() }
    }
}

final class RootComponent: BaseComponent<RootDependency> {
    var fromBody: FromBody {
        return shared { FromBody() }
    }

    var mismatched: Int {
        return 1
    }

    var optionalSugar: Optional<Swift.Int> {
        return nil
    }

    var arraySugar: Array<String> {
        return []
    }

    /// Not visible from the conformance in RootComponent+Child.swift.
    fileprivate var hiddenElsewhere: Hidden {
        return Hidden()
    }
}

final class FromBody {}
final class FromDefault {}
final class FromFileprivate {}
final class Hidden {}
final class Inherited {}
final class NotProvided {}
