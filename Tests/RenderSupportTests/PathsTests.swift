import Foundation
import RenderSupport
import Testing

/// Paths worked out on strings (for start-up's sake) give what Foundation's URL gives: the render
/// root's containment check and every output path are built from them.
@Suite struct PathsTests {
    @Test(arguments: ["/a/b/c", "/a/./b", "/a/b/../c", "/a//b///c/", "/a/b/..", "/a/b/../..", "/..", "/../etc", "/",
                      "/a/b/./../c/./d/", "/a/.hidden/..x/...", "/spaces in/ünïcode/"])
    func standardizedIsWhatURLGives(path: String) {
        var expected = URL(fileURLWithPath: path).standardizedFileURL.path
        // URL keeps a `..` above the top ("/../etc"); the file system, and Paths, take it as "/".
        while expected.hasPrefix("/..") { expected = String(expected.dropFirst(3)); if expected.isEmpty { expected = "/" } }
        #expect(Paths.standardized(path) == expected)
    }

    @Test func aRelativePathIsMadeAbsoluteAgainstTheCurrentFolder() {
        let cwd = FileManager.default.currentDirectoryPath
        #expect(Paths.absolute("a/../b") == Paths.standardized(cwd + "/b"))
        #expect(Paths.standardized("relative/./x") == "relative/./x")
    }

    @Test(arguments: [("/a/b/c.json", "/a/b"), ("/a/b/", "/a"), ("/c.json", "/"), ("/", "/"), ("name.json", ".")])
    func parentIsTheFolderHoldingThePath(path: String, parent: String) {
        #expect(Paths.parent(path) == parent)
        if path.hasPrefix("/") && path != "/" {
            #expect(Paths.parent(path) == URL(fileURLWithPath: path).deletingLastPathComponent().path)
        }
    }

    /// The extension a render checks output and font names by is NSString's, lower-cased.
    @Test(arguments: ["a.png", "a.PNG", "/x/y.tar.gz", "/x.d/y", "/x/y.ttf/", "noext", ".hidden", "/dir/.hidden",
                      "a.", "/", "", "a..b", "Résumé.Pdf", "/a/b.xcassets//"])
    func lowercasedExtensionIsNSStrings(path: String) {
        #expect(Paths.lowercasedExtension(path) == (path as NSString).pathExtension.lowercased())
    }

    /// makeFolders makes what FileManager.createDirectory(withIntermediateDirectories:) makes: the
    /// folder and its missing parents; an existing folder is fine, a file in the way is not, and no
    /// more than `depth` parents are made.
    @Test func makingFoldersMakesTheMissingParents() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mkdirs-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(Paths.makeFolders(folder + "/a/b/c"))
        #expect(Paths.isDirectory(folder + "/a/b/c"))
        #expect(Paths.makeFolders(folder + "/a/b/c"))
        #expect(Paths.makeFolders(folder + "/a//b/d/"))
        #expect(Paths.isDirectory(folder + "/a/b/d"))
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/file"))
        #expect(!Paths.makeFolders(folder + "/file"))
        #expect(!Paths.makeFolders(folder + "/file/under"))
        #expect(!Paths.makeFolders(folder + "/x/y/z", depth: 1))
        #expect(!FileManager.default.fileExists(atPath: folder + "/x/y/z"))
        #expect(Paths.makeFolders(folder + "/x/y/z", depth: 2))
    }

    /// The files below a folder are FileManager's subpaths less the folders, sorted: a link to a
    /// file is listed, a link to a folder (here one back up, which would loop) is not followed.
    @Test func filesUnderAFolderAreTheSubpathsThatAreFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("paths-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for sub in ["a", "a/b", "c"] { try FileManager.default.createDirectory(atPath: folder + "/" + sub, withIntermediateDirectories: true) }
        for file in ["top.ttf", "a/one.otf", "a/b/two.TTC", "c/LICENSE"] {
            try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/" + file))
        }
        var isFolder: ObjCBool = false
        let expected = try FileManager.default.subpathsOfDirectory(atPath: folder).filter {
            FileManager.default.fileExists(atPath: folder + "/" + $0, isDirectory: &isFolder) && !isFolder.boolValue
        }.sorted()
        #expect(Paths.files(under: folder) == expected)
        #expect(expected == ["a/b/two.TTC", "a/one.otf", "c/LICENSE", "top.ttf"])
        #expect(Paths.files(under: folder, depth: 0) == ["top.ttf"])

        try FileManager.default.createSymbolicLink(atPath: folder + "/a/up", withDestinationPath: folder)
        try FileManager.default.createSymbolicLink(atPath: folder + "/c/linked.ttf", withDestinationPath: folder + "/top.ttf")
        #expect(Paths.files(under: folder) == ["a/b/two.TTC", "a/one.otf", "c/LICENSE", "c/linked.ttf", "top.ttf"])

        // A FIFO is no file to read (opening it would wait for a writer forever), nor a link to one,
        // nor a link that leads nowhere.
        #expect(mkfifo(folder + "/c/pipe.ttf", 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder + "/c/to-pipe.otf", withDestinationPath: folder + "/c/pipe.ttf")
        try FileManager.default.createSymbolicLink(atPath: folder + "/c/dangling.ttf", withDestinationPath: folder + "/missing.ttf")
        #expect(Paths.files(under: folder) == ["a/b/two.TTC", "a/one.otf", "c/LICENSE", "c/linked.ttf", "top.ttf"])

        // What a scanner may open entry by entry: folders, files and links to them, not a FIFO.
        #expect(Paths.holdsOnlyFilesAndFolders(folder + "/a"))
        #expect(!Paths.holdsOnlyFilesAndFolders(folder + "/c"))
        #expect(Paths.isRegularFile(folder + "/c/linked.ttf"))
        #expect(!Paths.isRegularFile(folder + "/c/to-pipe.otf"))
        #expect(!Paths.isRegularFile(folder + "/c"))
    }

    /// Links resolved on strings as URL resolves them: through a linked folder, a link to a file,
    /// and paths that do not exist (left as they are by both).
    @Test func resolvingLinksIsWhatURLGives() throws {
        let made = FileManager.default.temporaryDirectory.appendingPathComponent("links-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: made) }
        try FileManager.default.createDirectory(atPath: made + "/real/inner", withIntermediateDirectories: true)
        let folder = Paths.resolvingLinks(made)
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/real/inner/file.json"))
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: folder + "/real")
        try FileManager.default.createSymbolicLink(atPath: folder + "/file-link.json", withDestinationPath: "real/inner/file.json")
        for path in [folder, folder + "/link", folder + "/link/inner/file.json", folder + "/file-link.json",
                     folder + "/real/inner", folder + "/missing", folder + "/link/missing.json", folder + "/a/../missing", "/"] {
            #expect(Paths.resolvingLinks(path) == URL(fileURLWithPath: path).resolvingSymlinksInPath().path, "\(path)")
        }
        #expect(Paths.resolvingLinks(folder + "/link/inner/file.json") == folder + "/real/inner/file.json")
    }

    /// Joining and the last component are NSString's, on strings.
    @Test func joinAndLastComponentAreNSStrings() {
        let pairs = [("a", "b"), ("a/", "b"), ("/", "b"), ("a", "/b"), ("a//", "b"), ("a", "b/"), ("", "b"), ("a", ""),
                     ("a/b", "c/d"), ("/a/", "/b/"), ("//", "b"), ("/x", "../y")]
        for (base, relative) in pairs {
            #expect(Paths.join(base, relative) == (base as NSString).appendingPathComponent(relative), "\(base) + \(relative)")
        }
        for path in ["a.json", "/x/y.json", "/x/y/", "/", "", "y//", "a/b.c/", "//", "///", "/x//", "a//b"] {
            #expect(Paths.lastComponent(path) == (path as NSString).lastPathComponent, "\(path)")
        }
    }
}

