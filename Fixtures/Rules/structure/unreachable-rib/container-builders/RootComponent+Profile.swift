import RIBs

/// What Root provides to Profile.
extension RootComponent: ProfileDependency {
    var learnerName: String { lessonPlanner.learnerName() }
}
