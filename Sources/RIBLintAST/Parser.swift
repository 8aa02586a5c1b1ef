import RIBLintLexer

/// Builds a file's lightweight AST: declarations with signatures, bodies as byte ranges.
public enum SyntaxParser {
    public static func parse(_ source: SourceBuffer) -> FileSyntax {
        TokenScratch.borrow { scratch in
            Lexer.withTokens(source.bytes, scratch: scratch) { tokens, comments, diagnostics in
                parse(source, tokens: tokens, comments: comments, diagnostics: diagnostics)
            }
        }
    }

    /// Parses `source` and adds to `steps` the tokens the parser stepped over (its work, for
    /// tests of linear time that do not depend on the clock).
    public static func parse(_ source: SourceBuffer, countingSteps steps: inout Int) -> FileSyntax {
        let lexed = Lexer.lex(source.bytes)
        return withUnsafeMutablePointer(to: &steps) { steps in
            lexed.tokens.withUnsafeBufferPointer { tokens in
                parse(source, tokens: tokens, comments: lexed.comments, diagnostics: lexed.diagnostics, steps: steps)
            }
        }
    }

    /// The skim of a file alone: its comments and `FileSyntax.skim`, no declarations.
    public static func skimOnly(_ source: SourceBuffer, comments: [Comment], skim: FileSkim) -> FileSyntax {
        var file = FileSyntax(source: source, comments: comments)
        file.skim = skim
        file.isSkimOnly = true
        return file
    }

    /// Parses tokens of `source` that end with `.endOfFile` (from `Lexer.withTokens` or `Lexer.lex`),
    /// and skims them unless `skim` is given.
    public static func parse(_ source: SourceBuffer, tokens given: UnsafeBufferPointer<Token>, comments: [Comment],
                             diagnostics lexDiagnostics: [LexDiagnostic], skim: FileSkim? = nil,
                             steps: UnsafeMutablePointer<Int>? = nil) -> FileSyntax {
        if given.last?.kind != .endOfFile {
            let end = UInt32(source.bytes.count)
            let padded = Array(given) + [Token(kind: .endOfFile, start: end, end: end)]
            return padded.withUnsafeBufferPointer {
                parse(source, tokens: $0, comments: comments, diagnostics: lexDiagnostics, skim: skim, steps: steps)
            }
        }
        let tokens = given
        var file = FileSyntax(source: source, comments: comments)
        file.skim = skim ?? Skimmer.skim(source.bytes, tokens: given, comments: comments)
        for diagnostic in lexDiagnostics {
            file.diagnostics.append(SyntaxDiagnostic(offset: diagnostic.offset, message: diagnostic.message))
        }
        NameTable.borrow { names in source.bytes.withUnsafeBufferPointer { byteBuffer in
            var cursor = Cursor(tokens: tokens, bytes: byteBuffer, names: names)
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
        } }
        return file
    }
}
