/// The superclass chains of the platform's view and view-controller classes that apps subclass
/// most, which no scan contains: a class of the app that inherits `UITableViewController` is a
/// view controller for every rule that asks for `UIViewController`. Each entry lists the class's
/// ancestors, nearest first, up to `UIView`/`UIViewController` (or AppKit's `NSView`/`NSViewController`).
enum PlatformClasses {
    static let ancestors: [String: [String]] = {
        var table: [String: [String]] = [:]
        func add(_ names: [String], _ chain: [String]) {
            for name in names { table[name] = chain }
        }
        let viewController = ["UIViewController"]
        let navigation = ["UINavigationController", "UIViewController"]
        add(["UITableViewController", "UICollectionViewController", "UINavigationController", "UITabBarController",
             "UIPageViewController", "UISplitViewController", "UIAlertController", "UISearchController",
             "UIReferenceLibraryViewController", "UIActivityViewController", "UIDocumentPickerViewController",
             "UIDocumentBrowserViewController", "UIFontPickerViewController", "UIColorPickerViewController",
             "UIInputViewController", "UICloudSharingController", "UIHostingController", "SFSafariViewController",
             "AVPlayerViewController", "QLPreviewController", "PHPickerViewController", "CNContactViewController",
             "CNContactPickerViewController", "SKStoreProductViewController", "VNDocumentCameraViewController"],
            viewController)
        add(["UIImagePickerController", "UIVideoEditorController", "MFMailComposeViewController",
             "MFMessageComposeViewController", "EKEventEditViewController", "GKGameCenterViewController"], navigation)
        let view = ["UIView"]
        let control = ["UIControl", "UIView"]
        let scroll = ["UIScrollView", "UIView"]
        add(["UILabel", "UIImageView", "UIScrollView", "UIStackView", "UIControl", "UIPickerView", "UIProgressView",
             "UIActivityIndicatorView", "UINavigationBar", "UITabBar", "UIToolbar", "UISearchBar", "UIVisualEffectView",
             "UIWindow", "UIInputView", "UITableViewCell", "UICollectionReusableView", "UITableViewHeaderFooterView",
             "WKWebView", "MKMapView", "MKAnnotationView", "SCNView", "SKView", "MTKView", "ARSCNView"], view)
        add(["UIButton", "UITextField", "UISwitch", "UISlider", "UISegmentedControl", "UIStepper", "UIPageControl",
             "UIDatePicker", "UIRefreshControl", "UIColorWell"], control)
        add(["UITableView", "UICollectionView", "UITextView", "PKCanvasView"], scroll)
        add(["UICollectionViewCell"], ["UICollectionReusableView", "UIView"])
        add(["UICollectionViewListCell"], ["UICollectionViewCell", "UICollectionReusableView", "UIView"])
        add(["MKMarkerAnnotationView", "MKPinAnnotationView"], ["MKAnnotationView", "UIView"])
        add(["NSTabViewController", "NSSplitViewController", "NSPageController",
             "NSTitlebarAccessoryViewController", "NSCollectionViewItem", "NSHostingController"], ["NSViewController"])
        add(["NSTableView", "NSOutlineView", "NSCollectionView", "NSControl", "NSButton", "NSTextField", "NSScrollView",
             "NSStackView", "NSImageView", "NSTableCellView", "NSVisualEffectView", "NSTextView", "NSClipView"], ["NSView"])
        return table
    }()
}
