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
        let own: String? = switch file.format {
        case .imageset: spec.name + ".xcassets"
        case .android: "res"
        case .flutter: "assets"
        default: nil
        }
        let base = own.map { (folder as NSString).appendingPathComponent($0) } ?? folder
        return (base as NSString).appendingPathComponent(file.path)
    }
}
