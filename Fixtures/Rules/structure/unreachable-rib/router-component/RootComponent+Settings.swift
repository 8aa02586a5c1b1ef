import RIBs

extension RootComponent: SettingsDependency {}
