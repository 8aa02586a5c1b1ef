import RIBs

extension RootComponent: WalletDependency {
    var baseURL: String { "https://api.example.com" }
}
