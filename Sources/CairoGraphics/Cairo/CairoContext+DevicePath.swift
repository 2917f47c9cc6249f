import CCairo

extension CairoContext {
    /// The current path in device pixels, curves kept as cubic Béziers (Cairo turns a font's
    /// quadratic outlines into cubics): what the distance-field fonts measure distances to.
    /// Cairo stores a path in device space, so the path is read back with the identity matrix.
    package func devicePath() -> [PathOp] {
        guard let path = inDeviceSpace({ cairo_copy_path(pointer) }) else { return [] }
        defer { cairo_path_destroy(path) }
        guard path.pointee.status == CAIRO_STATUS_SUCCESS, let data = path.pointee.data else { return [] }
        var ops: [PathOp] = []
        var index = 0
        let count = Int(path.pointee.num_data)
        while index < count {
            let header = data[index].header
            let point = { (offset: Int) in (data[index + offset].point.x, data[index + offset].point.y) }
            switch header.type {
            case CAIRO_PATH_MOVE_TO: let p = point(1); ops.append(.move(p.0, p.1))
            case CAIRO_PATH_LINE_TO: let p = point(1); ops.append(.line(p.0, p.1))
            case CAIRO_PATH_CURVE_TO:
                let (a, b, c) = (point(1), point(2), point(3))
                ops.append(.curve(a.0, a.1, b.0, b.1, c.0, c.1))
            case CAIRO_PATH_CLOSE_PATH: ops.append(.close)
            default: break
            }
            index += max(Int(header.length), 1)
        }
        return ops
    }
}
