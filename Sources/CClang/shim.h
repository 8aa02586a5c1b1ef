// libclang's C API. The include path (-I<llvm>/include) comes from Package.swift.
#include <clang-c/Index.h>
