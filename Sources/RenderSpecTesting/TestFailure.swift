#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Where an assertion was written, for the failure's place in the test log.
struct TestLocation {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt
}

/// A failed assertion, recorded in whichever runner runs the test: an issue when Swift Testing
/// runs it (`Test.current` is set only inside a Swift Testing test), else an XCTest failure.
enum TestFailure {
    static func record(_ message: String, at location: TestLocation) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), sourceLocation: SourceLocation(
                fileID: "\(location.fileID)", filePath: "\(location.filePath)",
                line: Int(location.line), column: Int(location.column)))
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(message, file: location.filePath, line: location.line)
        #else
        print("\(location.filePath):\(location.line): error: \(message)")
        #endif
    }
}
