// libFuzzer entry point for the AST builder: the declaration parser on the whole input, then the
// body parser on every body, accessor and initializer range it found. Built by
// `scripts/fuzz SECONDS ASTFuzz` (the modules file lists the lexer and the AST).
import RIBLintAST
import RIBLintLexer

enum ASTFuzzChecks {
    static func check(_ range: SourceRange, byteCount: Int, _ what: String) {
        if range.start > range.end || Int(range.end) > byteCount {
            fatalError("\(what) range \(range.start)..<\(range.end) is outside the input of \(byteCount) bytes")
        }
    }

    static func visit(_ type: TypeDecl, source: SourceBuffer) {
        check(type.range, byteCount: source.bytes.count, "type")
        check(type.bodyRange, byteCount: source.bytes.count, "type body")
        for member in type.members { visit(member, source: source) }
    }

    static func visit(_ member: MemberDecl, source: SourceBuffer) {
        switch member {
        case .type(let type):
            visit(type, source: source)
        case .function(let function):
            if let body = function.body { parseBody(body, source: source) }
        case .property(let property):
            if let block = property.accessorBlock { parseBody(block, source: source) }
            if let initializer = property.initializer { parseBody(initializer, source: source) }
        default:
            break
        }
    }

    static func parseBody(_ range: SourceRange, source: SourceBuffer) {
        check(range, byteCount: source.bytes.count, "body")
        let block = BodyParser.parse(source, range: range)
        // Walk everything, so that the queries rules use run on whatever the parser built.
        block.walk { node in
            if case .expression(let expr) = node { _ = expr.callChain }
            return true
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let source = SourceBuffer(path: "fuzz.swift", bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    let file = SyntaxParser.parse(source)
    for type in file.types { ASTFuzzChecks.visit(type, source: source) }
    for function in file.functions { ASTFuzzChecks.visit(.function(function), source: source) }
    for variable in file.variables { ASTFuzzChecks.visit(.property(variable), source: source) }
    return 0
}
