import Foundation

// The app's one gate: nothing else can make another, and it lives as long as the process, so the
// retry it keeps holding `self` frees nothing later than it would be freed anyway.
final class PermissionGate {
    static let shared = PermissionGate(reason: "photos")

    private let reason: String
    private var isGranted = false
    private var retry: (() -> Void)?

    private init(reason: String) {
        self.reason = reason
    }

    func whenGranted(_ work: @escaping () -> Void) {
        guard isGranted else {
            retry = {
                self.whenGranted(work)
            }
            return
        }
        work()
    }
}

// Has a shared instance too, but anyone can make more: each keeps itself alive through its retry.
final class DownloadGate {
    static let shared = DownloadGate()

    private var isOpen = false
    private var retry: (() -> Void)?

    init() {}

    func whenOpen(_ work: @escaping () -> Void) {
        guard isOpen else {
            retry = {
                self.whenOpen(work) // expect: leak/self-capture-in-stored-closure
            }
            return
        }
        work()
    }
}

// Its `init` is private, but a factory makes a new one per call: each keeps itself alive.
final class UploadGate {
    static let shared = UploadGate()

    private var isReady = false
    private var retry: (() -> Void)?

    private init() {}

    static func make() -> UploadGate {
        UploadGate()
    }

    func whenReady(_ work: @escaping () -> Void) {
        guard isReady else {
            retry = {
                self.whenReady(work) // expect: leak/self-capture-in-stored-closure
            }
            return
        }
        work()
    }
}

extension PlayerInteractor {
    func unlockDownloads() {
        PermissionGate.shared.whenGranted {
            DownloadGate.shared.whenOpen {}
            UploadGate.make().whenReady {}
        }
    }
}
