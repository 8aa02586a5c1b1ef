import Foundation

final class SongCatalog {
    private(set) var songs: [String] = []
}

final class AudioEngine {
    private(set) var isPlaying = false
}
