import RIBs

final class AccountWorker: Worker {
    private var isSyncing = false

    override func didStart(_ interactorScope: InteractorScope) { // expect: lifecycle/missing-super-call
        isSyncing = true
    }

    override func didStop() { // expect: lifecycle/missing-super-call
        isSyncing = false
    }
}
