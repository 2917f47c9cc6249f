import CairoGraphics
import PNGCodec
import RenderSupport
import SpecRender

/// The start of a plain render, spread over two cores: a thread of its own loads the text libraries
/// (Pango and what it brings, which the release build no longer loads before `main`:
/// Sources/CStartup/text_libraries.c) while swift-argument-parser parses the command line on this
/// one, and then the specs, unless the parse was over first and this thread has begun loading them. The
/// parse and the spec load are mostly the Swift runtime meeting types for the first time (the
/// parser's property wrappers, the spec documents' Codable models), and loading the libraries
/// takes longer than either (docs/startup.md has the figures). The arguments are read ahead with a
/// short list of the render command's options; the parsed command then takes the load only when
/// it asks for exactly that one (the same specs, root, states, locales, excluded folder and jobs),
/// and loads again otherwise, so the outcome, and every message, is the parser's. When the parse
/// took the load, the thread does the PNG encoder's first-use work instead (FirstUseWarmUp) while
/// the render plans. For those few milliseconds the run has one thread more than `--jobs`.
/// `RENDER_SPEC_STARTUP=plain` turns it off (docs/startup.md): the parse loads the specs, and the
/// text libraries are loaded at their first use, on the thread that uses them.
final class EarlyLoad: @unchecked Sendable {
    struct Request: Equatable {
        var specs: [String]
        var excluding: [String]
        var root: String?
        var states: [String]
        var locales: [String]
        /// `--jobs` as given: nil for every core, which the load thread counts (a read of the
        /// cgroup files, kept off the parse's thread).
        var jobs: Int?
    }

    /// The load started for this process's render, if any.
    nonisolated(unsafe) static var current: EarlyLoad?

    private let request: Request
    private let finished = DispatchSemaphore(value: 0)
    private var loaded: SpecSelection.Loaded?
    /// Whether a thread has begun loading the specs: the first of the two to ask does it.
    private var claimed = false
    private let claimLock = Lock()

    private init(_ request: Request) { self.request = request }

    /// Starts loading what `arguments` (a plain render's, as `RenderCommand` takes them) name, or
    /// nothing when they hold anything the read-ahead does not know.
    static func start(_ arguments: [String]) {
        guard ProcessSettings.startup.uses(.earlyLoad), let request = request(from: arguments) else { return }
        let early = EarlyLoad(request)
        current = early
        // The encoder the render will use: the default, unless `--png` picks another (or nothing
        // when the warm-up is off).
        let warmUp = ProcessSettings.startup.uses(.firstUseWarmUp)
        let png: PNGCompression? = !warmUp || arguments.contains { $0 == "--png" || $0.hasPrefix("--png=") } ? nil : .fast
        // The load and the parse each meet the Swift runtime's lazy caches for the first time: their
        // pages written in now, while this is the only thread, cost no interrupt of the other CPU.
        DetachedThread.prefaultGlobals()
        DetachedThread.start {
            // The libraries first: the specs are the parse's to load when it is over before them,
            // and this thread then does the encoder's first-use work while the render plans.
            TextLibraries.require()
            if early.claim() { early.load() } else if let png { FirstUseWarmUp.run(png: png) }
        }
    }

    /// True for the first thread to ask, which then loads the specs.
    private func claim() -> Bool {
        claimLock.lock()
        defer { claimLock.unlock() }
        if claimed { return false }
        claimed = true
        return true
    }

    private func load() {
        let selection = SpecSelection(root: request.root, states: request.states, locales: request.locales)
        loaded = selection.load(request.specs, excluding: request.excluding, jobs: request.jobs ?? ProcessSettings.cores)
        finished.signal()
    }

    /// The load, once finished, when it is the one `request` describes; nil otherwise.
    func loaded(for request: Request) -> SpecSelection.Loaded? {
        guard request == self.request else { return nil }
        if claim() { load() }
        finished.wait()
        finished.signal()
        return loaded
    }

    // Arrays, not sets: a Set<String> made here would be the run's first, its metadata a scan of
    // every conformance in the binary.
    static let valued = ["-o", "--output", "--out-dir", "--scale", "--format", "--state", "--locale",
                                 "--root", "--jobs", "--png"]
    static let flags = ["-q", "--quiet", "--strict"]

    /// What the render command will load, read the way swift-argument-parser reads the options the
    /// command has; nil for anything else (the parse decides then, and the load waits for it).
    static func request(from arguments: [String]) -> Request? {
        var positional: [String] = [], values: [String: [String]] = [:]
        var i = 0
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            if !argument.hasPrefix("-") || argument == "-" {
                positional.append(argument)
                continue
            }
            if flags.contains(argument) { continue }
            var name = argument, value: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                value = String(argument[argument.index(after: equals)...])
            }
            guard valued.contains(name) else { return nil }
            if value == nil {
                guard i < arguments.count, !arguments[i].hasPrefix("-") else { return nil }
                value = arguments[i]
                i += 1
            }
            values[name == "--output" ? "-o" : name, default: []].append(value!)
        }
        guard (values["--root"]?.count ?? 0) <= 1, (values["--out-dir"]?.count ?? 0) <= 1, (values["--jobs"]?.count ?? 0) <= 1
        else { return nil }
        var jobs: Int?
        if let text = values["--jobs"]?.first {
            guard let n = Int(text), n >= 1 else { return nil }
            jobs = n
        }
        let specs = positional.filter { !$0.hasSuffix(".xcassets") }
        guard !specs.isEmpty else { return nil }
        let outDir = values["--out-dir"]?.first ?? positional.first { $0.hasSuffix(".xcassets") }
        return Request(specs: specs, excluding: outDir.map { [$0] } ?? [],
                       root: values["--root"]?.first.map(Paths.absolute),
                       states: values["--state"] ?? [], locales: values["--locale"] ?? [], jobs: jobs)
    }
}
