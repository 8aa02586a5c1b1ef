import RIBs
import RxSwift
import UIKit

// riblint:disable leak/strong-listener
// (no enable: the rest of the file is silenced)

protocol ChatPresentableListener: AnyObject {}

protocol ChatScrollDelegate: AnyObject {}

final class ChatViewController: UIViewController, ChatPresentable, ChatViewControllable {
    var listener: ChatPresentableListener?
    var delegate: ChatScrollDelegate?
    private let messageSubject = PublishSubject<String>()
    private let typingSubject = PublishSubject<Bool>()
    private let scrollSubject = PublishSubject<Void>()
    private let tapSubject = PublishSubject<Void>()

    var messages: Observable<String> { messageSubject.asObservable() }
    var typing: Observable<Bool> { typingSubject.asObservable() }
    var scrolls: Observable<Void> { scrollSubject.asObservable() }
    var taps: Observable<Void> { tapSubject.asObservable() }
}
