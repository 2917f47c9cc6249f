import CStartup
import Foundation
import Testing

/// CStartup's command_line.c keeps the argument vector glibc hands the program's initializers, and
/// answers the Swift runtime's question for CommandLine.arguments with it in a statically linked
/// release build (command_line.c). Here, with the shared runtime, the runtime answers from its own
/// scan: the two must be the same vector.
@Suite struct CommandLineCaptureTests {
    @Test func theKeptVectorIsTheOneTheRuntimeFinds() throws {
        var count: Int32 = 0
        let vector = try #require(rs_command_line(&count))
        let kept = (0..<Int(count)).map { String(cString: vector[$0]!) }
        #expect(kept == CommandLine.arguments)
        #expect(vector[Int(count)] == nil)
    }
}
