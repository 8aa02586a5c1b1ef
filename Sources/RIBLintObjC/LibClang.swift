import CClang
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// libclang, opened on first use rather than linked: libclang and LLVM take about 20 ms to load
/// and initialise, which every run paid, with or without an Objective-C file in sight. A run
/// over Swift alone now never loads them.
///
/// The library is `RIBLINT_LIBCLANG` (a path) when that is set; otherwise it is looked for in the newest
/// `/usr/lib/llvm-N/lib` (where Debian's `libclang-dev` puts it, as Package.swift finds its
/// headers), then by name on the loader's search path.
struct LibClang {
    typealias CreateIndex = @convention(c) (Int32, Int32) -> CXIndex?
    typealias DisposeIndex = @convention(c) (CXIndex?) -> Void
    typealias ParseTranslationUnit2 = @convention(c) (CXIndex?, UnsafePointer<CChar>?, UnsafePointer<UnsafePointer<CChar>?>?, Int32,
                                                      UnsafeMutablePointer<CXUnsavedFile>?, UInt32, UInt32,
                                                      UnsafeMutablePointer<CXTranslationUnit?>?) -> CXErrorCode
    typealias DisposeTranslationUnit = @convention(c) (CXTranslationUnit?) -> Void
    typealias TranslationUnitCursor = @convention(c) (CXTranslationUnit?) -> CXCursor
    typealias VisitChildren = @convention(c) (CXCursor, CXCursorVisitor?, CXClientData?) -> UInt32
    typealias CursorLocation = @convention(c) (CXCursor) -> CXSourceLocation
    typealias LocationIsFromMainFile = @convention(c) (CXSourceLocation) -> Int32
    typealias SpellingLocation = @convention(c) (CXSourceLocation, UnsafeMutablePointer<CXFile?>?, UnsafeMutablePointer<UInt32>?,
                                                 UnsafeMutablePointer<UInt32>?, UnsafeMutablePointer<UInt32>?) -> Void
    typealias CursorExtent = @convention(c) (CXCursor) -> CXSourceRange
    typealias RangeBound = @convention(c) (CXSourceRange) -> CXSourceLocation
    typealias CursorSpelling = @convention(c) (CXCursor) -> CXString
    typealias StringText = @convention(c) (CXString) -> UnsafePointer<CChar>?
    typealias DisposeString = @convention(c) (CXString) -> Void
    typealias PropertyAttributes = @convention(c) (CXCursor, UInt32) -> UInt32

    let createIndex: CreateIndex
    let disposeIndex: DisposeIndex
    let parseTranslationUnit2: ParseTranslationUnit2
    let disposeTranslationUnit: DisposeTranslationUnit
    let translationUnitCursor: TranslationUnitCursor
    let visitChildren: VisitChildren
    let cursorLocation: CursorLocation
    let locationIsFromMainFile: LocationIsFromMainFile
    let spellingLocation: SpellingLocation
    let cursorExtent: CursorExtent
    let rangeStart: RangeBound
    let rangeEnd: RangeBound
    let cursorSpelling: CursorSpelling
    let stringText: StringText
    let disposeString: DisposeString
    let propertyAttributes: PropertyAttributes

    /// The library, or why it could not be loaded.
    static let loaded: Result<LibClang, LibClangUnavailable> = load()

    static var shared: LibClang? { try? loaded.get() }

    private static func candidates() -> [String] {
        var paths: [String] = []
        // A library named explicitly is the only one tried: a silent fallback would hide a typo.
        if let explicit = getenv("RIBLINT_LIBCLANG") { return [String(cString: explicit)] }
        #if canImport(Darwin)
        paths += ["libclang.dylib", "/Library/Developer/CommandLineTools/usr/lib/libclang.dylib",
                  "/Applications/Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/lib/libclang.dylib"]
        #else
        for directory in llvmLibraryDirectories() { paths += [directory + "/libclang.so", directory + "/libclang.so.1"] }
        paths += ["libclang.so", "libclang.so.1"]
        #endif
        return paths
    }

    /// `/usr/lib/llvm-N/lib`, newest first.
    private static func llvmLibraryDirectories() -> [String] {
        guard let folder = opendir("/usr/lib") else { return [] }
        defer { closedir(folder) }
        var versions: [Int] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasPrefix("llvm-"), let version = Int(name.dropFirst(5)) { versions.append(version) }
        }
        return versions.sorted(by: >).map { "/usr/lib/llvm-\($0)/lib" }
    }

    private static func load() -> Result<LibClang, LibClangUnavailable> {
        var handle: UnsafeMutableRawPointer?
        for path in candidates() {
            handle = dlopen(path, RTLD_NOW | RTLD_LOCAL)
            if handle != nil { break }
        }
        guard let handle else {
            let named = getenv("RIBLINT_LIBCLANG").map { " at RIBLINT_LIBCLANG=" + String(cString: $0) } ?? ""
            return .failure(LibClangUnavailable(reason: "libclang not found\(named) (install libclang, or set RIBLINT_LIBCLANG to its path)"))
        }
        var missing: [String] = []
        func symbol<T>(_ name: String, as type: T.Type) -> T? {
            guard let address = dlsym(handle, name) else {
                missing.append(name)
                return nil
            }
            return unsafeBitCast(address, to: type)
        }
        let library = LibClang.make(
            createIndex: symbol("clang_createIndex", as: CreateIndex.self),
            disposeIndex: symbol("clang_disposeIndex", as: DisposeIndex.self),
            parseTranslationUnit2: symbol("clang_parseTranslationUnit2", as: ParseTranslationUnit2.self),
            disposeTranslationUnit: symbol("clang_disposeTranslationUnit", as: DisposeTranslationUnit.self),
            translationUnitCursor: symbol("clang_getTranslationUnitCursor", as: TranslationUnitCursor.self),
            visitChildren: symbol("clang_visitChildren", as: VisitChildren.self),
            cursorLocation: symbol("clang_getCursorLocation", as: CursorLocation.self),
            locationIsFromMainFile: symbol("clang_Location_isFromMainFile", as: LocationIsFromMainFile.self),
            spellingLocation: symbol("clang_getSpellingLocation", as: SpellingLocation.self),
            cursorExtent: symbol("clang_getCursorExtent", as: CursorExtent.self),
            rangeStart: symbol("clang_getRangeStart", as: RangeBound.self),
            rangeEnd: symbol("clang_getRangeEnd", as: RangeBound.self),
            cursorSpelling: symbol("clang_getCursorSpelling", as: CursorSpelling.self),
            stringText: symbol("clang_getCString", as: StringText.self),
            disposeString: symbol("clang_disposeString", as: DisposeString.self),
            propertyAttributes: symbol("clang_Cursor_getObjCPropertyAttributes", as: PropertyAttributes.self))
        guard let library, missing.isEmpty else {
            return .failure(LibClangUnavailable(reason: "libclang lacks \(missing.joined(separator: ", ")) (too old?)"))
        }
        return .success(library)
    }

    private static func make(createIndex: CreateIndex?, disposeIndex: DisposeIndex?, parseTranslationUnit2: ParseTranslationUnit2?,
                             disposeTranslationUnit: DisposeTranslationUnit?, translationUnitCursor: TranslationUnitCursor?,
                             visitChildren: VisitChildren?, cursorLocation: CursorLocation?, locationIsFromMainFile: LocationIsFromMainFile?,
                             spellingLocation: SpellingLocation?, cursorExtent: CursorExtent?, rangeStart: RangeBound?,
                             rangeEnd: RangeBound?, cursorSpelling: CursorSpelling?, stringText: StringText?,
                             disposeString: DisposeString?, propertyAttributes: PropertyAttributes?) -> LibClang? {
        guard let createIndex, let disposeIndex, let parseTranslationUnit2, let disposeTranslationUnit, let translationUnitCursor,
              let visitChildren, let cursorLocation, let locationIsFromMainFile, let spellingLocation, let cursorExtent,
              let rangeStart, let rangeEnd, let cursorSpelling, let stringText, let disposeString, let propertyAttributes else { return nil }
        return LibClang(createIndex: createIndex, disposeIndex: disposeIndex, parseTranslationUnit2: parseTranslationUnit2,
                        disposeTranslationUnit: disposeTranslationUnit, translationUnitCursor: translationUnitCursor,
                        visitChildren: visitChildren, cursorLocation: cursorLocation, locationIsFromMainFile: locationIsFromMainFile,
                        spellingLocation: spellingLocation, cursorExtent: cursorExtent, rangeStart: rangeStart, rangeEnd: rangeEnd,
                        cursorSpelling: cursorSpelling, stringText: stringText, disposeString: disposeString,
                        propertyAttributes: propertyAttributes)
    }
}

/// Why libclang could not be loaded; Objective-C files are then skipped with this reason.
public struct LibClangUnavailable: Error, Sendable, CustomStringConvertible {
    public var reason: String
    public var description: String { reason }
}

extension ObjCParser {
    /// Nil when libclang can be used; otherwise why not (Objective-C files are then skipped).
    public static var unavailableReason: String? {
        if case .failure(let problem) = LibClang.loaded { return problem.reason }
        return nil
    }
}
