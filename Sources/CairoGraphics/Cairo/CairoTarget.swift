import CCairo
import RenderSupport
import RenderSupport

/// Direct access to the pixels a context is drawing into (its current group's surface, or its own
/// target), for compositing that Cairo would do span by span and render-spec does in one pass with
/// the same arithmetic (SpecRender's CoverageLerp).
extension CairoContext {
    /// A rectangle of device pixels.
    package struct DeviceRect: Equatable, Sendable {
        package var x: Int, y: Int, width: Int, height: Int
    }

    /// The clip as whole device pixels, or nil when it is not a union of pixel-aligned rectangles
    /// (a clip that cuts pixels through the middle antialiases them, which a direct write cannot).
    package func deviceClipRectangles() -> [DeviceRect]? {
        guard let list = inDeviceSpace({ cairo_copy_clip_rectangle_list(pointer) }) else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        var rects: [DeviceRect] = []
        for i in 0..<Int(list.pointee.num_rectangles) {
            let r = list.pointee.rectangles[i]
            let values = [r.x, r.y, r.width, r.height]
            guard values.allSatisfy({ $0 == $0.rounded() && abs($0) < 16_777_216 }) else { return nil }
            rects.append(DeviceRect(x: Int(r.x), y: Int(r.y), width: Int(r.width), height: Int(r.height)))
        }
        return rects
    }

    /// `body` with the identity matrix, so that what Cairo returns is in device pixels (it keeps
    /// paths and clips in device space), the matrix restored after. Under GlyphCacheLock: the
    /// matrix change and the restore can drop the scaled font (CairoContext.restore says why).
    func inDeviceSpace<R>(_ body: () -> R) -> R {
        withFontLock {
            cairo_save(pointer)
            cairo_identity_matrix(pointer)
            defer { cairo_restore(pointer) }
            return body()
        }
    }

    /// Narrows the clip to a rectangle of whole device pixels, the user-space matrix kept: set with
    /// the identity matrix so that it falls exactly on pixel edges whatever the scale. Under
    /// GlyphCacheLock, as every matrix change is.
    package func clip(toDevicePixels x: Int, _ y: Int, width: Int, height: Int) {
        withFontLock {
            var m = cairo_matrix_t()
            cairo_get_matrix(pointer, &m)
            cairo_identity_matrix(pointer)
            cairo_new_path(pointer)
            cairo_rectangle(pointer, Double(x), Double(y), Double(width), Double(height))
            cairo_clip(pointer)
            cairo_set_matrix(pointer, &m)
        }
    }

    /// Runs `body` over the ARGB32 pixels the context draws into, with the offset from device
    /// coordinates to the surface's pixels (a group's surface covers only its extents); false when
    /// that surface is not an ARGB32 image (a document's, an A8 mask's).
    package func withTargetPixels(_ body: (_ pixels: UnsafeMutablePointer<UInt8>, _ stride: Int, _ width: Int, _ height: Int,
                                           _ offsetX: Int, _ offsetY: Int) -> Void) -> Bool {
        guard let target = cairo_get_group_target(pointer),
              cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32 else { return false }
        var ox = 0.0, oy = 0.0
        cairo_surface_get_device_offset(target, &ox, &oy)
        guard ox == ox.rounded(), oy == oy.rounded() else { return false }
        cairo_surface_flush(target)
        guard let data = cairo_image_surface_get_data(target) else { return false }
        body(data, Int(cairo_image_surface_get_stride(target)), Int(cairo_image_surface_get_width(target)),
             Int(cairo_image_surface_get_height(target)), Int(ox), Int(oy))
        cairo_surface_mark_dirty(target)
        return true
    }

    /// The premultiplied ARGB32 word Cairo fills with for this colour (its own conversion, by
    /// painting one pixel), remembered for the process.
    package static func argb32(r: Double, g: Double, b: Double, a: Double) throws(GraphicsError) -> UInt32 {
        let key = [r, g, b, a]
        if let known = ColorWords.shared.word(for: key) { return known }
        let pixel = try CairoSurface(width: 1, height: 1, format: .argb32)
        let cairo = try CairoContext(pixel)
        cairo_set_operator(cairo.pointer, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgba(cairo.pointer, r, g, b, a)
        cairo_paint(cairo.pointer)
        try cairo.status()
        let word = pixel.withPixels { data, _ in UnsafeRawPointer(data).load(as: UInt32.self) }
        ColorWords.shared.remember(word, for: key)
        return word
    }
}

/// Colours already converted to ARGB32 words (a font's cells fill with one colour thousands of
/// times). Thread-safe.
private final class ColorWords: @unchecked Sendable {
    static let shared = ColorWords()
    private let lock = Lock()
    private var words: [[Double]: UInt32] = [:]

    func word(for key: [Double]) -> UInt32? {
        lock.lock()
        defer { lock.unlock() }
        return words[key]
    }

    func remember(_ word: UInt32, for key: [Double]) {
        lock.lock()
        defer { lock.unlock() }
        if words.count < 4096 { words[key] = word }
    }
}
