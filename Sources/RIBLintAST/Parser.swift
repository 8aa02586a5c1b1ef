import RIBLintLexer

/// Builds a file's lightweight AST: declarations with signatures, bodies as byte ranges.
public enum SyntaxParser {
    public static func parse(_ source: SourceBuffer) -> FileSyntax {
        let lexed = Lexer.lex(source.bytes)
        return parse(source, lexed: lexed)
    }

    /// Parses already lexed tokens of `source` (the driver may lex once and cache).
    public static func parse(_ source: SourceBuffer, lexed: LexedFile) -> FileSyntax {
        var tokens = lexed.tokens
        if tokens.last?.kind != .endOfFile {
            let end = UInt32(source.bytes.count)
            tokens.append(Token(kind: .endOfFile, start: end, end: end))
        }
        var file = FileSyntax(source: source, comments: lexed.comments)
        for diagnostic in lexed.diagnostics {
            file.diagnostics.append(SyntaxDiagnostic(offset: diagnostic.offset, message: diagnostic.message))
        }
        tokens.withUnsafeBufferPointer { tokenBuffer in
            source.bytes.withUnsafeBufferPointer { byteBuffer in
                var parser = DeclarationParser(cursor: Cursor(tokens: tokenBuffer, bytes: byteBuffer))
                let members = parser.parseDeclarationList(insideType: false)
                for member in members {
                    switch member {
                    case .type(let type): file.types.append(type)
                    case .function(let function): file.functions.append(function)
                    case .property(let property): file.variables.append(property)
                    case .typeAlias(let alias): file.typeAliases.append(alias)
                    case .enumCase(let enumCase):
                        parser.diagnose("enum case outside of an enum", at: enumCase.name.offset)
                    }
                }
                file.imports = parser.imports
                file.diagnostics.append(contentsOf: parser.diagnostics)
            }
        }
        return file
    }
}
