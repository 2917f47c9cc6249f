// What the string catalog fuzz targets share (scripts/fuzz.sh xcstrings|strings|android|arb|po):
// compiled into each of them beside Sources/SpecModel and the target's own file (the readers
// themselves are the StringCatalogs module, built first).
//
// A catalog is read from files (CatalogFiles: the render root, the size limits), so each input is
// written to one file of a catalog folder inside a render root of this process's own, and loaded
// through `StringCatalog.load`, the entry point a spec's `{"key", "from"}` uses. The same layout
// is used by Tests/SpecModelTests/CatalogFuzzRegressionTests.swift to replay Fuzz/regressions/.
import Foundation
import RenderSupport

/// This process's render root: `root-<pid>` under RENDER_SPEC_FUZZ_ROOT (set by the script), or
/// under the temporary folder; canonical, as the loader compares paths.
let fuzzCatalogRoot: String = {
    let base = ProcessInfo.processInfo.environment["RENDER_SPEC_FUZZ_ROOT"] ?? NSTemporaryDirectory()
    let folder = base + "/root-\(getpid())"
    try? FileManager.default.removeItem(atPath: folder)
    guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else {
        fatalError("cannot create \(folder)")
    }
    return RenderRoot.canonical(folder)
}()

/// How much of a loaded catalog is walked, so that one large input does not slow every later one.
private let maxKeysChecked = 256
private let maxLanguagesChecked = 16

/// Writes the input to `file` (relative to the root), loads the catalog `from` names (relative to
/// the root) on a 2 MiB stack (WorkerStack.swift) and checks what it answers, or that its
/// refusal is one line about a file in the root.
func fuzzCatalog(_ data: UnsafePointer<UInt8>, _ size: Int, file: String, from: String,
                 format: StringCatalog.Format) {
    // An empty file makes Foundation's FileManager.contents(atPath:) leak its 4 KiB read buffer (a
    // toolchain bug; see docs/fuzzing.md, the loader target). Skipped so LeakSanitizer stays on
    // for everything else; Fuzz/regressions/<target>/leak-empty-file.* keeps it for the tests.
    guard size > 0 else { return }
    let root = fuzzCatalogRoot
    let path = root + "/" + file
    let folder = (path as NSString).deletingLastPathComponent
    if !FileManager.default.fileExists(atPath: folder) {
        try! FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }
    writeFuzzInput(data, size, to: path)
    onWorkerStack {
        do throws(CatalogError) {
            let catalog = try StringCatalog.load(path: from, root: RenderRoot(root))
            checkCatalog(catalog, format: format)
        } catch {
            checkRefusal(error, root: root)
        }
    }
}

/// Writes the input with plain POSIX calls: FileManager.createFile writes atomically and syncs to
/// disk, which took half of every run.
func writeFuzzInput(_ data: UnsafePointer<UInt8>, _ size: Int, to path: String) {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0, write(fd, data, size) == size, close(fd) == 0 else { fatalError("cannot write \(path)") }
}

/// What every accepted catalog answers, whatever the format.
func checkCatalog(_ catalog: StringCatalog, format: StringCatalog.Format) {
    precondition(catalog.format == format, "read as \(catalog.format), not \(format)")
    let languages = catalog.languages
    precondition(languages.contains(catalog.sourceLanguage), "the source language \(catalog.sourceLanguage) is among \(languages)")
    for language in languages {
        let parts = language.split(separator: "-", omittingEmptySubsequences: false)
        precondition(CatalogLanguage.tag(fromParts: parts) == language, "`\(language)` is a canonical BCP 47 tag")
    }
    for table in Set(catalog.tables + [catalog.defaultTable]).sorted() {
        for key in catalog.keys(table: table).prefix(maxKeysChecked) {
            // Android names its strings (`name` is required and non-empty); gettext's empty msgid
            // without a context is the header, never an entry. Other formats may have an empty key.
            if format == .android { precondition(!key.isEmpty, "an Android string has a name") }
            if format == .gettext && table.isEmpty { precondition(!key.isEmpty, "the header is no message") }
            for language in languages.prefix(maxLanguagesChecked) {
                for plural in [nil] + PluralCategory.allCases.map(Optional.some) {
                    guard let entry = catalog.entry(key: key, table: table, language: language, plural: plural) else { continue }
                    checkEntry(entry, of: catalog, language: language)
                }
            }
        }
    }
    _ = catalog.allText
}

private func checkEntry(_ entry: CatalogEntry, of catalog: StringCatalog, language: String) {
    // Untranslated strings never become entries; an ICU message (`.arb`) is non-empty as written,
    // but a chosen branch may be empty (`{n, plural, other{}}`).
    if catalog.format != .arb { precondition(!entry.value.isEmpty, "an entry has a value") }
    precondition(entry.language == language || entry.language == catalog.sourceLanguage,
                 "an entry for \(language) is written in \(entry.language)")
    precondition(entry.file == catalog.path || entry.file.hasPrefix(catalog.path + "/"),
                 "an entry's file \(entry.file) is the catalog \(catalog.path) or inside it")
    precondition((entry.line ?? 1) >= 1, "an entry's line is 1-based")
    // Filling the placeholders, as a spec's `arguments` do (printf and named): any answer but a
    // crash. (Built here, not as globals: LeakSanitizer reports a lazy global's enum payloads.)
    let printf = JSONAny.array([.number(12_480), .string("Ada"), .number(2.5)])
    let named = JSONAny.object(OrderedObject(["count": .number(3), "name": .string("Ada"), "score": .number(12_480)]))
    for arguments in [printf, named] {
        if case .failure(let problem) = CatalogFormat.apply(entry.value, arguments: arguments) {
            precondition(!problem.message.isEmpty, "a format problem says what it is")
        }
    }
}

/// A refusal is one printable line, `FILE[:LINE[:COLUMN]]: error: MESSAGE`, about a file or folder
/// inside the root.
func checkRefusal(_ error: CatalogError, root: String) {
    let line = error.description
    precondition(!error.message.isEmpty, "a refusal says why")
    precondition(!line.unicodeScalars.contains(where: PrintableText.isUnsafe), "one printable line: \(line)")
    precondition(line.contains(": error: "), "FILE: error: MESSAGE, got \(line)")
    precondition(error.file == root || error.file.hasPrefix(root + "/"), "names a file inside the root: \(error.file)")
    precondition((error.line ?? 1) >= 1 && (error.column ?? 1) >= 1, "1-based line and column: \(line)")
}
