import CFontSubset

/// Owns one face of a font file as HarfBuzz's subsetter wrote it again (Sources/CFontSubset says
/// what it keeps and why Cairo is given it instead of the file).
final class SafeFontFace {
    private let subset: OpaquePointer

    /// Throws the reason when the file cannot be read or HarfBuzz refuses the face.
    /// With `instance` (OpenType tags and values), the copy is that instance of a variable font,
    /// every other axis at its default, as a static font; a font without axes is refused.
    init(file: String, index: Int, instance: [(tag: UInt32, value: Float)]? = nil) throws(SafeFontRefusal) {
        var error: UnsafePointer<CChar>?
        let tags = (instance ?? []).map(\.tag), values = (instance ?? []).map(\.value)
        guard index >= 0, index <= Int(UInt16.max),
              let made = instance == nil ? rs_font_subset_make(file, UInt32(index), &error)
                : rs_font_subset_make_instance(file, UInt32(index), tags, values, UInt32(tags.count), &error) else {
            throw SafeFontRefusal(reason: error.map { String(cString: $0) } ?? "it has no face \(index)")
        }
        subset = made
    }

    deinit { rs_font_subset_free(subset) }

    /// Runs `body` over the new file's bytes, which live as long as this face.
    func withBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        var length = 0
        let bytes = rs_font_subset_bytes(subset, &length)
        return try body(UnsafeRawBufferPointer(start: bytes, count: length))
    }

    /// A descriptor of a file in memory holding the bytes, or nil where there is none.
    func memoryFile() -> Int32? {
        let fd = rs_font_subset_memory_file(subset)
        return fd >= 0 ? fd : nil
    }

    static let harfBuzzVersion = String(cString: rs_font_subset_harfbuzz_version())
}

/// Why a font face is not drawn: a one-line reason, put after the font file's name.
struct SafeFontRefusal: Error {
    var reason: String
}
