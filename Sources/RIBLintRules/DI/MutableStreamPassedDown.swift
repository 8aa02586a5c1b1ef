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
            `Mutable...Stream`.
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
        ],
        requires: [.types]
    )

    static func check(_ pass: RulePass) {
        let model = pass.model
        let mutable = Set(pass.vocabulary.mutableStreamTypes)
        for id in model.types(withRole: .dependency) where model[id].kind == .protocol {
            let info = model[id]
            let rib = model.rib(containing: id).map { model[$0].name }
            for member in info.members {
                guard let property = member.property, let type = property.type else { continue }
                let name = String(TypeText.nominalName(type.text).split(separator: ".").last ?? "")
                guard mutable.contains(name) || isMutableStreamName(name) else { continue }
                pass.report(message(property: property.name.text, type: type.text, protocol: info.name),
                            in: model.files[member.file].source, at: property.name.offset, rib: rib)
            }
        }
    }

    /// `MutableScoreStream`, `MutablePlayerStream`.
    static func isMutableStreamName(_ name: String) -> Bool {
        name.hasPrefix("Mutable") && name.hasSuffix("Stream") && name.count > "MutableStream".count - 1
    }

    private static func message(property: String, type: String, protocol: String) -> String {
        "\(`protocol`) hands children the mutable stream `\(property): \(type)`; require a read-only stream and report changes through the listener"
    }
}
