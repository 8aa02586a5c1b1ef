import RIBLintLexer

/// Renders a file's declarations for `riblint debug ast FILE [--format json]`. Keys always come
/// in the same order so that dumps can be diffed.
public enum ASTDump {
    /// A JSON object: `imports`, `types`, `functions`, `variables`, `typeAliases`, `diagnostics`.
    public static func json(_ file: FileSyntax) -> String {
        var writer = JSONWriter(source: file.source)
        writer.objectStart()
        writer.key("path"); writer.string(file.source.path)
        writer.key("imports")
        writer.array(file.imports) { w, decl in
            w.objectStart()
            w.key("path"); w.string(decl.path)
            w.key("attributes"); w.strings(decl.attributes)
            w.location(decl.offset)
            w.objectEnd()
        }
        writer.key("types"); writer.array(file.types) { w, type in w.type(type) }
        writer.key("functions"); writer.array(file.functions) { w, function in w.function(function) }
        writer.key("variables"); writer.array(file.variables) { w, property in w.property(property) }
        writer.key("typeAliases"); writer.array(file.typeAliases) { w, alias in w.typeAlias(alias) }
        writer.key("diagnostics")
        writer.array(file.diagnostics) { w, diagnostic in
            w.objectStart()
            w.key("message"); w.string(diagnostic.message)
            w.location(diagnostic.offset)
            w.objectEnd()
        }
        writer.objectEnd()
        writer.output += "\n"
        return writer.output
    }

    /// An indented outline: one line per declaration, `line:column kind name ...`.
    public static func text(_ file: FileSyntax) -> String {
        var output = ""
        func location(_ offset: UInt32) -> String {
            let (line, column) = file.source.location(of: offset)
            return "\(line):\(column)"
        }
        func ifConfigSuffix(_ path: [IfConfigBranch]) -> String {
            path.isEmpty ? "" : " #if[" + path.map { "\($0.index):\($0.condition ?? "else")" }.joined(separator: ", ") + "]"
        }
        func member(_ decl: MemberDecl, indent: String) {
            switch decl {
            case .type(let type): typeDecl(type, indent: indent)
            case .function(let function):
                var line = "\(indent)\(location(function.name.offset)) \(function.kind.rawValue) \(function.selector)"
                if let returnType = function.returnType { line += " -> \(returnType.text)" }
                if !function.effects.isEmpty { line += " [\(function.effects.joined(separator: " "))]" }
                if let body = function.body { line += " body \(location(body.start))-\(location(body.end))" }
                output += line + modifiersSuffix(function.modifiers, function.attributes) + ifConfigSuffix(function.ifConfig) + "\n"
            case .property(let property):
                var line = "\(indent)\(location(property.name.offset)) \(property.isLet ? "let" : "var") \(property.name.text)"
                if let type = property.type { line += ": \(type.text)" }
                if property.initializer != nil { line += " = ..." }
                if property.isComputed { line += " (computed)" }
                if !property.accessors.isEmpty { line += " {\(property.accessors.joined(separator: " "))}" }
                output += line + modifiersSuffix(property.modifiers, property.attributes) + ifConfigSuffix(property.ifConfig) + "\n"
            case .enumCase(let enumCase):
                let values = enumCase.associatedValues.isEmpty ? "" :
                    "(" + enumCase.associatedValues.map { ($0.label.map { $0 + ": " } ?? "") + ($0.type?.text ?? "") }.joined(separator: ", ") + ")"
                output += "\(indent)\(location(enumCase.name.offset)) case \(enumCase.name.text)\(values)\(ifConfigSuffix(enumCase.ifConfig))\n"
            case .typeAlias(let alias):
                output += "\(indent)\(location(alias.name.offset)) \(alias.isAssociatedType ? "associatedtype" : "typealias") \(alias.name.text)"
                    + (alias.type.map { " = \($0.text)" } ?? "") + ifConfigSuffix(alias.ifConfig) + "\n"
            }
        }
        func typeDecl(_ type: TypeDecl, indent: String) {
            var line = "\(indent)\(location(type.name.offset)) \(type.kind.rawValue) \(type.extendedType?.text ?? type.name.text)"
            if !type.genericParameters.isEmpty { line += "<\(type.genericParameters.joined(separator: ", "))>" }
            if !type.inheritedTypes.isEmpty { line += ": " + type.inheritedTypes.map(\.text).joined(separator: ", ") }
            if let whereClause = type.whereClause { line += " where \(whereClause)" }
            output += line + modifiersSuffix(type.modifiers, type.attributes) + ifConfigSuffix(type.ifConfig) + "\n"
            for child in type.members { member(child, indent: indent + "  ") }
        }
        for decl in file.imports { output += "\(location(decl.offset)) import \(decl.path)\n" }
        for type in file.types { typeDecl(type, indent: "") }
        for function in file.functions { member(.function(function), indent: "") }
        for variable in file.variables { member(.property(variable), indent: "") }
        for alias in file.typeAliases { member(.typeAlias(alias), indent: "") }
        for diagnostic in file.diagnostics { output += "\(location(diagnostic.offset)) error: \(diagnostic.message)\n" }
        return output
    }

    static func modifierNames(_ modifiers: Modifiers) -> [String] {
        let table: [(Modifiers, String)] = [
            (.private, "private"), (.fileprivate, "fileprivate"), (.internal, "internal"), (.public, "public"),
            (.open, "open"), (.restrictedSetter, "restrictedSetter"), (.static, "static"), (.class, "class"),
            (.final, "final"), (.override, "override"), (.weak, "weak"), (.unowned, "unowned"),
            (.unownedUnsafe, "unownedUnsafe"), (.lazy, "lazy"), (.mutating, "mutating"), (.nonmutating, "nonmutating"),
            (.required, "required"), (.convenience, "convenience"), (.dynamic, "dynamic"), (.optional, "optional"),
            (.nonisolated, "nonisolated"), (.indirect, "indirect"),
        ]
        return table.filter { modifiers.contains($0.0) }.map(\.1)
    }

    private static func modifiersSuffix(_ modifiers: Modifiers, _ attributes: [String]) -> String {
        let words = attributes + modifierNames(modifiers)
        return words.isEmpty ? "" : " [" + words.joined(separator: " ") + "]"
    }
}

/// A small JSON writer with a fixed key order (the order of the calls).
private struct JSONWriter {
    let source: SourceBuffer
    var output = ""
    private var needsComma = false

    init(source: SourceBuffer) { self.source = source }

    mutating func objectStart() { separator(); output += "{"; needsComma = false }
    mutating func objectEnd() { output += "}"; needsComma = true }

    mutating func key(_ name: String) {
        separator()
        output += "\"\(name)\":"
        needsComma = false
    }

    private mutating func separator() {
        if needsComma { output += "," }
    }

    mutating func string(_ value: String) {
        separator()
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
        needsComma = true
    }

    mutating func raw(_ value: String) { separator(); output += value; needsComma = true }
    mutating func bool(_ value: Bool) { raw(value ? "true" : "false") }
    mutating func int(_ value: Int) { raw(String(value)) }

    mutating func strings(_ values: [String]) { array(values) { w, value in w.string(value) } }

    mutating func array<T>(_ values: [T], _ element: (inout JSONWriter, T) -> Void) {
        separator()
        output += "["
        needsComma = false
        for value in values { element(&self, value) }
        output += "]"
        needsComma = true
    }

    mutating func location(_ offset: UInt32) {
        let (line, column) = source.location(of: offset)
        key("line"); int(line)
        key("column"); int(column)
    }

    mutating func range(_ name: String, _ range: SourceRange?) {
        key(name)
        guard let range else { raw("null"); return }
        let start = source.location(of: range.start)
        let end = source.location(of: range.end)
        output += "\"\(start.line):\(start.column)-\(end.line):\(end.column)\""
        needsComma = true
    }

    mutating func typeRef(_ type: TypeRef?) {
        guard let type else { raw("null"); return }
        objectStart()
        key("text"); string(type.text)
        key("name"); string(type.name)
        key("isOptional"); bool(type.isOptional)
        key("genericArguments"); array(type.genericArguments) { w, argument in w.typeRef(argument) }
        objectEnd()
    }

    mutating func ifConfig(_ path: [IfConfigBranch]) {
        key("ifConfig")
        array(path) { w, branch in
            w.objectStart()
            w.key("condition")
            if let condition = branch.condition { w.string(condition) } else { w.raw("null") }
            w.key("index"); w.int(branch.index)
            w.objectEnd()
        }
    }

    mutating func common(_ modifiers: Modifiers, _ attributes: [String]) {
        key("modifiers"); strings(ASTDump.modifierNames(modifiers))
        key("attributes"); strings(attributes)
    }

    mutating func type(_ type: TypeDecl) {
        objectStart()
        key("kind"); string(type.kind.rawValue)
        key("name"); string(type.name.text)
        location(type.name.offset)
        key("extendedType"); typeRef(type.extendedType)
        key("genericParameters"); strings(type.genericParameters)
        key("inheritedTypes"); array(type.inheritedTypes) { w, inherited in w.typeRef(inherited) }
        key("whereClause")
        if let whereClause = type.whereClause { string(whereClause) } else { raw("null") }
        common(type.modifiers, type.attributes)
        range("body", type.bodyRange)
        ifConfig(type.ifConfig)
        key("members")
        array(type.members) { w, member in w.member(member) }
        objectEnd()
    }

    mutating func member(_ member: MemberDecl) {
        switch member {
        case .type(let type): self.type(type)
        case .function(let function): self.function(function)
        case .property(let property): self.property(property)
        case .typeAlias(let alias): typeAlias(alias)
        case .enumCase(let enumCase):
            objectStart()
            key("kind"); string("case")
            key("name"); string(enumCase.name.text)
            location(enumCase.name.offset)
            key("associatedValues"); array(enumCase.associatedValues) { w, parameter in w.parameter(parameter) }
            ifConfig(enumCase.ifConfig)
            objectEnd()
        }
    }

    mutating func parameter(_ parameter: Parameter) {
        objectStart()
        key("label")
        if let label = parameter.label { string(label) } else { raw("null") }
        key("name"); string(parameter.name)
        key("type"); typeRef(parameter.type)
        key("hasDefault"); bool(parameter.hasDefault)
        objectEnd()
    }

    mutating func function(_ function: FunctionDecl) {
        objectStart()
        key("kind"); string(function.kind.rawValue)
        key("name"); string(function.name.text)
        location(function.name.offset)
        key("selector"); string(function.selector)
        key("genericParameters"); strings(function.genericParameters)
        key("parameters"); array(function.parameters) { w, parameter in w.parameter(parameter) }
        key("returnType"); typeRef(function.returnType)
        key("effects"); strings(function.effects)
        common(function.modifiers, function.attributes)
        range("body", function.body)
        ifConfig(function.ifConfig)
        objectEnd()
    }

    mutating func property(_ property: PropertyDecl) {
        objectStart()
        key("kind"); string(property.isLet ? "let" : "var")
        key("name"); string(property.name.text)
        location(property.name.offset)
        key("type"); typeRef(property.type)
        key("isComputed"); bool(property.isComputed)
        key("accessors"); strings(property.accessors)
        common(property.modifiers, property.attributes)
        range("initializer", property.initializer)
        range("accessorBlock", property.accessorBlock)
        ifConfig(property.ifConfig)
        objectEnd()
    }

    mutating func typeAlias(_ alias: TypeAliasDecl) {
        objectStart()
        key("kind"); string(alias.isAssociatedType ? "associatedtype" : "typealias")
        key("name"); string(alias.name.text)
        location(alias.name.offset)
        key("type"); typeRef(alias.type)
        key("inheritedTypes"); array(alias.inheritedTypes) { w, inherited in w.typeRef(inherited) }
        key("modifiers"); strings(ASTDump.modifierNames(alias.modifiers))
        ifConfig(alias.ifConfig)
        objectEnd()
    }
}
