// relevance: needed (extends `String`, which a RIB file names: an extension can add what a RIB calls)
extension String {
    var isScore: Bool { Int(self) != nil }
}
