import Foundation
import PackagePlugin

/// Which of a target's files are specs, and which files each spec may read. A plugin cannot link
/// render-spec's library, so this is the one place the plugins decide it; it follows the rule of
/// `render-spec check` (docs/checking.md, Finding specs) for the files a target holds.
///
/// Both plugins compile this file (a link in each plugin's folder).
struct SpecFiles {
    /// A spec: its file, its Swift name and its folder among the resources.
    struct Spec {
        var file: URL
        /// Relative to the target's folder: `Specs/score-title.json`.
        var relativePath: String
        /// `scoreTitle`.
        var identifier: String
        /// `scoreTitle.renderspec`.
        var folder: String { identifier + ".renderspec" }
    }

    /// The target's specs, in path order.
    let specs: [Spec]
    /// The target's files a spec may read: bases, token files, fonts, catalogs, character lists.
    /// Every spec's build command names them all as inputs, so a new reference to one of them
    /// needs no new plan, and SwiftPM counts them as handled rather than warning about them.
    let sharedInputs: [URL]

    /// A spec or an input no larger than a spec may be (5 MB) is read to look for a `kind`.
    static let maxSpecBytes = 5 << 20
    /// Extensions of the files a spec can name (fonts, catalogs, token and character files).
    static let inputExtensions: Set<String> = ["json", "ttf", "otf", "ttc", "otc", "woff", "woff2", "pfb", "pfa",
                                               "xcstrings", "strings", "stringsdict", "xml", "arb", "po", "txt"]

    init(files: [URL], targetFolder: URL) {
        let folder = targetFolder.standardizedFileURL.path
        var specs: [Spec] = []
        var shared: [URL] = []
        for file in files.sorted(by: { $0.path < $1.path }) {
            let path = file.standardizedFileURL.path
            guard Self.inputExtensions.contains(file.pathExtension.lowercased()), !Self.isRenderSpecOutput(path) else { continue }
            if Self.isSpec(file) {
                let relative = path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : file.lastPathComponent
                specs.append(Spec(file: file, relativePath: relative, identifier: ""))
            } else {
                shared.append(file)
            }
        }
        self.specs = Self.named(specs)
        sharedInputs = shared
    }

    /// A `.json` whose name the check would take (not a base `_x.json`, a token file, a manifest,
    /// a schema or a bitmap font's descriptor) and that holds an object with a `kind`, or with an
    /// `extends` whose bases give it one. Other JSON in a target (an app's own data) is left alone.
    static func isSpec(_ file: URL) -> Bool {
        let name = file.lastPathComponent
        guard name.hasSuffix(".json"), !name.hasPrefix("_"), !name.hasPrefix("."), !name.hasSuffix(".tokens.json"),
              !name.hasSuffix(".fnt.json"), name != "render-spec-manifest.json", name != "render-spec.schema.json",
              name != "Contents.json",
              let size = (try? file.resourceValues(forKeys: [.fileSizeKey]))?.fileSize, size <= maxSpecBytes,
              let data = try? Data(contentsOf: file),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return false }
        return object["kind"] is String || object["extends"] != nil
    }

    /// Inside an asset catalog, a `fonts` folder of pinned fonts is an input, but what render-spec
    /// itself wrote (an asset catalog's folders, a report) is neither spec nor input.
    static func isRenderSpecOutput(_ path: String) -> Bool {
        path.split(separator: "/").contains { $0.hasSuffix(".xcassets") || $0.hasSuffix(".renderspec") }
    }

    /// Each spec's Swift name: its file name in lower camel case (`score-title.json` → `scoreTitle`),
    /// or its path's when two files share a name, numbered when even that repeats.
    private static func named(_ specs: [Spec]) -> [Spec] {
        let stems = specs.map { identifier(from: URL(fileURLWithPath: $0.relativePath).deletingPathExtension().lastPathComponent) }
        var used = Set<String>(["all"])
        var named: [Spec] = []
        for (spec, stem) in zip(specs, stems) {
            var name = stems.filter({ $0 == stem }).count > 1
                ? identifier(from: String(spec.relativePath.dropLast(5)))
                : stem
            if used.contains(name.lowercased()) {
                var n = 2
                while used.contains("\(name)\(n)".lowercased()) { n += 1 }
                name = "\(name)\(n)"
            }
            used.insert(name.lowercased())
            var spec = spec
            spec.identifier = name
            named.append(spec)
        }
        return named
    }

    /// `score-title` → `scoreTitle`, `HUD/Play Button` → `hudPlayButton`, `2x` → `_2x`.
    static func identifier(from text: String) -> String {
        let words = text.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }.map(String.init)
        var out = ""
        for (i, word) in words.enumerated() {
            if i == 0 {
                let isAllCaps = word == word.uppercased()
                out += isAllCaps ? word.lowercased() : word.prefix(1).lowercased() + word.dropFirst()
            } else {
                out += word.prefix(1).uppercased() + word.dropFirst()
            }
        }
        if out.isEmpty { return "spec" }
        return out.first!.isNumber ? "_" + out : out
    }

    /// The files `spec` names (its bases, token files, fonts, catalogs, nested specs), found by
    /// following every string of it and of the JSON files it names that is the path of an existing
    /// file or folder, relative to the file that names it. Bounded: 8 files deep, 2,000 files.
    static func referencedFiles(of spec: URL) -> [URL] {
        var found: [String: URL] = [:]
        var visited = Set<String>()
        func follow(_ file: URL, depth: Int) {
            guard depth <= 8, found.count < 2000, visited.insert(file.standardizedFileURL.path).inserted,
                  let size = (try? file.resourceValues(forKeys: [.fileSizeKey]))?.fileSize, size <= maxSpecBytes,
                  let data = try? Data(contentsOf: file),
                  let object = try? JSONSerialization.jsonObject(with: data) else { return }
            let folder = file.deletingLastPathComponent()
            for text in strings(in: object, depth: 0) where text.count < 1024 && text.contains(where: \.isLetter) && !text.contains("://") {
                let url = (text.hasPrefix("/") ? URL(fileURLWithPath: text) : folder.appendingPathComponent(text)).standardizedFileURL
                var isFolder: ObjCBool = false
                guard url.path != file.standardizedFileURL.path,
                      FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
                if isFolder.boolValue {
                    // A catalog folder (`de.lproj`, Android's `res`): every file in it, a bounded walk.
                    if url.pathComponents.count > 2 { filesIn(url).forEach { found[$0.path] = $0 } }
                } else {
                    found[url.path] = url
                    if url.pathExtension.lowercased() == "json" { follow(url, depth: depth + 1) }
                }
            }
        }
        follow(spec, depth: 0)
        found[spec.standardizedFileURL.path] = nil
        return found.keys.sorted().compactMap { found[$0] }
    }

    private static func strings(in value: Any, depth: Int) -> [String] {
        guard depth < 128 else { return [] }
        if let text = value as? String { return [text] }
        if let array = value as? [Any] { return array.flatMap { strings(in: $0, depth: depth + 1) } }
        if let object = value as? [String: Any] { return object.keys.sorted().flatMap { strings(in: object[$0]!, depth: depth + 1) } }
        return []
    }

    private static func filesIn(_ folder: URL) -> [URL] {
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        var files: [URL] = []
        for case let url as URL in walk {
            if walk.level > 8 { walk.skipDescendants(); continue }
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true { files.append(url.standardizedFileURL) }
            if files.count >= 2000 { break }
        }
        return files
    }
}

extension SourceModuleTarget {
    /// The target's folder. The protocol's own `directoryURL` needs tools version 6.1; the concrete
    /// targets have it at 6.0, which this package keeps for its users' toolchains.
    var folderURL: URL? {
        (self as? SwiftSourceModuleTarget)?.directoryURL ?? (self as? ClangSourceModuleTarget)?.directoryURL
    }
}
