import Foundation
import Testing

/// The render-spec program links FoundationEssentials and none of the rest of Foundation: the
/// rest brings CoreFoundation, whose initializer every run would pay (BENCHMARKS.md), and ICU. The modules it is built from import FoundationEssentials where it exists
/// (CONTRIBUTING.md); one `import Foundation` among them would bring it all back.
@Suite struct FoundationLinkageTests {
    @Test func theProgramLoadsNoFoundationButFoundationEssentials() throws {
        let run = try CLIRunner.execute(URL(fileURLWithPath: "/usr/bin/ldd"), [CLIRunner.binary.path],
                                        in: CLIRunner.binary.deletingLastPathComponent())
        #expect(run.status == 0)
        let names = run.stdout.split(separator: "\n").compactMap {
            $0.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init)
        }
        #expect(names.contains("libc.so.6"), "\(names)")
        for name in names {
            #expect(!["libFoundation.so", "libFoundationInternationalization.so", "lib_FoundationICU.so"].contains(name),
                    "render-spec loads \(name)")
        }
    }
}
