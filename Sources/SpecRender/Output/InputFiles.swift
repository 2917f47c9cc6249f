import RenderSupport
import SpecModel

/// The files a command reads, so that none of them is ever chosen as an output: `render x.json -o
/// x.json` or `diff a.png b.png -o a.png` would otherwise replace an input with the output's bytes.
///
/// Files are compared by identity (device and inode, after following links), so a symlink or a hard
/// link to an input, or a path spelled another way, is caught too. An output that does not exist
/// yet cannot be an input.
package struct InputFiles {
    private struct Identity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    private var identities: [Identity: String] = [:]
    /// Paths already looked at: a batch's specs name the same bases and fonts again and again, and
    /// each was a `stat` on the one thread that gathers the loaded specs.
    private var added: Set<String> = []

    package init(_ paths: [String] = []) {
        paths.forEach { add($0) }
    }

    package mutating func add(_ path: String) {
        guard added.insert(path).inserted else { return }
        if let id = Self.identity(of: path), identities[id] == nil { identities[id] = path }
    }

    /// The input `output` would replace, if any.
    package func input(replacedBy output: String) -> String? {
        Self.identity(of: output).flatMap { identities[$0] }
    }

    /// The error line for the first output that is an input, or nil when none is.
    package func refusal(writing outputs: [String], command: String) -> String? {
        for output in outputs {
            if let input = input(replacedBy: output) {
                let shownInput = DisplayPath.forUser(input), shownOutput = DisplayPath.forUser(output)
                let same = shownInput == shownOutput ? "" : " (\(shownOutput) is the same file)"
                return "\(command)error: \(shownInput) is an input\(same): refusing to overwrite it with an output; choose another output path"
            }
        }
        return nil
    }

    private static func identity(of path: String) -> Identity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }
}

extension ResolvedSpec {
    /// Every file this variant was made from: the spec, the bases and token files that set its
    /// values (named by their positions), its fonts and its string catalogs, and an atlas's sprite
    /// specs with theirs. None may be replaced by an output.
    package var inputFiles: [String] {
        var files = [file] + positions.files.sorted() + fonts.map(\.path) + catalogFiles
        if case .atlas(let style) = content {
            files += style.sprites.flatMap { $0.variants.flatMap(\.inputFiles) }
        }
        return files
    }
}
