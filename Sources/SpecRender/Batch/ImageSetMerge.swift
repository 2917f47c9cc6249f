import SpecModel

/// Every locale variant of a state writes its images into the state's one image set
/// (ImageSetPart), and the set's Contents.json lists them all. Each variant plans the set as if it
/// were alone; the batch then merges the parts of one set into one Contents.json, written by the
/// first of its variants in variant order and by no other, so the catalog is the same with any
/// number of jobs and holds exactly the variants the batch renders (`--locale de` alone writes a
/// set of the German images only).
enum ImageSetMerge {
    static func merge(_ plans: [Result<RenderPlan, any Error>]) -> [Result<RenderPlan, any Error>] {
        // One spec file writes one catalog, so a set is its spec and its Contents.json's path there.
        var sets: [String: [(index: Int, plan: RenderPlan)]] = [:]
        var order: [String] = []
        for (i, outcome) in plans.enumerated() {
            guard case .success(let plan) = outcome, let part = plan.imageSetPart else { continue }
            let key = plan.spec.file + "\u{0}" + part.contentsPath
            if sets[key] == nil { order.append(key) }
            sets[key, default: []].append((i, plan))
        }
        var merged = plans
        for key in order {
            guard let members = sets[key], members.count > 1 else { continue }
            let parts = members.compactMap(\.plan.imageSetPart)
            let contents = ImageSetPart.contents(parts)
            var whole = parts[0]
            whole.images = (parts.filter { $0.locale == nil } + parts.filter { $0.locale != nil }).flatMap(\.images)
            for (n, member) in members.enumerated() {
                merged[member.index] = .success(member.plan.sharingImageSet(n == 0 ? whole : nil, contents: contents))
            }
        }
        return merged
    }
}

extension RenderPlan {
    /// The variant's part of an image set, when it writes one.
    package var imageSetPart: ImageSetPart? {
        for case .export(let export) in steps { if let part = export.imageSet { return part } }
        return nil
    }

    /// This plan writing `contents` as its set's Contents.json, which lists `whole`'s images; or,
    /// with `whole` nil, leaving the Contents.json to the set's first variant.
    func sharingImageSet(_ whole: ImageSetPart?, contents: [UInt8]) -> RenderPlan {
        guard let path = imageSetPart?.contentsPath else { return self }
        let shared = steps.map { step -> Step in
            guard case .export(let export) = step, export.imageSet != nil else { return step }
            return .export(export.sharing(whole, contents: contents, at: path))
        }
        let kept = whole == nil ? outputs.filter { !($0.format == .imageset && $0.path == path) } : outputs
        return RenderPlan(spec: spec, scene: scene, outputs: kept, warnings: warnings, steps: shared)
    }
}

extension ExportPlan {
    /// This plan with its set's Contents.json (at `path`) holding `contents`, or left out.
    fileprivate func sharing(_ whole: ImageSetPart?, contents: [UInt8], at path: String) -> ExportPlan {
        var plan = self
        let draw = self.draw
        plan.imageSet?.writesContents = whole != nil
        if let whole { plan.imageSet?.images = whole.images } else { plan.paths.removeAll { $0 == path } }
        let writes = whole != nil
        plan.draw = {
            try draw().compactMap { file in
                guard file.path == path else { return file }
                guard writes else { return nil }
                var merged = file
                merged.bytes = contents
                return merged
            }
        }
        return plan
    }
}
