import CClang
import Foundation
import RIBLintAST
import RIBLintLexer

/// Reads Objective-C headers and sources (`.h`, `.m`, `.mm`) through libclang into the same
/// lightweight AST as Swift: `@interface` becomes a class, a category or class extension an
/// extension, `@protocol` a protocol, `@property` a property whose ownership attribute becomes
/// a modifier (`weak` -> `.weak`; `assign`/`unsafe_unretained` -> `.unownedUnsafe`; `strong`,
/// `retain`, `copy` or none -> strong). The type index, the RIB model and the rules then treat
/// both languages alike.
///
/// Files are parsed alone, from memory only: `IncludeBlanking` takes every `#import`,
/// `#include`, `@import` and pragma out of the buffer first (keeping offsets), there is no
/// include search path at all, and `KeepGoing` keeps what clang recovers past unknown types, so
/// a header whose `#import <UIKit/UIKit.h>` is gone still yields every declaration, and no
/// `#include "/dev/zero"` or FIFO is ever opened.
public final class ObjCParser {
    private let index: CXIndex
    private let clang: LibClang

    /// One parser per thread: a `CXIndex` is not to be shared between threads. Nil when libclang
    /// cannot be loaded (`unavailableReason` says why).
    public init?() {
        guard let clang = LibClang.shared else { return nil }
        ObjCParser.configureLibclangOnce
        guard let index = clang.createIndex(0, 0) else { return nil }
        self.clang = clang
        self.index = index
    }

    /// libclang runs each parse on a thread of its own under LLVM's crash recovery, whose global
    /// state serialises parses: two threads were slower than one (measured: 2.4 s against 2.1 s
    /// for 600 files; 1.45 s with both off). Parses run on our worker threads instead. A user can
    /// still set the variables to 0 to get libclang's defaults back.
    private static let configureLibclangOnce: Void = {
        setenv("LIBCLANG_NOTHREADS", "1", 0)
        setenv("LIBCLANG_DISABLE_CRASH_RECOVERY", "1", 0)
    }()

    deinit {
        clang.disposeIndex(index)
    }

    public static func isObjectiveCPath(_ path: String) -> Bool {
        path.hasSuffix(".h") || path.hasSuffix(".m") || path.hasSuffix(".mm")
    }

    public func parse(_ source: SourceBuffer) -> FileSyntax {
        var file = FileSyntax(source: source)
        let isCPlusPlus = source.path.hasSuffix(".mm")
        // ARC parses on Linux need an Apple Objective-C runtime named, or clang refuses them.
        let preludePath = "/riblint-prelude/\(UInt(bitPattern: ObjectIdentifier(self).hashValue)).h"
        let prelude = Array(ObjCPrelude.declarations(for: source.bytes).utf8) + [0]
        let arguments = [
            "-x", isCPlusPlus ? "objective-c++" : "objective-c",
            "-fobjc-arc", "-fobjc-runtime=ios-13.0", "-fsyntax-only", "-w",
            // No include search at all: every #import fails fast instead of walking the system's
            // include folders, which is most of a parse's time.
            "-nostdinc", "-nostdinc++", "-nobuiltininc", "-fno-spell-checking", "-fno-trigraphs", "-fno-modules",
            // Through -Xclang: the driver's own -include looks for a precompiled `<path>.pch` or
            // `.gch` on disk first, and nothing may be read from disk.
            "-Xclang", "-include", "-Xclang", preludePath,
        ]
        let options = CXTranslationUnit_KeepGoing.rawValue
            | CXTranslationUnit_SkipFunctionBodies.rawValue
            | CXTranslationUnit_Incomplete.rawValue
        // libclang wants NUL-terminated contents with an explicit length; nothing in them may
        // name a file for it to open.
        var contents = IncludeBlanking.blanked(source.bytes)
        contents.append(0)
        // A virtual directory: `#import "Neighbour.h"` must not pull real files from disk (the
        // parse stays fast, and the same for staged content), while the prelude still applies.
        let path = "/riblint-virtual/" + source.path
        var unit: CXTranslationUnit?
        let status: CXErrorCode = path.withCString { cPath in
            preludePath.withCString { cPrelude in
                contents.withUnsafeBufferPointer { buffer in
                    prelude.withUnsafeBufferPointer { preludeBuffer in
                        buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { text in
                            preludeBuffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: preludeBuffer.count) { preludeText in
                                var unsaved = [
                                    CXUnsavedFile(Filename: cPath, Contents: text, Length: UInt(source.bytes.count)),
                                    CXUnsavedFile(Filename: cPrelude, Contents: preludeText, Length: UInt(prelude.count - 1)),
                                ]
                                return withCStrings(arguments) { argv in
                                    clang.parseTranslationUnit2(index, cPath, argv, Int32(arguments.count), &unsaved, 2, UInt32(options), &unit)
                                }
                            }
                        }
                    }
                }
            }
        }
        guard status == CXError_Success, let unit else {
            file.diagnostics.append(SyntaxDiagnostic(offset: 0, message: "libclang could not parse this file (error \(status.rawValue))"))
            return file
        }
        defer { clang.disposeTranslationUnit(unit) }
        var collector = DeclarationCollector(source: source, clang: clang)
        collector.collect(clang.translationUnitCursor(unit))
        file.types = collector.types
        file.comments = Self.comments(in: source)
        return file
    }

    /// Comments of an Objective-C file, for suppressions. The Swift lexer tokenizes C-family
    /// comments the same way (`//`, `/* */`); nesting differs but never matters for a
    /// `// riblint:` line comment.
    static func comments(in source: SourceBuffer) -> [Comment] {
        Lexer.lex(source.bytes).comments
    }
}

/// Walks the top-level cursors of the main file and builds type declarations.
private struct DeclarationCollector {
    let source: SourceBuffer
    let clang: LibClang
    var types: [TypeDecl] = []

    init(source: SourceBuffer, clang: LibClang) {
        self.source = source
        self.clang = clang
    }

    mutating func collect(_ root: CXCursor) {
        for cursor in children(of: root) where clang.locationIsFromMainFile(clang.cursorLocation(cursor)) != 0 {
            switch cursor.kind {
            case CXCursor_ObjCInterfaceDecl:
                types.append(typeDecl(cursor, kind: .class, name: spelling(cursor)))
            case CXCursor_ObjCCategoryDecl:
                let extended = children(of: cursor).first { $0.kind == CXCursor_ObjCClassRef }.map(spelling) ?? ""
                types.append(typeDecl(cursor, kind: .extension, name: extended))
            case CXCursor_ObjCProtocolDecl:
                types.append(typeDecl(cursor, kind: .protocol, name: spelling(cursor)))
            default:
                continue
            }
        }
    }

    private func typeDecl(_ cursor: CXCursor, kind: TypeKind, name: String) -> TypeDecl {
        var inherited: [TypeRef] = []
        var members: [MemberDecl] = []
        for child in children(of: cursor) {
            switch child.kind {
            case CXCursor_ObjCSuperClassRef, CXCursor_ObjCProtocolRef:
                let text = spelling(child)
                inherited.append(TypeRef(text: text, name: text, offset: offset(of: child)))
            case CXCursor_ObjCPropertyDecl:
                members.append(.property(property(child)))
            default:
                continue
            }
        }
        let nameOffset = offset(of: cursor)
        let range = extent(of: cursor)
        return TypeDecl(kind: kind, name: Name(name, offset: nameOffset), inheritedTypes: inherited,
                        attributes: ["@objc"], members: members, range: range, bodyRange: range)
    }

    private func property(_ cursor: CXCursor) -> PropertyDecl {
        let attributes = clang.propertyAttributes(cursor, 0)
        func has(_ flag: CXObjCPropertyAttrKind) -> Bool { attributes & flag.rawValue != 0 }
        var modifiers: Modifiers = []
        var written: [String] = []
        if has(CXObjCPropertyAttr_weak) { modifiers.insert(.weak); written.append("weak") }
        if has(CXObjCPropertyAttr_assign) { modifiers.insert(.unownedUnsafe); written.append("assign") }
        if has(CXObjCPropertyAttr_unsafe_unretained) { modifiers.insert(.unownedUnsafe); written.append("unsafe_unretained") }
        if has(CXObjCPropertyAttr_strong) { written.append("strong") }
        if has(CXObjCPropertyAttr_retain) { written.append("retain") }
        if has(CXObjCPropertyAttr_copy) { written.append("copy") }
        if has(CXObjCPropertyAttr_class) { modifiers.insert(.class) }
        let range = extent(of: cursor)
        let nameOffset = offset(of: cursor)
        let typeText = Self.typeText(declaration: source.text(Int(range.start)..<Int(nameOffset)))
        return PropertyDecl(
            name: Name(spelling(cursor), offset: nameOffset),
            isLet: has(CXObjCPropertyAttr_readonly),
            type: Self.typeRef(typeText, offset: range.start),
            modifiers: modifiers,
            attributes: written.map { "@objc(\($0))" },
            range: range
        )
    }

    /// `@property (nonatomic, weak) id<FooListener> ` -> `id<FooListener>`.
    static func typeText(declaration: String) -> String {
        var text = Substring(declaration)
        if let at = text.range(of: "@property") { text = text[at.upperBound...] }
        text = text.drop { $0 == " " || $0 == "\t" || $0 == "\n" }
        if text.first == "(", let close = text.firstIndex(of: ")") { text = text[text.index(after: close)...] }
        let words = text.split { $0 == " " || $0 == "\t" || $0 == "\n" }
            .filter { !["nullable", "nonnull", "_Nullable", "_Nonnull", "__nullable", "__nonnull", "null_unspecified"].contains($0) }
        return words.joined(separator: " ").replacingOccurrences(of: " *", with: "*")
    }

    /// The nominal name rules match on: the protocol of `id<P>` / `NSObject<P> *`, else the class.
    static func typeRef(_ text: String, offset: UInt32) -> TypeRef {
        if let open = text.firstIndex(of: "<"), let close = text.lastIndex(of: ">"), open < close {
            let protocols = text[text.index(after: open)..<close].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            let base = String(text[..<open]).trimmingCharacters(in: .whitespaces)
            return TypeRef(text: text, name: protocols.first ?? base,
                           genericArguments: protocols.map { TypeRef(text: $0, name: $0, offset: offset) }, offset: offset)
        }
        let name = text.filter { $0 != "*" }.trimmingCharacters(in: .whitespaces)
        return TypeRef(text: text, name: name, offset: offset)
    }

    private func spelling(_ cursor: CXCursor) -> String {
        string(clang.cursorSpelling(cursor))
    }

    private func offset(of cursor: CXCursor) -> UInt32 {
        var offset: UInt32 = 0
        clang.spellingLocation(clang.cursorLocation(cursor), nil, nil, nil, &offset)
        return offset
    }

    private func extent(of cursor: CXCursor) -> SourceRange {
        let extent = clang.cursorExtent(cursor)
        var start: UInt32 = 0
        var end: UInt32 = 0
        clang.spellingLocation(clang.rangeStart(extent), nil, nil, nil, &start)
        clang.spellingLocation(clang.rangeEnd(extent), nil, nil, nil, &end)
        return SourceRange(start: start, end: max(start, end))
    }
}

private extension DeclarationCollector {
    func children(of cursor: CXCursor) -> [CXCursor] {
        clang.children(of: cursor)
    }

    func string(_ value: CXString) -> String {
        clang.string(value)
    }
}

private extension LibClang {
    func children(of cursor: CXCursor) -> [CXCursor] {
        var result: [CXCursor] = []
        withUnsafeMutablePointer(to: &result) { pointer in
            _ = visitChildren(cursor, { child, _, data in
                data!.assumingMemoryBound(to: [CXCursor].self).pointee.append(child)
                return CXChildVisit_Continue
            }, pointer)
        }
        return result
    }

    func string(_ value: CXString) -> String {
        defer { disposeString(value) }
        guard let text = stringText(value) else { return "" }
        return String(cString: text)
    }
}

private func withCStrings<R>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R) -> R {
    let pointers = strings.map { strdup($0) }
    defer { pointers.forEach { free($0) } }
    let constant = pointers.map { UnsafePointer($0) }
    return constant.withUnsafeBufferPointer { body($0.baseAddress!) }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
