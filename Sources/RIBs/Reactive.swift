// Apps write `import RIBs` and nothing else: the reactive vocabulary (AnyPublisher, subjects,
// AnyCancellable, sink) comes along. Apple platforms have Combine; elsewhere OpenCombine has the
// same names, so RIB code compiles unchanged on both.
#if canImport(Combine)
@_exported import Combine
#else
@_exported import OpenCombine
@_exported import OpenCombineDispatch
#endif
