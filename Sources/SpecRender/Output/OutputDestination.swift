import Foundation
import SpecModel

/// Where each planned file goes: into `outDir`, or beside its spec. Without `outDir` a platform
/// format gets the folder its platform expects beside the spec: an image set goes into
/// `<name>.xcassets`, Android drawables into `res/`, Flutter assets into `assets/`; with `outDir`,
/// that folder is the catalog, `res` or `assets` folder itself.
package struct OutputDestination: Sendable {
    package var outDir: String?

    package init(outDir: String?) { self.outDir = outDir }

    package func path(of file: PlannedOutput, for spec: ResolvedSpec) -> String {
        if let outDir {
            return (URL(fileURLWithPath: outDir).standardizedFileURL.path as NSString).appendingPathComponent(file.path)
        }
        let folder = URL(fileURLWithPath: spec.file).deletingLastPathComponent().path
        return (folder as NSString).appendingPathComponent(Self.besideSpec(file, for: spec))
    }

    /// Where `file` goes relative to its spec's folder when there is no `outDir`: in its platform's
    /// own folder (`<name>.xcassets/`, `res/`, `assets/`) or right there.
    package static func besideSpec(_ file: PlannedOutput, for spec: ResolvedSpec) -> String {
        let own: String? = switch file.format {
        case .imageset: spec.name + ".xcassets"
        case .android: "res"
        case .flutter: "assets"
        default: nil
        }
        return own.map { ($0 as NSString).appendingPathComponent(file.path) } ?? file.path
    }
}
