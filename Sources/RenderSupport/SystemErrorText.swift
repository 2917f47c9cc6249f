/// A file-system error from FileManager as a short reason ("Permission denied"): the system's own
/// text for the POSIX error underneath, in place of Foundation's `localizedDescription` (Lock says
/// why the render-spec binary does without Foundation beyond FoundationEssentials).
package enum SystemErrorText {
    package static func describe(_ error: Error) -> String {
        if let cocoa = error as? CocoaError {
            if let posix = cocoa.userInfo["NSUnderlyingError"] as? POSIXError {
                return String(cString: strerror(posix.code.rawValue))
            }
        }
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        return "\(error)"
    }
}
