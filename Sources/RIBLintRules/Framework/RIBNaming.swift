import RIBLintModel

/// Facts about RIBs that several rules phrase their messages with.
enum RIBNaming {
    /// The class a RIB is named after (SPEC section 3): its interactor, else its router, else its
    /// builder, else its component. Structure findings point at it.
    static func namingPart(of rib: RIB) -> RIBPart? {
        rib.part(.interactor) ?? rib.part(.router) ?? rib.part(.builder) ?? rib.part(.component)
    }
}

extension RulePass {
    /// Reports at a model location (a type's name, a requirement, ...).
    func report(_ message: String, at location: SourceLocation, rib: String?, related: [RuleFinding.Related] = []) {
        report(message, in: model.files[location.file].source, at: location.offset, rib: rib, related: related)
    }

    /// A related location for a model location.
    func related(_ location: SourceLocation, _ message: String) -> RuleFinding.Related {
        RuleFinding.Related(source: model.files[location.file].source, offset: location.offset, message: message)
    }
}
