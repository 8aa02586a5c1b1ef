// relevance: skim (re-exports a RIBs module and declares nothing)
@_exported import RIBs
