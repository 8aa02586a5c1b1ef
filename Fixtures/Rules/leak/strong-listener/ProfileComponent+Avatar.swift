import RIBs

extension ProfileComponent: AvatarDependency {}
