import CCairo

/// A Cairo, fontconfig or Pango call that failed, with the library's own reason.
package struct GraphicsError: Error, CustomStringConvertible, Sendable {
    package var description: String
    package init(_ description: String) { self.description = description }

    static func check(_ status: cairo_status_t, _ what: String) throws(GraphicsError) {
        guard status == CAIRO_STATUS_SUCCESS else {
            throw GraphicsError("\(what): \(String(cString: cairo_status_to_string(status)))")
        }
    }
}
