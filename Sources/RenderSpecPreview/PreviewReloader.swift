import Foundation
import RenderSupport

/// Renders the specs, then renders them again whenever a file they read is saved, publishing each
/// result to the page. Runs on a thread of its own: rendering is blocking work that would otherwise
/// hold up the server's tasks.
final class PreviewReloader: Sendable {
    private let renderer: PreviewRenderer
    private let state: PreviewState
    /// 4 Hz: a save shows within a second even with a render of a few hundred milliseconds.
    private let interval: TimeInterval

    init(renderer: PreviewRenderer, state: PreviewState, interval: TimeInterval = 0.25) {
        self.renderer = renderer
        self.state = state
        self.interval = interval
    }

    func start() {
        let thread = Thread { [self] in run() }
        thread.name = "render-spec preview reloader"
        thread.start()
    }

    private func run() {
        // Touched only by this thread.
        var watcher = FileWatcher()
        var cache = PreviewRenderer.Cache()
        var changed: Set<String>?
        var generation = 0
        var lastErrors: [String] = []
        let clock = DateFormatter()
        clock.dateFormat = "HH:mm:ss"
        clock.locale = Locale(identifier: "en_US_POSIX")
        // The spec files are watched from before the first render, so a save during it is not lost;
        // after each render the watch set becomes what that render read (extends and fonts may change).
        watcher.watch(renderer.argumentPaths)
        while true {
            let started = Date()
            let outcome = renderer.render(changed: changed, cache: &cache)
            // Paths watched before keep their signature from before this render: a save while it
            // ran is reported by the next check.
            watcher.watch(outcome.inputs.union(renderer.argumentPaths))
            generation += 1
            let snapshot = PreviewSnapshot(
                generation: generation, reloadedAt: clock.string(from: Date()),
                milliseconds: Int(Date().timeIntervalSince(started) * 1000),
                specs: outcome.specs, errors: outcome.errors)
            state.publish(snapshot, images: outcome.images)
            lastErrors = report(snapshot, rendered: outcome.rendered.count, after: lastErrors)
            var saved = Set(watcher.changes())
            while saved.isEmpty {
                Thread.sleep(forTimeInterval: interval)
                saved = Set(watcher.changes())
            }
            // An editor that writes in several steps would otherwise show a half-written spec's
            // error for a moment: wait (briefly, boundedly) until the files hold still.
            for _ in 0..<5 {
                Thread.sleep(forTimeInterval: 0.05)
                let more = watcher.changes()
                if more.isEmpty { break }
                saved.formUnion(more)
            }
            // The next reload renders only the specs that read one of these files.
            changed = saved
        }
    }

    /// One line on stderr per reload, and each error once while it lasts, for a terminal beside the page.
    private func report(_ snapshot: PreviewSnapshot, rendered: Int, after previous: [String]) -> [String] {
        let errors = (snapshot.errors + snapshot.specs.flatMap(\.errors)).map(\.text)
        let images = snapshot.specs.reduce(0) { $0 + $1.outputs.count }
        printError("preview: \(snapshot.reloadedAt) rendered \(rendered) of \(snapshot.specs.count) spec(s), \(images) image(s) shown, in \(snapshot.milliseconds) ms"
                   + (errors.isEmpty ? "" : ", \(errors.count) error(s)"))
        errors.filter { !previous.contains($0) }.forEach(printError)
        return errors
    }
}
