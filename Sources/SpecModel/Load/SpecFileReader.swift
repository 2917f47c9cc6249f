import RenderSupport

/// Reads one spec file into a positioned JSON object, refusing oversized files before reading them.
enum SpecFileReader {
    static func read(_ file: String) throws(SpecError) -> JSONValue {
        let start = SourcePosition(file: file, line: 1, column: 1, path: JSONPath.root)
        // One non-blocking open, the size from the open file, then at most one byte past the limit
        // (InputFile): a FIFO named like a spec is refused, not waited on.
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(file, maxBytes: SpecLimits.maxFileBytes)
        } catch {
            switch error {
            case .cannotOpen: throw SpecError(at: start, "cannot read the spec file: it does not exist or is not readable")
            case .notAFile(let kind): throw SpecError(at: start, "cannot read the spec file: it is \(kind), not a file")
            case .tooLarge(let size):
                throw SpecError(at: start, "the spec file is \(NumberText.grouped(size)) bytes; the limit is 5 MB (\(NumberText.grouped(SpecLimits.maxFileBytes)) bytes)")
            case .cannotRead: throw SpecError(at: start, "cannot read the spec file")
            }
        }
        return try parse(bytes, file: file)
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
