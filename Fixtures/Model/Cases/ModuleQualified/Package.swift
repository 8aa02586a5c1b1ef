// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "ModuleQualified",
    targets: [
        .target(name: "App", dependencies: ["Catalog"]),
        .target(name: "Catalog"),
    ]
)
