import Foundation

/// Reads one spec file into a positioned JSON object, refusing oversized files before reading them.
enum SpecFileReader {
    static func read(_ file: String) throws(SpecError) -> JSONValue {
        let start = SourcePosition(file: file, line: 1, column: 1, path: JSONPath.root)
        let size: Int
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: file)
            size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        } catch {
            throw SpecError(at: start, "cannot read the spec file: it does not exist or is not readable")
        }
        guard size <= SpecLimits.maxFileBytes else {
            throw SpecError(at: start, "the spec file is \(NumberText.grouped(size)) bytes; the limit is 5 MB (\(NumberText.grouped(SpecLimits.maxFileBytes)) bytes)")
        }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw SpecError(at: start, "cannot read the spec file")
        }
        guard data.count <= SpecLimits.maxFileBytes else {  // it grew while we looked
            throw SpecError(at: start, "the spec file is \(NumberText.grouped(data.count)) bytes; the limit is 5 MB (\(NumberText.grouped(SpecLimits.maxFileBytes)) bytes)")
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
