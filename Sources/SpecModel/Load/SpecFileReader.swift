import Foundation

/// Reads one spec file into a positioned JSON object, refusing oversized files before reading them.
enum SpecFileReader {
    static func read(_ file: String) throws(SpecError) -> JSONValue {
        let start = SourcePosition(file: file, line: 1, column: 1, path: JSONPath.root)
        // One open: the size from the open file, then at most one byte past the limit. Not
        // FileManager's attributes, which look up the file's owner and group (reading /etc/passwd
        // and /etc/group, after asking nscd) for every spec of a batch.
        guard let handle = FileHandle(forReadingAtPath: file) else {
            throw SpecError(at: start, "cannot read the spec file: it does not exist or is not readable")
        }
        defer { try? handle.close() }
        var status = stat()
        guard fstat(handle.fileDescriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw SpecError(at: start, "cannot read the spec file: it is not a file")
        }
        let size = Int(status.st_size)
        guard size <= SpecLimits.maxFileBytes else {
            throw SpecError(at: start, "the spec file is \(NumberText.grouped(size)) bytes; the limit is 5 MB (\(NumberText.grouped(SpecLimits.maxFileBytes)) bytes)")
        }
        let data: Data
        do {
            data = try handle.read(upToCount: SpecLimits.maxFileBytes + 1) ?? Data()
        } catch {
            throw SpecError(at: start, "cannot read the spec file")
        }
        guard data.count <= SpecLimits.maxFileBytes else {  // it grew while we looked
            throw SpecError(at: start, "the spec file is more than 5 MB (\(NumberText.grouped(SpecLimits.maxFileBytes)) bytes), the limit")
        }
        return try parse([UInt8](data), file: file)
    }

    /// Spec bytes that are not (or not yet) a file, named `file` in positions and errors.
    static func parse(_ bytes: [UInt8], file: String) throws(SpecError) -> JSONValue {
        guard bytes.count <= SpecLimits.maxFileBytes else {
            let start = SourcePosition(file: file, line: 1, column: 1, path: JSONPath.root)
            throw SpecError(at: start, "the spec is \(NumberText.grouped(bytes.count)) bytes; the limit is 5 MB (\(NumberText.grouped(SpecLimits.maxFileBytes)) bytes)")
        }
        let value = try JSONParser.parse(bytes, file: file)
        guard value.members != nil else {
            throw SpecError(at: value.position, "a spec file must hold a JSON object, got \(value.typeName)")
        }
        return value
    }
}
