import RIBLintCore
import RIBLintTestSupport
import XCTest

/// A RIB that only code outside every RIB builds (a sample app, a test host) has one path, the
/// RIB alone: the message names the object that code hands over, which is what lacks the
/// requirement.
final class UnfulfilledDependencyMessageTests: XCTestCase {
    func testARIBBuiltOutsideTheTreeNamesWhatItIsBuiltWith() throws {
        let files: [(String, String)] = [
            ("ProfileBuilder.swift", """
                import RIBs
                protocol ProfileDependency: Dependency {
                    var userName: String { get }
                }
                final class ProfileComponent: Component<ProfileDependency> {
                    var userName: String { dependency.userName }
                }
                protocol ProfileBuildable: Buildable {
                    func build() -> ProfileRouting
                }
                final class ProfileBuilder: Builder<ProfileDependency>, ProfileBuildable {
                    func build() -> ProfileRouting {
                        let component = ProfileComponent(dependency: dependency)
                        let interactor = ProfileInteractor(name: component.userName)
                        return ProfileRouter(interactor: interactor)
                    }
                }
                protocol ProfileRouting: Routing {}
                protocol ProfileInteractable: Interactable {}
                final class ProfileInteractor: Interactor, ProfileInteractable {
                    init(name: String) { super.init() }
                }
                final class ProfileRouter: Router<ProfileInteractable>, ProfileRouting {}
                """),
            ("SampleApp.swift", """
                import RIBs
                import UIKit
                final class MockProfileComponent: Component<EmptyDependency>, ProfileDependency {
                    init() { super.init(dependency: EmptyComponent()) }
                }
                final class SampleViewController: UIViewController {
                    private var profile: ProfileRouting?
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        profile = ProfileBuilder(dependency: MockProfileComponent()).build()
                    }
                }
                """),
        ]
        let found = try InMemoryLint.run(files).findings.filter { $0.rule == "di/unfulfilled-dependency" }
        XCTAssertEqual(found.map { "\($0.file):\($0.line)" }, ["ProfileBuilder.swift:3"])
        XCTAssertTrue(found.first?.message.contains("on path Profile (built outside the tree with `MockProfileComponent`)") == true,
                      found.first?.message ?? "no finding")
    }
}
