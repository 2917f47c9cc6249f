import Foundation
import GoldenCheck
import PNGCodec
import RenderSupport
import SpecModel
import SpecRender

/// Loads and renders every spec the preview was started with, in memory: each variant's PNG at each
/// of its scales, or every error that stops a spec. Writes nothing.
struct PreviewRenderer {
    /// Spec files and folders, as given on the command line.
    let arguments: [String]
    /// The render root given (absolute): spec, base and font paths must stay inside it, as for
    /// `render`; nil: each spec's own (the repository holding it).
    let root: String?
    /// The folder the page's paths are shown relative to: the root given, else the current folder.
    var shownFrom: String { root ?? Paths.currentFolder() }

    /// The arguments as absolute paths: watched even when missing, so a spec that comes back reloads.
    var argumentPaths: Set<String> { Set(arguments.map(absolute)) }

    struct Outcome {
        var specs: [PreviewSnapshot.SpecEntry] = []
        var errors: [PreviewSnapshot.ErrorEntry] = []
        /// PNG bytes by the SHA-256 (hex) that names them in `Output.src`.
        var images: [String: [UInt8]] = [:]
        /// Every file and folder a change to which could change the page: the specs, their bases and
        /// token files, their fonts and catalogs, and the folders searched for specs.
        var inputs: Set<String> = []
        /// The spec files this reload loaded and rendered (as the user would type them); the others
        /// were taken from the cache unchanged.
        var rendered: [String] = []
    }

    /// What the last reload learnt of each spec file (absolute path).
    struct Cached {
        /// The spec file, its bases and token files, fonts and string catalogs, as last loaded.
        var inputs: Set<String>
        /// Its entry and PNGs, kept while none of its inputs changes; nil when it failed, so it is
        /// loaded again on the next reload whatever changed (a missing font may have appeared).
        var rendered: (entry: PreviewSnapshot.SpecEntry, images: [String: [UInt8]])?
    }
    typealias Cache = [String: Cached]

    /// Renders the specs whose inputs are in `changed` (every spec when `changed` is nil, the first
    /// time), and takes the others from `cache` as the last reload left them: saving one spec, or
    /// a base only some specs extend, re-renders only those. A spec that fails to load says nothing
    /// about its bases and fonts, so the inputs it had stay watched: saving a fix to the base that
    /// broke it must still reload.
    func render(changed: Set<String>? = nil, cache: inout Cache) -> Outcome {
        var result = Outcome()
        let found = SpecDiscovery().specFiles(in: arguments)
        // A folder gains and loses specs by entries, which change its own modification time.
        for argument in arguments where isDirectory(absolute(argument)) {
            result.inputs.insert(absolute(argument))
        }
        guard !found.isEmpty else {
            let message = SpecDiscovery.nothingFound(in: arguments.map { DisplayPath.forUser($0) })
            result.errors.append(.init(message: message, text: "error: " + message))
            return result
        }

        let loader = SpecLoader(root: root)
        var variants: [(entry: Int, spec: ResolvedSpec)] = []
        var next: Cache = [:]
        var fresh: [Int: String] = [:]
        // A missing argument goes to the loader too, for its usual "no such file" error.
        for file in found.files + found.missing {
            let path = absolute(file)
            if let changed, let kept = cache[path], let rendered = kept.rendered, kept.inputs.isDisjoint(with: changed) {
                result.inputs.formUnion(kept.inputs)
                result.images.merge(rendered.images) { old, _ in old }
                result.specs.append(rendered.entry)
                next[path] = kept
                continue
            }
            result.rendered.append(shown(path))
            var entry = PreviewSnapshot.SpecEntry(file: shown(path), name: nil, outputs: [],
                                                  errors: [], warnings: [], ignoredFormats: [])
            var inputs: Set<String> = [path]
            do {
                let all = try loader.load(file: path)
                for spec in all {
                    // Bases and token files are named by the positions of the values they set.
                    inputs.formUnion(spec.positions.files)
                    inputs.formUnion(spec.fonts.map(\.path))
                    inputs.formUnion(spec.catalogFiles)
                    for format in spec.output.formats where format != .png && !entry.ignoredFormats.contains(format.rawValue) {
                        entry.ignoredFormats.append(format.rawValue)
                    }
                }
                entry.name = all.first?.name
                variants += all.map { (result.specs.count, $0) }
                fresh[result.specs.count] = path
                next[path] = Cached(inputs: inputs, rendered: nil)
            } catch {
                entry.errors = error.errors.map(errorEntry)
                inputs.formUnion(error.errors.map(\.file))
                inputs.formUnion(cache[path]?.inputs ?? [])
                next[path] = Cached(inputs: inputs, rendered: nil)
            }
            result.inputs.formUnion(inputs)
            result.specs.append(entry)
        }

        // Every variant renders in a fresh SpecRenderer: its font caches are keyed by path, and a
        // font file saved since the last reload must be read again.
        let rendered = BatchRender(variants: variants.count, jobs: ProcessSettings.cores, formats: [.png])
            .run(variants.map(\.spec)) { _, files in files }
        var images: [Int: [String: [UInt8]]] = [:]
        var failed: Set<Int> = []
        for ((index, spec), outcome) in zip(variants, rendered) {
            switch outcome {
            case .success(let (files, warnings)):
                for file in files {
                    let hash = SHA256.hex(file.bytes)
                    images[index, default: [:]][hash] = file.bytes
                    let header = try? PNGHeader(pngData: Data(file.bytes))
                    result.specs[index].outputs.append(.init(
                        key: [shown(spec.file), file.state, file.locale ?? "", OutputName.scaleLabel(file.scale)].joined(separator: "|"),
                        path: file.path, state: file.state, locale: file.locale, scale: file.scale,
                        width: header?.width ?? 0, height: header?.height ?? 0, src: "/image/\(hash).png"))
                }
                for w in warnings.map(shownWarning) where !result.specs[index].warnings.contains(w) {
                    result.specs[index].warnings.append(w)
                }
            case .failure(let error):
                failed.insert(index)
                let entry = (error as? SpecError).map(errorEntry)
                    ?? .init(message: "\(error)", text: "\(error)")
                if !result.specs[index].errors.contains(entry) { result.specs[index].errors.append(entry) }
                if let error = error as? SpecError { result.inputs.insert(error.file) }
            }
        }
        for (index, path) in fresh {
            let own = images[index] ?? [:]
            result.images.merge(own) { old, _ in old }
            // Only a spec whose every variant drew is kept: a failure is tried again on the next reload.
            if !failed.contains(index) { next[path]?.rendered = (result.specs[index], own) }
        }
        cache = next
        return result
    }

    /// `path` made absolute against the current folder, `..` and `.` removed, as the loader names files.
    private func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            .standardizedFileURL.path
    }

    private func isDirectory(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
    }

    /// A path as the snapshot shows it: relative to the render root given (else the current folder),
    /// so the snapshot (which any local process can read) does not spell out the user's folders. A
    /// path outside it is shown as the user would type it.
    func shown(_ path: String) -> String {
        let inRoot = DisplayPath.forUser(path, currentDirectory: shownFrom)
        return inRoot == path ? DisplayPath.forUser(path) : inRoot
    }

    /// A warning line (`FILE:LINE:COLUMN: warning: …`, its file as `DisplayPath.forUser` wrote it)
    /// with its file as the snapshot shows files.
    func shownWarning(_ text: String) -> String {
        guard let file = WarningText(text).file, !file.isEmpty, text.hasPrefix(file) else { return text }
        let absolute = file.hasPrefix("/") ? file : Paths.absolute(file)
        return shown(absolute) + text.dropFirst(file.count)
    }

    func errorEntry(_ error: SpecError) -> PreviewSnapshot.ErrorEntry {
        var shownError = error
        shownError.file = shown(error.file)
        return .init(location: "\(shownError.file):\(error.line):\(error.column)",
              line: error.line, column: error.column, path: error.path, message: error.message,
              text: shownError.description, excerpt: SourceExcerpt(file: error.file, line: error.line, column: error.column))
    }
}

extension PreviewSnapshot.ErrorEntry {
    /// An error with no place in a file.
    init(message: String, text: String) {
        self.init(location: nil, line: nil, column: nil, path: nil, message: message, text: text, excerpt: nil)
    }
}
