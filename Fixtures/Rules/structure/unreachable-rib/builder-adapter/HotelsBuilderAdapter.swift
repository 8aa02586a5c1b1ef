import RIBs

/// The same kind of wrapper around HotelsBuilder, but no code builds this adapter.
final class HotelsBuilderAdapter: Builder<HotelsDependency>, HotelsBuildable {
    override init(dependency: HotelsDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: HotelsListener) -> HotelsRouting {
        let builder = HotelsBuilder(dependency: dependency)
        return builder.build(withListener: listener)
    }
}
