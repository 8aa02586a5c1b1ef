// relevance: needed (the superclass of a type a RIB reaches)
import Foundation

class RemoteService {
    let session = URLSession.shared
}
