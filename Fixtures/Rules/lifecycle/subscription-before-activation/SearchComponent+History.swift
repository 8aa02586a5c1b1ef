import RIBs

extension SearchComponent: HistoryDependency {}
