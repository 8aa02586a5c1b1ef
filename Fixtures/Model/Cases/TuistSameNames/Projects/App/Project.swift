import ProjectDescription

let project = Project(
    name: "App",
    targets: [
        .target(
            name: "App",
            destinations: .iOS,
            product: .app,
            bundleId: "com.example.shop",
            sources: ["Sources/**"],
            dependencies: [
                .external(name: "RIBs"),
                .project(target: "Cart", path: "../Cart"),
                .project(target: "Wishlist", path: "../Wishlist"),
            ]
        ),
    ]
)
