import RIBs

/// Clean: a plain value that groups the builders of Root's children for RootRouter. It has no RIB
/// base and adopts no RIB protocol, so it is no RIB (not structure/incomplete-rib, not
/// structure/unreachable-rib) and no parent: the router that holds it builds the children.
struct RootChildren {
    let settings: SettingsBuildable
    let inbox: InboxBuildable
}
