import Foundation
import Testing

/// How render-spec is installed and where it runs: scripts/setup.sh installs what rendering needs by
/// default and the test tools only with --dev (which the test command asks for); the Dockerfile's shape; the
/// CI recipe's macOS job. Docker and macOS are not available here, so the Dockerfile and the macOS
/// job are checked as text (actionlint lints the job, CIRecipeTests), not built or run.
@Suite struct SetupAndPlatformTests {
    static let root = DocCommandsTests.root

    private func text(_ path: String) throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    }

    private func packages(_ arguments: [String]) throws -> [String] {
        let run = try CLIRunner.execute(URL(fileURLWithPath: "/bin/bash"),
                                        [Self.root.appendingPathComponent("scripts/setup.sh").path, "--list-packages"] + arguments,
                                        in: Self.root)
        #expect(run.status == 0, "\(run.stderr)")
        return run.stdout.split(separator: "\n").map(String.init)
    }

    static let renderPackages = ["pkg-config", "libcairo2-dev", "libpango1.0-dev", "libharfbuzz-dev", "libfreetype-dev",
                                 "libfontconfig-dev", "libpng-dev", "libexpat1-dev", "fonts-dejavu-core"]
    static let testTools = ["chromium", "love", "godot3", "xvfb", "xauth", "aapt", "poppler-utils", "librsvg2-bin",
                            "shellcheck", "python3-pip"]

    @Test func setupInstallsWhatRenderingNeedsAndTheTestToolsOnlyWithDev() throws {
        let plain = try packages([])
        let dev = try packages(["--dev"])
        for package in Self.renderPackages {
            #expect(plain.contains(package), "scripts/setup.sh installs \(package)")
        }
        for tool in Self.testTools {
            #expect(!plain.contains(tool), "\(tool) is a test tool: only with --dev")
            #expect(dev.contains(tool), "scripts/setup.sh --dev installs \(tool)")
        }
        #expect(Set(plain).isSubset(of: Set(dev)))
        // actionlint (from PyPI) is installed under --dev only.
        let setup = try text("scripts/setup.sh")
        #expect(setup.contains("if [ $dev -eq 1 ] && ! find_actionlint"))
    }

    /// The README's two commands on a fresh machine: `scripts/setup.sh` installs what rendering
    /// needs, so the test command itself installs the test tools (idempotently: setup installs only
    /// what dpkg lacks) before it builds anything; CI runs exactly that command.
    @Test func theTestCommandInstallsItsToolsAndCIRunsExactlyIt() throws {
        let commands = try text("scripts/test.sh").split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
        let install = try #require(commands.firstIndex(of: "bash scripts/setup.sh --deps-only --dev"),
                                   "scripts/test.sh installs the test tools")
        let build = try #require(commands.firstIndex { $0.hasPrefix("swift build") })
        #expect(install < build, "the tools are installed before the build and the tests")
        let run = try text(".ci/run").split(separator: "\n").map(String.init)
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
        #expect(run == ["set -euo pipefail", "cd \"$(dirname \"$0\")/..\"", "export RENDER_SPEC_RECORD=never", "bash scripts/test.sh"],
                "\(run)")
    }

    /// scripts/setup.sh renders Examples/ in place: the committed images must be the bytes it writes,
    /// or every setup leaves a clone with a hundred modified files (as it did for a round after the
    /// PNG writer changed). Its own render commands, run with this build in a copy of Examples/.
    /// An image that differs is rendered once more: on the machines this project runs on, igzip
    /// writes another valid stream for the same pixels about once in 30,000 images
    /// (Benchmarks/notes.md, "PNG bytes that differ between runs"), and a changed encoder changes the
    /// bytes on every run.
    @Test func setupsRenderLeavesTheExamplesAsCommitted() throws {
        let first = try examplesSetupWritesDifferently(among: nil)
        #expect(first.rendered > 100)
        guard !first.differing.isEmpty else { return }
        let again = try examplesSetupWritesDifferently(among: Set(first.differing))
        for file in again.differing.sorted() {
            Issue.record("Examples/\(file) is not what scripts/setup.sh writes: render Examples/ as setup does and commit it")
        }
    }

    /// Runs setup's render commands in a copy of Examples/ whose rendered images are removed first;
    /// returns how many images the commands render and those (of `among`, or of all) whose bytes
    /// are not the committed ones.
    private func examplesSetupWritesDifferently(among: Set<String>?) throws -> (rendered: Int, differing: [String]) {
        let commands = try text("scripts/setup.sh").split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix(".build/release/render-spec Examples") }
        #expect(commands.count == 2, "\(commands)")
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("setup-examples-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent("Examples"), to: copy.appendingPathComponent("Examples"))
        let examples = copy.appendingPathComponent("Examples").path
        let rendered = (FileManager.default.subpaths(atPath: examples) ?? []).filter {
            $0.hasSuffix(".png") && !$0.hasPrefix("SwiftAPI/") && !$0.contains("-in-love")
        }
        for file in rendered { try FileManager.default.removeItem(atPath: examples + "/" + file) }
        for command in commands {
            // The shell expands the globs: the same file lists, sorted as bash sorts them here.
            let run = try CLIRunner.execute(URL(fileURLWithPath: "/bin/bash"),
                                            ["-c", command.replacingOccurrences(of: ".build/release/render-spec", with: CLIRunner.binary.path) + " -q"],
                                            in: copy)
            #expect(run.status == 0, "\(command): \(run.stderr)")
        }
        let differing = rendered.filter { file in
            guard among?.contains(file) ?? true else { return false }
            let written = FileManager.default.contents(atPath: examples + "/" + file)
            let committed = FileManager.default.contents(atPath: Self.root.appendingPathComponent("Examples/" + file).path)
            return written == nil || written != committed
        }
        return (rendered.count, differing)
    }

    @Test func setupRefusesAnUnknownOption() throws {
        let run = try CLIRunner.execute(URL(fileURLWithPath: "/bin/bash"),
                                        [Self.root.appendingPathComponent("scripts/setup.sh").path, "--devv"], in: Self.root)
        #expect(run.status == 2)
        #expect(run.stderr.contains("unknown option --devv"))
    }

    // MARK: Dockerfile

    /// The Dockerfile's instructions, as (keyword, arguments), continuation lines joined.
    private func instructions() throws -> [(String, String)] {
        var result: [(String, String)] = []
        var pending = ""
        for line in try text("Dockerfile").split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if pending.isEmpty && (trimmed.isEmpty || trimmed.hasPrefix("#")) { continue }
            pending += trimmed.hasSuffix("\\") ? String(trimmed.dropLast()) + " " : trimmed
            if trimmed.hasSuffix("\\") { continue }
            let parts = pending.split(separator: " ", maxSplits: 1).map(String.init)
            result.append((parts[0].uppercased(), parts.count > 1 ? parts[1] : ""))
            pending = ""
        }
        return result
    }

    @Test func theDockerfileBuildsOnTheCIImageWithSetupAndRunsRenderSpec() throws {
        let steps = try instructions()
        let keywords = steps.map(\.0)
        // One stage, from the image the CI recipe's jobs run in (Debian 12 with Swift).
        #expect(keywords.filter { $0 == "FROM" }.count == 1)
        let base = try #require(steps.first { $0.0 == "FROM" }).1
        #expect(base.hasPrefix("swift:") && base.hasSuffix("-bookworm"), "\(base)")
        let recipe = try text("docs/ci/render-spec.yml")
        #expect(recipe.contains("container: \(base)\n"), "the Dockerfile's base \(base) is the CI recipe's container")
        // The sources are copied in before setup runs, and setup installs without the test tools.
        let copy = try #require(keywords.firstIndex(of: "COPY"))
        let setup = try #require(steps.firstIndex { $0.0 == "RUN" && $0.1.contains("scripts/setup.sh") })
        #expect(copy < setup)
        #expect(steps[copy].1 == ". .")
        #expect(!steps[setup].1.contains("--dev") && !steps[setup].1.contains("--deps-only"), "\(steps[setup].1)")
        // render-spec is the entry point, in exec form, and is what setup links onto PATH.
        let entry = try #require(steps.last { $0.0 == "ENTRYPOINT" }).1
        let program = try JSONDecoder().decode([String].self, from: Data(entry.utf8))
        #expect(program == ["render-spec"])
        #expect(try text("scripts/setup.sh").contains("bin_dir=/usr/local/bin"))
        #expect(steps.contains { $0.0 == "WORKDIR" && $0.1 == "/work" })
    }

    @Test func dockerLeavesTheBuildFoldersOut() throws {
        let ignored = try text(".dockerignore").split(separator: "\n").map(String.init)
        for entry in [".build", ".git"] {
            #expect(ignored.contains(entry), ".dockerignore leaves out \(entry)")
        }
        // What the build and the renderer read is in the image: the sources, setup, the pinned fonts.
        let patterns = ignored.filter { !$0.isEmpty && !$0.hasPrefix("#") }
        for needed in ["Package.swift", "Sources/CCairo/shim.h", "scripts/setup.sh", "Specs/fonts/dejavu"] {
            #expect(!patterns.contains { needed == $0 || needed.hasPrefix($0 + "/") }, "\(needed) is in the image")
        }
    }

    @Test func theReadmeShowsTheDockerCommandAndSaysItIsNotRunHere() throws {
        let readme = try text("README.md")
        let command = #"docker run --rm --user "$(id -u):$(id -g)" -v "$PWD":/work -w /work render-spec Specs --out-dir out"#
        let block = try #require(readme.range(of: command))
        let before = readme[..<block.lowerBound]
        // The marker on the line before the block's fence says why it is not run.
        let marker = try #require(before.range(of: "<!-- not-run:", options: .backwards))
        let between = before[marker.lowerBound...]
        #expect(between.contains("Docker"))
        #expect(between.components(separatedBy: "```").count == 2, "one fence between the marker and the command")
    }

    // MARK: System packages

    /// Every Debian package that Package.swift's system libraries name (`.apt([...])`) is installed
    /// by setup.sh and listed in the CI recipe's APT_PACKAGES and in docs/ci.md (its copy of the
    /// recipe and its apt-get line): a library added to the package and forgotten there fails a
    /// user's first build.
    @Test func everySystemLibrarysPackageIsInstalledWhereverTheDocsInstallThem() throws {
        let manifest = try text("Package.swift")
        var packages = Set<String>()
        for match in manifest.matches(of: try Regex(#"\.apt\(\[([^\]]*)\]\)"#)) {
            let list = String(manifest[try #require(match.output[1].range)])
            for name in list.split(separator: ",") { packages.insert(name.trimmingCharacters(in: CharacterSet.whitespacesAndNewlines.union(CharacterSet(charactersIn: "\"")))) }
        }
        #expect(packages.isSuperset(of: ["libcairo2-dev", "libpng-dev", "libisal-dev", "zlib1g-dev", "libexpat1-dev"]), "\(packages)")
        let setup = try text("scripts/setup.sh"), recipe = try text("docs/ci/render-spec.yml"), guide = try text("docs/ci.md")
        let aptLine = try #require(guide.split(separator: "\n").first { $0.contains("apt-get install -y --no-install-recommends pkg-config") })
        func words(_ text: some StringProtocol) -> Set<String> {
            let separators: Set<Character> = [" ", "\n", "\t", "(", ")", "\""]
            return Set(String(text).split(whereSeparator: { separators.contains($0) }).map(String.init))
        }
        let recipePackages = try #require(recipe.components(separatedBy: "APT_PACKAGES: >-\n").dropFirst().first?
            .components(separatedBy: "\n\n").first)
        let guidePackages = try #require(guide.components(separatedBy: "APT_PACKAGES: >-\n").dropFirst().first?
            .components(separatedBy: "\n\n").first)
        for package in packages.sorted() {
            #expect(words(setup).contains(package), "scripts/setup.sh installs \(package)")
            #expect(words(recipePackages).contains(package), "docs/ci/render-spec.yml's APT_PACKAGES has \(package)")
            #expect(words(guidePackages).contains(package), "docs/ci.md's recipe has \(package)")
            #expect(words(aptLine).contains(package), "docs/ci.md's apt-get line has \(package)")
        }
    }

    // MARK: The CI recipe's macOS job

    @Test func theRecipeHasAMacOSJobWithHomebrewsLibraries() throws {
        let recipe = try text("docs/ci/render-spec.yml")
        let job = try #require(recipe.components(separatedBy: "\n  macos:\n").dropFirst().first)
        #expect(job.contains("runs-on: macos-latest"))
        #expect(job.contains("continue-on-error: true"), "unsupported: the canary does not fail the run")
        let install = try #require(job.split(separator: "\n").first { $0.contains("brew install") })
        for formula in ["cairo", "pango", "harfbuzz", "freetype", "fontconfig", "libpng", "pkg-config"] {
            #expect(install.split(separator: " ").contains(Substring(formula)), "brew install \(formula)")
        }
        // Its render command's flags are ones `render-spec render` has.
        let render = try #require(job.split(separator: "\n").first { $0.contains("run: render-spec ") })
        let help = try CLIRunner.execute(CLIRunner.binary, ["render", "--help"], in: Self.root)
        for flag in render.split(separator: " ").filter({ $0.hasPrefix("--") }) {
            #expect(help.stdout.contains(" \(flag) "), "render-spec render --help lists \(flag)")
        }
    }

    /// Package.swift: Linux's static Cairo is Linux-only, and Homebrew's is found through pkg-config.
    @Test func theManifestLinksCairoPerPlatform() throws {
        let manifest = try text("Package.swift")
        #expect(manifest.contains(#".linkedLibrary(":libcairo.a", .when(platforms: [.linux]))"#))
        #expect(manifest.contains(#".linkedLibrary(":libpixman-1.a", .when(platforms: [.linux]))"#))
        #expect(manifest.contains(#".target(name: "CCairoPkgConfig", condition: .when(platforms: [.macOS]))"#))
        #expect(manifest.contains(#"pkgConfig: "cairo""#))
        // A module map cannot be per platform, so none links with GNU ld's -l:FILE.
        let modules = try text("Sources/CCairo/module.modulemap") + text("Sources/CCairoPkgConfig/module.modulemap")
        let links = modules.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("link ") }
        #expect(links.contains { $0.contains(#""pango-1.0""#) } && links.contains { $0.contains(#""cairo""#) })
        #expect(!links.contains { $0.contains(#"":"#) }, "\(links)")
    }
}
