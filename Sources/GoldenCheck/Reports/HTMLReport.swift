import RenderSupport
import SpecModel

/// The review page, `index.html` in the report folder: one file with its style and script inline,
/// its images in `artifacts/` beside it, nothing from the network, so a CI artifact opens offline.
///
/// Problems come first (most serious first), each with its golden, actual and diff side by side and
/// a comparison of golden and actual: a slider that uncovers the actual over the golden, and an
/// onion-skin toggle that fades it in instead. Passing outputs are listed in a table after them.
/// Small images are shown enlarged by a whole factor, pixelated, so a one-pixel change can be seen.
/// Opened with `?selftest`, the page checks that every image loaded and that the controls work,
/// and writes PASS or FAIL into `#selftest` (the browser test reads it).
package enum HTMLReport {
    package static func render(_ report: CheckReport) -> String {
        var html = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>render-spec check</title>
        <style>\(style)</style>
        </head><body>
        <h1>render-spec check\(report.shard.map { " — shard \(escape($0))" } ?? "")</h1>
        <p class="summary">\(escape(report.summaryLine))</p>
        <p class="toolchain">\(escape(report.toolchain.components.map { "\($0.name) \($0.version)" }.joined(separator: " · ")))
         · default budgets: \(escape(report.budgets.summary))</p>
        <pre id="selftest" hidden></pre>

        """
        if !report.shownNotes.isEmpty {
            html += "<ul class=\"notes\">" + report.shownNotes.map { "<li>note: \(escape($0))</li>" }.joined() + "</ul>\n"
        }
        for (index, result) in report.problems.enumerated() { html += section(result, index: index) }
        let passes = report.results.filter { $0.status == .pass }
        if !passes.isEmpty {
            html += "<h2>Passed (\(passes.count))</h2>\n<table class=\"passes\"><tr><th>golden</th><th>spec</th><th>size</th><th>pixels</th></tr>\n"
            for p in passes {
                html += "<tr><td>\(escape(p.golden ?? ""))</td><td>\(escape(p.spec ?? ""))</td><td>\(escape(p.actualSize ?? ""))</td><td>\(p.mismatched.map(String.init) ?? "bytes equal")\(p.updated == true ? " (updated)" : "")</td></tr>\n"
            }
            html += "</table>\n"
        }
        return html + "<script>\(script)</script>\n</body></html>\n"
    }

    private static func section(_ r: CheckResult, index: Int) -> String {
        let warned = r.status == .pass && !(r.warnings ?? []).isEmpty ? " warned" : ""
        var s = "<section class=\"result \(r.status.rawValue)\(warned)\" id=\"r\(index)\" data-status=\"\(r.status.rawValue)\">\n"
        s += "<h2><span class=\"badge\">\(r.status.rawValue)\(r.updated == true ? " · updated" : "")</span> \(escape(r.golden ?? r.spec ?? ""))</h2>\n"
        var facts: [String] = []
        if let spec = r.spec { facts.append("spec <code>\(escape(spec))\(r.line.map { ":\($0)" } ?? "")</code>") }
        if let state = r.state { facts.append("state \(escape(state))") }
        if let locale = r.locale { facts.append("locale \(escape(locale))") }
        if let scale = r.scale, let format = r.format { facts.append("@\(scale == scale.rounded() ? String(Int(scale)) : String(scale))x \(escape(format))") }
        if let g = r.goldenSize, let a = r.actualSize { facts.append(g == a ? "\(escape(a))" : "\(escape(g)) → \(escape(a))") }
        if let region = r.changedRegion { facts.append("changed: \(escape(region.description))") }
        if let change = r.largestChannelChange { facts.append("largest channel change \(change)/255") }
        if let budgets = r.budgets { facts.append("budgets: \(escape(budgets.summary))") }
        s += "<p class=\"facts\">\(facts.joined(separator: " · "))</p>\n"
        s += "<p class=\"message\">\(escape(r.message))</p>\n"
        if let warnings = r.warnings, !warnings.isEmpty {
            let failing = r.failsOnWarnings == true ? " (failing under --strict)" : ""
            s += "<ul class=\"warnings\">" + warnings.map { "<li>⚠ \(escape($0))\(failing)</li>" }.joined() + "</ul>\n"
        }
        if let provenance = r.provenance { s += "<p class=\"provenance\">\(escape(provenance))</p>\n" }
        guard let a = r.artifacts else { return s + "</section>\n" }
        // Only PNG and SVG show as images; any other golden (PDF, an image set's Contents.json, a
        // .fnt, an atlas descriptor) is a link to its file, whose name says what it is.
        func isImage(_ path: String) -> Bool { path.hasSuffix(".png") || path.hasSuffix(".svg") }
        let images = [a.golden, a.actual].allSatisfy { $0.map(isImage) ?? true }
        s += "<div class=\"images\">\n"
        for (label, path) in [("golden", a.golden), ("actual", a.actual), ("diff", a.diff)] {
            guard let path else { continue }
            let view = isImage(path) ? "<img class=\"\(label)\" src=\"\(escape(path))\" alt=\"\(label)\">"
                : "<a href=\"\(escape(path))\">\(escape(String(path.split(separator: "/").last ?? "")))</a>"
            s += "<figure><figcaption>\(label)</figcaption>\(view)</figure>\n"
        }
        s += "</div>\n"
        if let golden = a.golden, let actual = a.actual, images {
            s += """
            <div class="compare" data-mode="slider">
            <div class="stack"><img class="base" src="\(escape(golden))" alt="golden"><img class="top" src="\(escape(actual))" alt="actual" style="clip-path: inset(0 50% 0 0); opacity: 1"></div>
            <label>golden ◀ <input type="range" class="slider" min="0" max="100" value="50"> ▶ actual</label>
            <button type="button" class="onion">onion skin</button>
            </div>

            """
        }
        return s + "</section>\n"
    }

    /// Markup escaping; control characters but tab and newline (the message is pre-wrapped) are
    /// written out as JSON escapes (PrintableText), so a spec's text never acts on the page.
    static func escape(_ s: String) -> String {
        PrintableText.escaped(s, keeping: ["\t", "\n"]).replacingText("&", with: "&amp;").replacingText("<", with: "&lt;")
            .replacingText(">", with: "&gt;").replacingText("\"", with: "&quot;")
    }

    private static let style = """
    body{font:14px/1.4 system-ui,sans-serif;margin:24px;color:#1d1d1f;background:#fafafa}
    h1{font-size:20px}h2{font-size:15px;margin:0 0 6px}
    .result{background:#fff;border:1px solid #ddd;border-left:6px solid #999;border-radius:6px;padding:12px 16px;margin:0 0 16px}
    .fail,.resized,.refused,.error{border-left-color:#d1242f}.missing,.orphan,.warned{border-left-color:#bf8700}
    .warnings{color:#7d4e00;margin:4px 0;padding-left:18px}
    .badge{display:inline-block;padding:1px 8px;border-radius:10px;background:#eee;font-size:12px;text-transform:uppercase}
    .fail .badge,.resized .badge,.refused .badge,.error .badge{background:#ffebe9;color:#a40e26}
    .missing .badge,.orphan .badge{background:#fff8c5;color:#7d4e00}
    .facts{color:#555;margin:4px 0}.message{white-space:pre-wrap;margin:4px 0}.provenance{color:#7d4e00;margin:4px 0}
    .images{display:flex;gap:16px;flex-wrap:wrap;align-items:flex-start}
    figure{margin:0}figcaption{font-size:12px;color:#666}
    img{display:block;max-width:100%;image-rendering:pixelated;background:repeating-conic-gradient(#e8e8e8 0 25%,#fff 0 50%) 0 0/16px 16px;border:1px solid #ddd}
    .compare{margin-top:10px}.stack{position:relative;display:inline-block}
    .stack .top{position:absolute;left:0;top:0}
    .passes{border-collapse:collapse}.passes td,.passes th{border-bottom:1px solid #e5e5e5;padding:2px 10px;text-align:left;font-size:13px}
    """

    private static let script = """
    function apply(c){const top=c.querySelector('.top'),v=Number(c.querySelector('.slider').value);
    if(c.dataset.mode==='onion'){top.style.clipPath='none';top.style.opacity=String(v/100)}
    else{top.style.opacity='1';top.style.clipPath='inset(0 '+(100-v)+'% 0 0)'}
    c.querySelector('.onion').textContent=c.dataset.mode==='onion'?'slider':'onion skin'}
    for(const c of document.querySelectorAll('.compare')){
    c.querySelector('.slider').addEventListener('input',()=>apply(c));
    c.querySelector('.onion').addEventListener('click',()=>{c.dataset.mode=c.dataset.mode==='onion'?'slider':'onion';apply(c)});
    apply(c)}
    function zoom(i){if(i.naturalWidth>0&&i.naturalWidth<320){const z=Math.min(4,Math.floor(320/i.naturalWidth));i.style.width=(i.naturalWidth*z)+'px'}}
    for(const i of document.images){if(i.complete)zoom(i);else i.addEventListener('load',()=>zoom(i))}
    function selftest(){const imgs=[...document.images],loaded=imgs.filter(i=>i.complete&&i.naturalWidth>0).length;
    const cs=[...document.querySelectorAll('.compare')];let sliders=0,toggles=0;
    for(const c of cs){const top=c.querySelector('.top'),r=c.querySelector('.slider'),b=c.querySelector('.onion');
    r.value='30';r.dispatchEvent(new Event('input'));if(top.style.clipPath.includes('70%'))sliders++;
    b.click();const onion=c.dataset.mode==='onion'&&top.style.clipPath==='none'&&top.style.opacity==='0.3';
    b.click();const back=c.dataset.mode==='slider'&&top.style.opacity==='1'&&top.style.clipPath.includes('70%');
    if(onion&&back)toggles++}
    const ok=loaded===imgs.length&&sliders===cs.length&&toggles===cs.length;
    const out=document.getElementById('selftest');out.hidden=false;
    out.textContent=(ok?'PASS':'FAIL')+' images='+imgs.length+' loaded='+loaded+' compares='+cs.length+' sliders='+sliders+' toggles='+toggles}
    if(location.search.includes('selftest')){if(document.readyState==='complete')selftest();else addEventListener('load',selftest)}
    """
}
