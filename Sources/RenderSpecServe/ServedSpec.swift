#if Server
import Crypto
import Foundation
import RenderSupport
import SpecModel

/// What the server knows of one spec file between requests: its input files as last stat'ed, the
/// version their contents make, the tokens a request may set and the states and locales it has.
/// Checked against the files on every request (a `stat` each), so a spec, base, token file, font
/// or catalog saved on disk is served at once.
struct ServedSpec: Sendable {
    var file: String
    var inputs: [(path: String, stamp: FileStamp)]
    /// SHA-256 of render-spec's version and every input's path (below the served folder) and bytes.
    var version: String
    var rules: RequestTokenRules
    var states: Set<String>
    var locales: Set<String>

    /// Whether every input still has the stamp it had.
    var isCurrent: Bool {
        inputs.allSatisfy { FileStamp(path: $0.path) == $0.stamp }
    }

    /// Loads `file` (without request values) and hashes its inputs.
    static func load(file: String, folder: String, loader: SpecLoader, hashes: InputHashes) throws(ServeProblem) -> ServedSpec {
        let variants: [ResolvedSpec]
        do {
            variants = try loader.load(file: file)
        } catch {
            throw .specBroken(detail: error.errors.map { "\($0)" }.joined(separator: "\n"))
        }
        var paths: [String] = []
        for variant in variants { for path in variant.inputFiles where !paths.contains(path) { paths.append(path) } }
        var inputs: [(String, FileStamp)] = []
        var hasher = Crypto.SHA256()
        hasher.update(data: Data("render-spec-serve \(RenderSpecVersion.string)\n".utf8))
        for path in paths.sorted() {
            guard let stamp = FileStamp(path: path), let hash = hashes.hash(of: path, stamp: stamp) else {
                throw .specBroken(detail: "\(file): cannot read \(path), an input of the spec")
            }
            inputs.append((path, stamp))
            hasher.update(data: Data("\(Self.shown(path, folder: folder))\n\(hash)\n".utf8))
        }
        let version = hasher.finalize().map { String(format: "%02x", $0) }.joined()
        return ServedSpec(file: file, inputs: inputs, version: version, rules: variants[0].requestTokens,
                          states: Set(variants.map(\.state)), locales: Set(variants.compactMap(\.locale)))
    }

    /// A path below the served folder as the key names it (a font outside it, by its own path).
    static func shown(_ path: String, folder: String) -> String {
        path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : path
    }
}
#endif
