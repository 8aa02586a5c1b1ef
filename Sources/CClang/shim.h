// libclang's C API: types and constants only. The library itself is opened at run time
// (`LibClang`), so that a run without Objective-C never loads it. The include path
// (-I<llvm>/include) comes from Package.swift.
#include <clang-c/Index.h>
