import RIBLintLexer

/// Builds a file's lightweight AST: declarations with signatures, bodies as byte ranges.
public enum SyntaxParser {
    public static func parse(_ source: SourceBuffer) -> FileSyntax {
        let lexed = Lexer.lex(source.bytes)
        return parse(source, lexed: lexed)
    }

    /// Parses `source` and adds to `steps` the tokens the parser stepped over (its work, for
    /// tests of linear time that do not depend on the clock).
    public static func parse(_ source: SourceBuffer, countingSteps steps: inout Int) -> FileSyntax {
        withUnsafeMutablePointer(to: &steps) { parse(source, lexed: Lexer.lex(source.bytes), steps: $0) }
    }

    /// The skim of `source` alone: comments and `FileSyntax.skim`, no declarations.
    public static func skimOnly(_ source: SourceBuffer, lexed: LexedFile, skim: FileSkim? = nil) -> FileSyntax {
        var file = FileSyntax(source: source, comments: lexed.comments)
        file.skim = skim ?? Skimmer.skim(source, lexed: lexed)
        file.isSkimOnly = true
        return file
    }

    /// Parses already lexed tokens of `source` (the driver may lex once and cache).
    public static func parse(_ source: SourceBuffer, lexed: LexedFile, skim: FileSkim? = nil) -> FileSyntax {
        parse(source, lexed: lexed, steps: nil, skim: skim)
    }

    static func parse(_ source: SourceBuffer, lexed: LexedFile, steps: UnsafeMutablePointer<Int>?, skim: FileSkim? = nil) -> FileSyntax {
        var tokens = lexed.tokens
        if tokens.last?.kind != .endOfFile {
            let end = UInt32(source.bytes.count)
            tokens.append(Token(kind: .endOfFile, start: end, end: end))
        }
        var file = FileSyntax(source: source, comments: lexed.comments)
        file.skim = skim ?? Skimmer.skim(source, lexed: lexed)
        for diagnostic in lexed.diagnostics {
            file.diagnostics.append(SyntaxDiagnostic(offset: diagnostic.offset, message: diagnostic.message))
        }
        tokens.withUnsafeBufferPointer { tokenBuffer in
            source.bytes.withUnsafeBufferPointer { byteBuffer in
                var cursor = Cursor(tokens: tokenBuffer, bytes: byteBuffer)
                cursor.steps = steps
                var parser = DeclarationParser(cursor: cursor)
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
