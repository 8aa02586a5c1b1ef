import RIBLintCore
import XCTest

/// CODEOWNERS matching against the examples of GitHub's documentation ("About code owners"),
/// rewritten as path -> owners, plus GitLab's sections.
final class CodeOwnersTests: XCTestCase {
    private let github = CodeOwners(text: """
        # These owners will be the default owners for everything in the repo.
        *       @global-owner1 @global-owner2

        # Order is important; the last matching pattern takes the most precedence.
        *.js    @js-owner #This is an inline comment.
        *.go docs@example.com
        *.txt @octo-org/octocats
        /build/logs/ @doctocat
        docs/*  docs@example.com
        apps/ @octocat
        /docs/ @doctocat
        /scripts/ @doctocat @octocat
        **/logs @octocat
        /apps/ @octocat
        /apps/github
        /apps/ @octocat
        /apps/github @doctocat
        """)

    func testGitHubsDocumentedExamples() {
        XCTAssertEqual(github.owners(of: "README.md"), ["@global-owner1", "@global-owner2"])
        XCTAssertEqual(github.owners(of: "src/app.js"), ["@js-owner"])
        XCTAssertEqual(github.owners(of: "cmd/main.go"), ["docs@example.com"])
        XCTAssertEqual(github.owners(of: "notes/todo.txt"), ["@octo-org/octocats"])
        XCTAssertEqual(github.owners(of: "build/logs/today.log"), ["@octocat"], "**/logs, later, wins over /build/logs/")
        XCTAssertEqual(github.owners(of: "deeply/nested/logs/x.log"), ["@octocat"])
        // `docs/*` owns the files right in docs/, not further down; `/docs/` (later) owns them all.
        XCTAssertEqual(github.owners(of: "docs/getting-started.md"), ["@doctocat"])
        XCTAssertEqual(github.owners(of: "docs/build-app/troubleshooting.md"), ["@doctocat"])
        XCTAssertEqual(github.owners(of: "scripts/deploy.sh"), ["@doctocat", "@octocat"])
        // `apps/` matches an apps folder anywhere; the last rule for /apps/github wins there.
        XCTAssertEqual(github.owners(of: "client/apps/main.swift"), ["@octocat"])
        XCTAssertEqual(github.owners(of: "apps/github/Sources/A.swift"), ["@doctocat"])
        XCTAssertEqual(github.owners(of: "apps/other/B.swift"), ["@octocat"])
    }

    func testAPatternWithoutOwnersTakesOwnershipAway() {
        let owners = CodeOwners(text: "*  @team\n/apps/ @apps-team\n/apps/github\n")
        XCTAssertEqual(owners.owners(of: "apps/github/x.swift"), [])
        XCTAssertEqual(owners.owners(of: "apps/maps/x.swift"), ["@apps-team"])
        XCTAssertEqual(owners.owners(of: "lib/x.swift"), ["@team"])
    }

    func testWildcardLastComponentOwnsOnlyWhatItNames() {
        let owners = CodeOwners(text: "docs/*  @writers\n")
        XCTAssertEqual(owners.owners(of: "docs/getting-started.md"), ["@writers"])
        XCTAssertEqual(owners.owners(of: "docs/build-app/troubleshooting.md"), [])
    }

    func testGitLabSectionsGiveTheirDefaultOwners() {
        let owners = CodeOwners(text: """
            [Documentation] @docs-team
            docs/
            README.md @readme-owner
            ^[Optional][2] @qa
            *.spec.swift
            \\#hashtag.md @hash
            """)
        XCTAssertEqual(owners.owners(of: "docs/guide.md"), ["@docs-team"])
        XCTAssertEqual(owners.owners(of: "README.md"), ["@readme-owner"])
        XCTAssertEqual(owners.owners(of: "Tests/Cart.spec.swift"), ["@qa"])
        XCTAssertEqual(owners.owners(of: "#hashtag.md"), ["@hash"])
        XCTAssertEqual(owners.owners(of: "Sources/Other.swift"), [])
    }
}
