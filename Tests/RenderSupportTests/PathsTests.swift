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
}
