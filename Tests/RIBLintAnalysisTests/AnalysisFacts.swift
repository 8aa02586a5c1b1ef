import Foundation
import RIBLintAST
import RIBLintAnalysis
import RIBLintCore
import RIBLintDriver
import RIBLintModel
import RIBLintTestSupport

/// One fact an analysis states about a line: `subscription subscribe confined`.
struct Fact: Hashable, Comparable, CustomStringConvertible {
    var file: String
    var line: Int
    var text: String

    static func < (a: Fact, b: Fact) -> Bool { (a.file, a.line, a.text) < (b.file, b.line, b.text) }
    var description: String { "\(file):\(line): \(text)" }

    /// The `// fact: a; b` markers of one file: several facts on a line are separated by `;`.
    static func parse(file: String, text: String) -> [Fact] {
        var result: [Fact] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let range = line.range(of: "// fact:") else { continue }
            for item in line[range.upperBound...].split(separator: ";") {
                let text = item.trimmingCharacters(in: .whitespaces)
                if !text.isEmpty { result.append(Fact(file: file, line: index + 1, text: text)) }
            }
        }
        return result
    }
}

/// Renders an analysis result as facts at lines, in the words the fixtures' markers use.
enum FactRenderer {
    static func facts(of analyzer: String, results: AnalysisResults, model: ProjectModel) -> [Fact] {
        let declared = Set(AnalyzerRegistry.all.map(AnalyzerKey.init))
        func at(_ file: FileIndex, _ offset: UInt32, _ text: String) -> Fact {
            let source = model.files[file].source
            return Fact(file: source.path, line: source.location(of: offset).line, text: text)
        }
        func atType(_ type: TypeID, _ text: String) -> Fact {
            let location = model.location(of: type)
            return at(location.file, location.offset, text)
        }
        var facts: [Fact] = []
        switch analyzer {
        case SubscriptionSitesAnalyzer.name:
            let sites = results.result(of: SubscriptionSitesAnalyzer.self, readBy: "test", declared: declared)
            for type in sites.scansByType.keys {
                for site in sites.sites(of: type) {
                    facts.append(at(site.file, site.name.offset,
                                    "subscription \(site.name.text) \(fate(site.flow))" + (site.completesAtOnce ? " completes" : "")))
                }
            }
        case DisposableConfinementAnalyzer.name:
            let confinement = results.result(of: DisposableConfinementAnalyzer.self, readBy: "test", declared: declared)
            for (type, analysis) in confinement {
                let released = analysis.releasedProperties.sorted()
                facts.append(atType(type, "releases " + (released.isEmpty ? "nothing" : released.joined(separator: ", "))))
            }
        case RouterChildEventsAnalyzer.name:
            let routing = results.result(of: RouterChildEventsAnalyzer.self, readBy: "test", declared: declared)
            for router in routing.routingClasses {
                guard let events = routing.events[router] else { continue }
                for function in events.ownFunctions {
                    for call in function.attaches { facts.append(at(function.file, call.name.offset, "attach " + describe(call))) }
                    for call in function.detaches { facts.append(at(function.file, call.name.offset, "detach " + describe(call))) }
                    if routing.onlyAtLoad[router]?.contains(function.name) == true, function.function.kind == .function {
                        facts.append(at(function.file, function.function.name.offset, "only-at-load"))
                    }
                    if routing.onlyAtTeardown[router]?.contains(function.name) == true {
                        facts.append(at(function.file, function.function.name.offset, "only-at-teardown"))
                    }
                }
            }
        case RIBOwnershipAnalyzer.name:
            let ownership = results.result(of: RIBOwnershipAnalyzer.self, readBy: "test", declared: declared)
            for type in model.types.ids {
                switch ownership.ownership.owner(of: type) {
                case .part(let rib)?: facts.append(atType(type, "part-of \(model[rib].name)"))
                case .declaredIn(let ribs)?: facts.append(atType(type, "declared-in " + ribs.map { model[$0].name }.sorted().joined(separator: ", ")))
                case nil: break
                }
            }
            for (rib, types) in ownership.passedDown where !types.isEmpty {
                guard let dependency = model[rib].dependency else { continue }
                facts.append(atType(dependency, "hands-down " + types.map { model[$0].name }.sorted().joined(separator: ", ")))
            }
        default:
            break
        }
        return facts
    }

    private static func fate(_ flow: DisposableFlow) -> String {
        if flow.confinement != nil { return "confined" }
        if let container = flow.container { return "into \(name(container.target))" }
        switch flow.destination {
        case .statement, .discarded: return "dropped"
        case .property(let name): return "kept-in \(name)"
        case .local(let name): return "local \(name)"
        case .container(let call, let target): return "\(call) \(name(target))"
        case .returned: return "returned"
        case .closureResult: return "closure-result"
        case .argument(let call): return "argument-of \(call ?? "?")"
        case .other: return "other"
        }
    }

    private static func name(_ ref: ValueRef) -> String {
        switch ref {
        case .property(let name): return name
        case .local(let name): return "local " + name
        case .unknown: return "unknown"
        }
    }

    private static func describe(_ call: RouterFunctionEvents.ChildCall) -> String {
        if let property = call.property { return property }
        if call.isParameter { return "parameter" }
        return "other"
    }
}
