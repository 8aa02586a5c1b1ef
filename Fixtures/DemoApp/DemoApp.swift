import RIBs
