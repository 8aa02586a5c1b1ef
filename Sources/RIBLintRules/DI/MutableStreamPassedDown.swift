import RIBLintAST
import RIBLintCore
import RIBLintModel

/// `di/mutable-stream-passed-down`: a dependency requirement typed as a mutable stream.
enum MutableStreamPassedDown: Rule {
    static let description = RuleDescription(
        id: "di/mutable-stream-passed-down",
        defaultSeverity: .warning,
        summary: "a dependency requirement whose type is a mutable stream (subject, relay, Mutable...Stream)",
        rationale: """
            Streams flow down the tree read-only: the parent owns the state and publishes it; \
            children observe. A child that receives a subject, a relay or a `MutableXStream` can \
            push values into its parent's state behind the parent's back, and the listener interface \
            no longer describes how data flows up. Require the read-only side (`Observable<T>`, \
            `AnyPublisher<T, Never>`, `XStream`) and report changes through the listener. The \
            mutable types are `framework.mutableStreamTypes` in rules.json, plus any name of the form \
            `Mutable...Stream`. A root RIB that itself, or through a RIB below it, writes the stream \
            (`onNext`, `accept`, `send`, `update...`, `.value =`) owns that state and is not \
            reported; a default in a protocol extension is no requirement.
            """,
        nonTriggeringExamples: [
            RuleExample("""
                protocol ScoreboardDependency: Dependency {
                    var scores: Observable<[Int]> { get }
                    var moves: AnyPublisher<String, Never> { get }
                    var scoreStream: ScoreStream { get }
                }
                """),
        ],
        triggeringExamples: [
            RuleExample("""
                protocol ScoreboardDependency: Dependency {
                    var ↓mutableScoreStream: MutableScoreStream { get }
                    var ↓scoreSubject: PublishSubject<Int> { get }
                    var ↓moves: PassthroughSubject<String, Never>? { get }
                }
                """),
        ]
    )

    static func check(_ pass: RulePass) {
        let model = pass.model
        let mutable = Set(pass.vocabulary.mutableStreamTypes)
        for id in model.types(withRole: .dependency) where model[id].kind == .protocol {
            let info = model[id]
            let ribID = model.rib(containing: id)
            let rib = ribID.map { model[$0].name }
            var written: WrittenStreams?
            // A default in a protocol extension is no requirement: only the protocol's own members.
            for member in info.members where member.extensionIndex == nil {
                guard let property = member.property, let type = property.type else { continue }
                let name = String(TypeText.nominalName(type.text).split(separator: ".").last ?? "")
                guard mutable.contains(name) || isMutableStreamName(name) else { continue }
                // A root RIB (its provider is outside the tree) that itself, or through a RIB below
                // it, writes the stream owns that state: no parent's state changes behind its back.
                // Below the root, a child writing its parent's stream is the very problem.
                if let ribID, model.tree.isRoot(ribID) {
                    if written == nil { written = streamsWritten(inSubtreeOf: ribID, model: model) }
                    // By the requirement's name, or by a stored property of the same type that a
                    // part writes (`private let scores: MutableScoreStream` in the interactor).
                    if written!.names.contains(property.name.text) || written!.types.contains(TypeText.normalise(type.text)) { continue }
                }
                pass.report(message(property: property.name.text, type: type.text, protocol: info.name),
                            in: model.files[member.file].source, at: property.name.offset, rib: rib)
            }
        }
    }

    /// Methods that push into a stream: `onNext`, `accept`, `send`, `update...`.
    static let writeVerbs = ["onNext", "accept", "send", "update"]

    /// The names of the streams that a RIB's parts or its descendants' parts write: `x.onNext(...)`,
    /// `x.accept(...)`, `x.send(...)`, `x.update...(...)`, `x.value = ...`, through `self.`,
    /// `dependency.`, `component.`, `?` and `!`.
    struct WrittenStreams {
        /// Receivers written (`scores` in `scores.onNext(1)`).
        var names: Set<String> = []
        /// Declared types (normalised, generic arguments included) of the written receivers that
        /// are stored properties of the writing part.
        var types: Set<String> = []
    }

    static func streamsWritten(inSubtreeOf rib: RIBID, model: ProjectModel) -> WrittenStreams {
        var result = WrittenStreams()
        let ribs = [rib] + model.tree.descendants(of: rib).sorted()
        for id in ribs {
            for part in model[id].parts where part.role.isClassRole {
                var storedTypes: [String: String] = [:]
                for member in model.types.membersIncludingInherited(of: part.type, visibleFrom: nil) {
                    guard let property = member.property, let type = property.type else { continue }
                    storedTypes[property.name.text] = TypeText.normalise(type.text)
                }
                var written: Set<String> = []
                defer {
                    result.names.formUnion(written)
                    for name in written { if let type = storedTypes[name] { result.types.insert(type) } }
                }
                for (_, block) in model.memberBodies(of: part.type) {
                    block.walk { node in
                        switch node {
                        case .expression(.call(let call)):
                            if case .member(let base?, let verb) = call.callee,
                               writeVerbs.contains(where: { verb.text.hasPrefix($0) }), let name = lastName(of: base) {
                                written.insert(name)
                            }
                        case .statement(.assignment(let assignment)):
                            if case .member(let base?, let member) = assignment.target, member.text == "value",
                               let name = lastName(of: base) {
                                written.insert(name)
                            }
                        default:
                            break
                        }
                        return true
                    }
                }
            }
        }
        return result
    }

    /// `scores`, `self.scores`, `dependency.scores`, `scores?`, `scores!` -> `scores`.
    private static func lastName(of expr: Expr) -> String? {
        if case .postfix(let inner, _) = expr { return lastName(of: inner) }
        return expr.name?.text
    }

    /// `MutableScoreStream`, `MutablePlayerStream`.
    static func isMutableStreamName(_ name: String) -> Bool {
        name.hasPrefix("Mutable") && name.hasSuffix("Stream") && name.count > "MutableStream".count - 1
    }

    private static func message(property: String, type: String, protocol: String) -> String {
        "\(`protocol`) requires the mutable stream `\(property): \(type)` from above, so this RIB can write what its ancestors "
            + "read; require a read-only stream and report changes through the listener"
    }
}
