import Foundation
import RIBLintAST
import RIBLintLexer

/// One component path that a `NeedleGenerated.swift` registers, and the provider Needle's
/// generator wrote for its dependency: the generator's own answer to "who provides what".
public struct NeedleRegistration: Sendable, Hashable {
    /// Component class names, the bootstrap root first: `["AppComponent", "RootTabBarComponent"]`.
    public var path: [String]
    /// The dependency protocol the provider conforms to.
    public var dependency: String
    /// The provider's properties, each with the offset of its name in the generated file.
    public var properties: [String: UInt32]
    /// The generated file's path.
    public var file: String
}

/// Reads the registrations of a parsed `NeedleGenerated.swift`:
/// `registerProviderFactory("^->AppComponent->CartComponent", factoryX)` names a factory,
/// `factoryX` returns `CartDependency…Provider(...)`, and that class conforms to
/// `CartDependency` and declares one property per requirement. A file written by hand in that
/// shape reads the same; anything else registers nothing.
public enum NeedleGeneratedReader {
    public static func isGeneratedFile(_ path: String) -> Bool {
        path == fileName || path.hasSuffix("/" + fileName)
    }

    public static let fileName = "NeedleGenerated.swift"

    public static func registrations(in file: FileSyntax) -> [NeedleRegistration] {
        var providers: [String: (dependency: String, properties: [String: UInt32])] = [:]
        for type in file.types where type.kind == .class {
            guard let dependency = type.inheritedTypes.first?.name, !dependency.isEmpty else { continue }
            var properties: [String: UInt32] = [:]
            for case .property(let property) in type.members where !property.modifiers.contains(.private) {
                properties[property.name.text] = property.name.offset
            }
            providers[type.name.text] = (dependency, properties)
        }
        guard !providers.isEmpty else { return [] }
        var factories: [String: String] = [:]
        var calls: [(path: String, factory: String)] = []
        for function in file.functions {
            guard let body = function.body else { continue }
            let block = BodyParser.parse(file.source, range: body)
            block.walk { node in
                switch node {
                case .statement(.jump(_, let value?)):
                    if case .call(let call) = value, case .identifier(let name) = call.callee, providers[name.text] != nil {
                        factories[function.name.text] = name.text
                    }
                case .expression(.call(let call)):
                    guard call.name?.text == "registerProviderFactory", call.arguments.count == 2,
                          case .string(_, let range) = call.arguments[0].value,
                          case .identifier(let factory) = call.arguments[1].value else { break }
                    calls.append((literalText(range, in: file.source), factory.text))
                default:
                    break
                }
                return true
            }
        }
        return calls.compactMap { call in
            guard let providerClass = factories[call.factory], let provider = providers[providerClass] else { return nil }
            let path = call.path.split(separator: "^").joined().components(separatedBy: "->").filter { !$0.isEmpty }
            return NeedleRegistration(path: path, dependency: provider.dependency, properties: provider.properties,
                                      file: file.source.path)
        }
    }

    /// The text between a string literal's quotes.
    private static func literalText(_ range: SourceRange, in source: SourceBuffer) -> String {
        let text = source.text(Int(range.start)..<Int(range.end))
        return text.trimmingCharacters(in: ["\""])
    }
}
