import ProjectDescription

let project = Project(
    name: "Wishlist",
    targets: [
        .target(
            name: "Wishlist",
            destinations: .iOS,
            product: .staticFramework,
            bundleId: "com.example.shop.wishlist",
            sources: ["Sources/**"],
            dependencies: [.external(name: "RIBs")]
        ),
    ]
)
