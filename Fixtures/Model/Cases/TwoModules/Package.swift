// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "TwoModules",
    targets: [
        .target(name: "App", dependencies: ["FeatureA", "FeatureB"]),
        .target(name: "FeatureA", path: "Sources/FeatureA"),
        .target(name: "FeatureB"),
    ]
)
