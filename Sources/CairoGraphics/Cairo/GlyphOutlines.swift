import CCairo
import RenderSupport

/// Glyph outlines appended to a path without Cairo's glyph cache, so that jobs drawing text on two
/// threads do not queue for GlyphCacheLock.
///
/// `cairo_glyph_path` looks each glyph up in Cairo 1.16's process-wide glyph cache (under
/// GlyphCacheLock, which that cache needs) and appends the glyph's outline, kept in 24.8 fixed
/// point in device space at the origin, moved by the glyph's device position rounded to 1/256 px.
/// Here each outline is taken from Cairo once per font, scale and glyph (`cairo_glyph_path` on a
/// scratch context at the origin, read back with `cairo_copy_path` in device units, which are
/// exact multiples of 1/256) and kept for the process; a run is then appended with
/// `cairo_append_path`, each point moved by the glyph's position computed as Cairo computes it
/// (the same matrix functions, the same glyph culling, the same rounding), so the path holds the
/// same fixed-point values, in the same order, as `cairo_glyph_path` would have put there, and the
/// pixels are the same. Where that cannot be promised (a target other than an image surface, a
/// device scale, a device offset off the 1/256 grid, a glyph Cairo cannot outline), `append`
/// answers false and the caller asks Cairo.
enum GlyphOutlines {
    /// One glyph's outline: Cairo path data (headers and points) in device pixels, at the origin.
    typealias Outline = [cairo_path_data_t]

    private struct Key: Hashable {
        /// CairoFont.outlineID: the file, face, size and variations.
        var font: Int
        /// The font's matrix into device space, translation left out (Cairo keys its scaled fonts so).
        var xx: UInt64, yx: UInt64, xy: UInt64, yy: UInt64
        var glyph: UInt32
    }

    /// At most this many outlines are kept (about 0.6 KB each); past it the cache starts again.
    static let limit = 20_000

    private struct FontKey: Hashable {
        var file: String, index: Int, size: Double, variations: String
    }

    private static let lock = Lock()
    nonisolated(unsafe) private static var outlines: [Key: Outline] = [:]
    nonisolated(unsafe) private static var fontIDs: [FontKey: Int] = [:]
    /// The context outlines are taken on; used under GlyphCacheLock only.
    nonisolated(unsafe) private static var scratch: (surface: OpaquePointer, context: OpaquePointer)?

    /// The number fonts of this file, face, size and variations share, so that a glyph's key
    /// hashes a few words rather than the file's path.
    static func fontID(file: String, index: Int, size: Double, variations: String) -> Int {
        let key = FontKey(file: file, index: index, size: size, variations: variations)
        lock.lock()
        defer { lock.unlock() }
        if let id = fontIDs[key] { return id }
        fontIDs[key] = fontIDs.count
        return fontIDs.count - 1
    }

    /// Appends the outlines of `glyphs` (user space positions) to `context`'s path, as
    /// `cairo_glyph_path` would; false, with nothing appended, where it cannot do so exactly.
    static func append(_ glyphs: [PlacedGlyph], font: CairoFont, to context: CairoContext) -> Bool {
        let cr = context.pointer
        guard !glyphs.isEmpty else { return true }
        // A context that has had a font set (vector output) keeps to Cairo's glyph calls.
        guard !context.fontApplied, cairo_status(cr) == CAIRO_STATUS_SUCCESS, let target = cairo_get_group_target(cr),
              cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return false }
        var dx = 0.0, dy = 0.0, sx = 0.0, sy = 0.0
        cairo_surface_get_device_offset(target, &dx, &dy)
        cairo_surface_get_device_scale(target, &sx, &sy)
        guard sx == 1, sy == 1, onGrid(dx), onGrid(dy) else { return false }
        var device = cairo_matrix_t()
        cairo_matrix_init_translate(&device, dx, dy)

        // The scaled font Cairo would use: font matrix × (ctm × device transform), translation dropped.
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        var fontCtm = cairo_matrix_t()
        cairo_matrix_multiply(&fontCtm, &ctm, &device)
        fontCtm.x0 = 0
        fontCtm.y0 = 0
        var fontMatrix = cairo_matrix_t(), scale = cairo_matrix_t()
        cairo_matrix_init_scale(&fontMatrix, font.size, font.size)
        cairo_matrix_multiply(&scale, &fontMatrix, &fontCtm)
        let scale10 = 10 * max(abs(scale.xx) + abs(scale.xy), abs(scale.yx) + abs(scale.yy))

        // The clip in whole device pixels, as Cairo culls glyphs against it.
        cairo_save(cr)
        cairo_identity_matrix(cr)
        var cx1 = 0.0, cy1 = 0.0, cx2 = 0.0, cy2 = 0.0
        cairo_clip_extents(cr, &cx1, &cy1, &cx2, &cy2)
        cx1 += dx; cy1 += dy; cx2 += dx; cy2 += dy
        if cx2 <= cx1 || cy2 <= cy1 {
            cairo_restore(cr)
            return true  // nothing visible: Cairo appends no glyph
        }
        let x1 = cx1 - scale10, y1 = cy1 - scale10, x2 = cx2 + scale10, y2 = cy2 + scale10

        guard let found = outlines(of: glyphs.map(\.id), font: font, fontCtm: fontCtm) else {
            cairo_restore(cr)
            return false
        }
        var data: [cairo_path_data_t] = []
        data.reserveCapacity(found.reduce(0) { $0 + $1.count })
        let toBackend = BackendTransform(ctm: ctm, device: device)
        for (glyph, outline) in zip(glyphs, found) {
            let (x, y) = toBackend.position(of: glyph)
            guard x1 <= x && x <= x2 && y1 <= y && y <= y2 else { continue }
            let ox = fixed(x), oy = fixed(y)
            var i = 0
            while i < outline.count {
                let header = outline[i]
                data.append(header)
                let length = Int(header.header.length)
                for j in 1..<max(1, length) {
                    var point = outline[i + j]
                    // Fixed point added as Cairo adds it, then as user space with the identity
                    // matrix, which the device offset alone takes back to the same fixed value.
                    point.point.x = Double(Int32(truncatingIfNeeded: Int64(point.point.x * 256)) &+ ox) / 256 - dx
                    point.point.y = Double(Int32(truncatingIfNeeded: Int64(point.point.y * 256)) &+ oy) / 256 - dy
                    data.append(point)
                }
                i += max(1, length)
            }
        }
        data.withUnsafeMutableBufferPointer { buffer in
            var path = cairo_path_t(status: CAIRO_STATUS_SUCCESS, data: buffer.baseAddress, num_data: Int32(buffer.count))
            if buffer.count > 0 { cairo_append_path(cr, &path) }
        }
        cairo_restore(cr)
        return true
    }

    /// A device offset Cairo's fixed point holds exactly (a multiple of 1/256 well inside its range).
    private static func onGrid(_ value: Double) -> Bool {
        abs(value) < 4_194_304 && (value * 256).rounded() == value * 256
    }

    /// `_cairo_fixed_from_double`: to the nearest 1/256, ties to even, as its magic-number addition.
    private static func fixed(_ value: Double) -> Int32 {
        Int32(truncatingIfNeeded: (value + 26_388_279_066_624.0).bitPattern)
    }

    /// Glyph origins into device space, as `_cairo_gstate_transform_glyphs_to_backend` moves them
    /// for each form of the matrices (their floating-point steps in the same order), the form and
    /// the matrix worked out once a run.
    private struct BackendTransform {
        private enum Form { case identity, translation(Double, Double), general(cairo_matrix_t) }
        private let form: Form

        init(ctm: cairo_matrix_t, device: cairo_matrix_t) {
            var ctm = ctm, device = device
            if ctm.xx == 1 && ctm.yx == 0 && ctm.xy == 0 && ctm.yy == 1 {
                form = ctm.x0 == 0 && ctm.y0 == 0 && device.x0 == 0 && device.y0 == 0
                    ? .identity : .translation(0 + ctm.x0 + device.x0, 0 + ctm.y0 + device.y0)
                return
            }
            // Cairo multiplies in place (into a temporary, then copied): here into a fresh value each time.
            var translate = cairo_matrix_t(), withCtm = cairo_matrix_t(), aggregate = cairo_matrix_t()
            cairo_matrix_init_translate(&translate, 0, 0)
            cairo_matrix_multiply(&withCtm, &translate, &ctm)
            cairo_matrix_multiply(&aggregate, &withCtm, &device)
            form = .general(aggregate)
        }

        func position(of glyph: PlacedGlyph) -> (Double, Double) {
            switch form {
            case .identity: return (glyph.x, glyph.y)
            case .translation(let tx, let ty): return (glyph.x + tx, glyph.y + ty)
            case .general(var aggregate):
                var x = glyph.x, y = glyph.y
                cairo_matrix_transform_point(&aggregate, &x, &y)
                return (x, y)
            }
        }
    }

    /// Each glyph's outline, taken from Cairo for those not kept yet; nil when Cairo has none for one.
    private static func outlines(of ids: [UInt32], font: CairoFont, fontCtm: cairo_matrix_t) -> [Outline]? {
        let keys = ids.map {
            Key(font: font.outlineID, xx: fontCtm.xx.bitPattern, yx: fontCtm.yx.bitPattern,
                xy: fontCtm.xy.bitPattern, yy: fontCtm.yy.bitPattern, glyph: $0)
        }
        var found = [Outline?](repeating: nil, count: keys.count)
        lock.lock()
        for (i, key) in keys.enumerated() { found[i] = outlines[key] }
        lock.unlock()
        let missing = found.indices.filter { found[$0] == nil }
        guard !missing.isEmpty else { return found.map { $0! } }
        var taken: [Key: Outline] = [:]
        let complete: Bool = GlyphCacheLock.withLock {
            for i in missing {
                if let known = taken[keys[i]] { found[i] = known; continue }
                guard let outline = take(ids[i], font: font, fontCtm: fontCtm) else { return false }
                found[i] = outline
                taken[keys[i]] = outline
            }
            return true
        }
        guard complete else { return nil }
        lock.lock()
        if outlines.count + taken.count > limit { outlines.removeAll(keepingCapacity: true) }
        for (key, outline) in taken { outlines[key] = outline }
        lock.unlock()
        return found.map { $0! }
    }

    /// One glyph's outline from `cairo_glyph_path` at the origin, under GlyphCacheLock.
    private static func take(_ id: UInt32, font: CairoFont, fontCtm: cairo_matrix_t) -> Outline? {
        if scratch == nil, let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1) {
            scratch = (surface, cairo_create(surface))
        }
        guard let (surface, cr) = scratch else { return nil }
        var matrix = fontCtm
        cairo_new_path(cr)
        cairo_set_matrix(cr, &matrix)
        font.apply(to: cr)
        var glyph = cairo_glyph_t(index: UInt(id), x: 0, y: 0)
        cairo_glyph_path(cr, &glyph, 1)
        cairo_identity_matrix(cr)
        guard cairo_status(cr) == CAIRO_STATUS_SUCCESS, let path = cairo_copy_path(cr) else {
            // A context in error stays so: the next glyph gets a new one.
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
            scratch = nil
            return nil
        }
        defer { cairo_path_destroy(path) }
        cairo_new_path(cr)
        guard path.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        let count = Int(path.pointee.num_data)
        return count == 0 ? [] : Array(UnsafeBufferPointer(start: path.pointee.data, count: count))
    }
}
