#if Server
import Metrics
import Prometheus
import RenderSupport

/// The server's counters, histogram and gauges, through swift-metrics into a Prometheus registry of
/// this server's own (no process-wide bootstrap, so tests can run several), served at /metrics in
/// Prometheus' text format.
final class ServeMetrics: @unchecked Sendable {
    let registry = PrometheusCollectorRegistry()
    private let lock = Lock()
    /// Counters by name and label value, made once: a request should not allocate one.
    private var counters: [String: Metrics.Counter] = [:]
    private let factory: PrometheusMetricsFactory
    private let latency: Metrics.Timer
    private let running: Metrics.Gauge
    private let waiting: Metrics.Gauge

    init() {
        var factory = PrometheusMetricsFactory(registry: registry)
        // Seconds: a cached answer takes well under a millisecond, a render a few, a busy queue up to the render timeout.
        factory.defaultDurationHistogramBuckets = [
            .microseconds(500), .milliseconds(1), .microseconds(2500), .milliseconds(5), .milliseconds(10), .milliseconds(25),
            .milliseconds(50), .milliseconds(100), .milliseconds(250), .milliseconds(500), .seconds(1), .milliseconds(2500),
            .seconds(5), .seconds(10),
        ]
        self.factory = factory
        latency = Metrics.Timer(label: "render_spec_serve_request_duration_seconds", dimensions: [], factory: factory)
        running = Metrics.Gauge(label: "render_spec_serve_renders_running", dimensions: [], factory: factory)
        waiting = Metrics.Gauge(label: "render_spec_serve_queue_depth", dimensions: [], factory: factory)
    }

    /// One request answered: its status and how long it took.
    func answered(status: Int, seconds: Double) {
        counter("render_spec_serve_requests_total", ("status", String(status))).increment()
        latency.recordNanoseconds(Int64(seconds * 1e9))
    }

    /// How an image request was answered from the caches: `hit`, `disk_hit`, `not_modified`, `miss`.
    func cache(_ result: String) {
        counter("render_spec_serve_cache_total", ("result", result)).increment()
    }

    func rendered() {
        counter("render_spec_serve_renders_total").increment()
    }

    /// A request refused before a render: `bad_request`, `forbidden`, `not_found`, `busy`, `too_large`, `timeout`, ….
    func refused(_ reason: String) {
        counter("render_spec_serve_refusals_total", ("reason", reason)).increment()
    }

    func load(running: Int, waiting: Int) {
        self.running.record(running)
        self.waiting.record(waiting)
    }

    private func counter(_ name: String, _ label: (String, String)? = nil) -> Metrics.Counter {
        let key = name + "|" + (label?.1 ?? "")
        return lock.withLock {
            if let known = counters[key] { return known }
            let made = Metrics.Counter(label: name, dimensions: label.map { [$0] } ?? [], factory: factory)
            counters[key] = made
            return made
        }
    }

    /// Prometheus' text exposition of every metric.
    func text() -> [UInt8] {
        var buffer: [UInt8] = []
        registry.emit(into: &buffer)
        return buffer
    }
}
#endif
