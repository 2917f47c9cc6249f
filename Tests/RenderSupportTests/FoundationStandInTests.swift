import Foundation
import RenderSupport
import Testing

/// The render-spec binary does without Foundation beyond FoundationEssentials; these hold each of
/// RenderSupport's stand-ins to the answer Foundation itself gives (the tests link Foundation).
@Suite struct FoundationStandInTests {
    static let paths = ["", "/", "//", "///", "//a", "//a.b", "ab", "ab/", "a//b", "/a", "/a/", "/a/b.png", "a/b.tar.gz",
                        ".hidden", "a/.hidden", "a/b.", "..", "a/..", "a.b/c", "/a//b///c.json/", "noext", "x/y/z.fnt.json",
                        "é/ü.PNG"]

    @Test func joinedTextMatchesJoined() {
        for parts in [[], [""], ["a"], ["a", "b"], ["", ""], ["wght=700", "wdth=75", "ital=1"], ["é", "ü", ""]] {
            for separator in ["", ",", ", "] {
                #expect(parts.joinedText(separator: separator) == parts.joined(separator: separator))
            }
        }
    }

    /// readdir lists what FileManager lists.
    @Test func namesInAFolderMatchFileManager() throws {
        for folder in ["/", "/etc", "/proc/self", "/nonexistent-\(UUID().uuidString)"] {
            let ours = Paths.names(in: folder)?.sorted()
            let theirs = (try? FileManager.default.contentsOfDirectory(atPath: folder))?.sorted()
            #expect(ours == theirs, "\(folder)")
        }
    }

    /// getcwd and stat answer as FileManager does.
    @Test func currentFolderAndExistenceMatchFileManager() {
        #expect(Paths.currentFolder() == FileManager.default.currentDirectoryPath)
        for path in ["/", "/tmp", "/nonexistent-\(UUID().uuidString)", "/proc/self/exe", ""] {
            #expect(Paths.exists(path) == FileManager.default.fileExists(atPath: path), "\(path)")
        }
    }

    @Test func pathMethodsMatchNSString() {
        for path in Self.paths {
            let ns = path as NSString
            #expect(Paths.deletingLastComponent(path) == ns.deletingLastPathComponent, "\(path)")
            #expect(Paths.pathExtension(path) == ns.pathExtension, "\(path)")
            #expect(Paths.deletingPathExtension(path) == ns.deletingPathExtension, "\(path)")
            #expect(Paths.lastComponent(path) == ns.lastPathComponent, "\(path)")
        }
    }

    /// A one-letter name, and a path ending in two slashes or more after a name, stop the test
    /// process inside swift-corelibs-foundation's NSString (a trap in `_startOfLastPathComponent`);
    /// Paths answers them as it answers the paths above.
    @Test func pathsFoundationTrapsOnAreAnswered() {
        #expect(Paths.deletingLastComponent("a") == "")
        #expect(Paths.deletingLastComponent("a/") == "")
        #expect(Paths.pathExtension("a") == "")
        #expect(Paths.deletingLastComponent("a//") == "")
        #expect(Paths.deletingLastComponent("///a//") == "/")
        #expect(Paths.deletingPathExtension("out/b.png//") == "out/b")
        #expect(Paths.pathExtension("out/b.png//") == "png")
    }

    @Test func trimmingMatchesFoundation() {
        for text in ["", " ", "\t a b \t", "\u{00A0}x\u{3000}", "\nx\n", " \u{2003}fuzzy ", "é ", "a\u{0301} "] {
            #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces), "\(text.debugDescription)")
        }
    }

    @Test func replacingMatchesFoundation() {
        let cases: [(String, String, String)] = [
            ("a\r\nb\rc\n", "\r", "%0D"), ("a\r\nb", "\n", "%0A"), ("100%", "%", "%25"), ("a|b||", "|", "\\|"),
            ("<&>\"", "&", "&amp;"), ("aaa", "aa", "b"), ("", "x", "y"), ("%arg and %arg", "%arg", "%lld"),
        ]
        for (text, target, replacement) in cases {
            #expect(text.replacingText(target, with: replacement) == text.replacingOccurrences(of: target, with: replacement),
                    "\(text.debugDescription)")
        }
    }

    @Test func formattingMatchesStringFormat() {
        #expect(CFormat.string("%.2f%%", 12.345) == String(format: "%.2f%%", 12.345))
        #expect(CFormat.string("%.3f", -0.0005) == String(format: "%.3f", -0.0005))
        #expect(CFormat.string("%05lld", Int64(-42)) == String(format: "%05lld", Int64(-42)))
        #expect(CFormat.string("%#llx", UInt64(255)) == String(format: "%#llx", UInt64(255)))
        #expect(CFormat.string("%+.1e", 1234.5) == String(format: "%+.1e", 1234.5))
        // Longer than the first buffer.
        #expect(CFormat.string("%300.1f", 1.5) == String(format: "%300.1f", 1.5))
    }

    @Test func conditionWakesAWaiter() {
        let condition = Condition()
        final class Box: @unchecked Sendable { var ready = false }
        let box = Box(), done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            condition.lock()
            while !box.ready { condition.wait() }
            condition.unlock()
            done.signal()
        }
        condition.lock()
        box.ready = true
        condition.broadcast()
        condition.unlock()
        #expect(done.wait(timeout: .now() + 10) == .success)
    }

    @Test func appendingWritesAtTheEnd() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("append-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        #expect(!FileDescriptorOutput.append("x", toFileAt: file))
        try Data("one\n".utf8).write(to: URL(fileURLWithPath: file))
        #expect(FileDescriptorOutput.append("two\n", toFileAt: file))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "one\ntwo\n")
    }
}
