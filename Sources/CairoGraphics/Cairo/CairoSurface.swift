import CCairo

/// Collects the bytes a vector surface writes, so SVG and PDF never touch the disk half-written.
final class ByteSink {
    var bytes: [UInt8] = []
}

private let sinkWrite: cairo_write_func_t = { closure, data, length in
    guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
    let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
    sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
    return CAIRO_STATUS_SUCCESS
}

/// Owns a cairo_surface_t: an image (ARGB32 or A8) or an SVG/PDF document written into memory.
package final class CairoSurface {
    let pointer: OpaquePointer
    private let sink: ByteSink?

    package enum PixelFormat { case argb32, a8 }

    /// An image surface, cleared to transparent.
    package init(width: Int, height: Int, format: PixelFormat) throws(GraphicsError) {
        let f = format == .argb32 ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_A8
        pointer = cairo_image_surface_create(f, Int32(width), Int32(height))
        sink = nil
        try GraphicsError.check(cairo_surface_status(pointer), "cannot create a \(width)×\(height) image")
    }

    /// An unbounded recording surface: nothing is clipped away, so a path built on it is whole
    /// (Cairo drops glyphs outside a bounded surface when it builds their outlines).
    package init(unboundedAlpha: Void) throws(GraphicsError) {
        pointer = cairo_recording_surface_create(CAIRO_CONTENT_ALPHA, nil)
        sink = nil
        try GraphicsError.check(cairo_surface_status(pointer), "cannot create a recording surface")
    }

    package enum VectorFormat { case svg, pdf }

    /// An SVG or PDF document of the given size in points, with no dates or random ids in it.
    package init(vector: VectorFormat, width: Double, height: Double) throws(GraphicsError) {
        let sink = ByteSink()
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        switch vector {
        case .svg:
            pointer = cairo_svg_surface_create_for_stream(sinkWrite, closure, width, height)
            cairo_svg_surface_restrict_to_version(pointer, CAIRO_SVG_VERSION_1_1)
            cairo_svg_surface_set_document_unit(pointer, CAIRO_SVG_UNIT_PX)
        case .pdf:
            pointer = cairo_pdf_surface_create_for_stream(sinkWrite, closure, width, height)
            // Cairo stamps the current time otherwise; a fixed date keeps the bytes reproducible.
            cairo_pdf_surface_set_metadata(pointer, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
            cairo_pdf_surface_set_metadata(pointer, CAIRO_PDF_METADATA_CREATOR, "render-spec")
        }
        self.sink = sink
        try GraphicsError.check(cairo_surface_status(pointer), "cannot create a document")
    }

    /// A document records what is drawn and draws it again when it is finished: its fonts' glyphs
    /// are looked up then and freed with it, both under GlyphCacheLock (which says why). An image
    /// never holds a font.
    deinit {
        if sink != nil { GlyphCacheLock.withLock { cairo_surface_destroy(pointer) } } else { cairo_surface_destroy(pointer) }
    }

    package var width: Int { Int(cairo_image_surface_get_width(pointer)) }
    package var height: Int { Int(cairo_image_surface_get_height(pointer)) }
    package var stride: Int { Int(cairo_image_surface_get_stride(pointer)) }

    /// Gives the pixel memory to `body` (ARGB32: premultiplied BGRA words; A8: one byte a pixel).
    package func withPixels<R>(_ body: (UnsafeMutablePointer<UInt8>, _ stride: Int) throws -> R) rethrows -> R {
        cairo_surface_flush(pointer)
        let data = cairo_image_surface_get_data(pointer)!
        let result = try body(data, stride)
        cairo_surface_mark_dirty(pointer)
        return result
    }

    /// PNG bytes of an image surface, through Cairo's own PNG writer (which un-premultiplies).
    package func pngData() throws(GraphicsError) -> [UInt8] {
        let sink = ByteSink()
        let status = cairo_surface_write_to_png_stream(pointer, sinkWrite, Unmanaged.passUnretained(sink).toOpaque())
        try GraphicsError.check(status, "cannot encode PNG")
        return sink.bytes
    }

    /// Ends a vector document and returns its bytes.
    package func finishDocument() throws(GraphicsError) -> [UInt8] {
        GlyphCacheLock.withLock { cairo_surface_finish(pointer) }
        try GraphicsError.check(cairo_surface_status(pointer), "cannot finish document")
        return sink?.bytes ?? []
    }
}
