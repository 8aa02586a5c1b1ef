import ArgumentParser
import RIBLintDriver

struct RIBLint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "riblint",
        abstract: "A linter for the RIBs architecture: leaks, lifecycle confinement, upward Rx subscriptions and dependencies.",
        version: RIBLintVersion.current
    )
}

RIBLint.main()
