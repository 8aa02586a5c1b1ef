// relevance: skim (nothing a RIB names)
struct Palette {
    static let accent = (red: 0.1, green: 0.4, blue: 0.9)
}
