/// The preview page: one self-contained HTML document (no network but its own server), which
/// draws each snapshot it receives over the WebSocket `/events`.
///
/// Everything from a spec reaches the page as JSON and is put in with `textContent`, never parsed
/// as HTML, so a spec's text cannot inject markup.
enum PreviewPage {
    static let html = """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>render-spec preview</title>
    <style>
    \(css)
    </style>
    </head>
    <body data-background="checkerboard" data-zoom="1">
    <header>
      <h1>render-spec preview</h1>
      <span id="status" class="status connecting">connecting…</span>
      <div class="controls">
        <div class="control" role="radiogroup" aria-label="Background">
          <span class="control-label">Background</span>
          <label><input type="radio" name="background" value="checkerboard" checked><span>checkerboard</span></label>
          <label><input type="radio" name="background" value="white"><span>white</span></label>
          <label><input type="radio" name="background" value="black"><span>black</span></label>
          <label><input type="radio" name="background" value="custom"><span>custom</span></label>
          <input type="color" id="custom-color" value="#3a7bd5" title="Custom background colour">
        </div>
        <div class="control" role="radiogroup" aria-label="Zoom">
          <span class="control-label">Zoom</span>
          <label><input type="radio" name="zoom" value="1" checked><span>1×</span></label>
          <label><input type="radio" name="zoom" value="2"><span>2×</span></label>
          <label><input type="radio" name="zoom" value="4"><span>4×</span></label>
          <label><input type="radio" name="zoom" value="fit"><span>fit</span></label>
        </div>
      </div>
    </header>
    <main id="specs"><p class="empty">Rendering…</p></main>
    <footer>Every state × locale × scale of each spec, as PNG. SVG, PDF and image-set outputs are not shown
    here (<code>render-spec</code> writes them). 1× shows one image pixel per screen pixel. The page reloads
    by itself when a spec, base, token or font file is saved.</footer>
    <script>
    \(script)
    </script>
    </body>
    </html>
    """

    static let css = """
    :root { color-scheme: light; --bg: #f4f4f6; --fg: #1d1d22; --muted: #6b6b76; --line: #dcdce2;
            --error: #b3261e; --error-bg: #fdecea; --warn: #8a5a00; --accent: #2f6fde; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; background: var(--bg); color: var(--fg); }
    header { position: sticky; top: 0; z-index: 1; display: flex; flex-wrap: wrap; align-items: center; gap: 8px 18px;
             padding: 10px 20px; background: #fff; border-bottom: 1px solid var(--line); }
    h1 { font-size: 16px; margin: 0; }
    .status { font-size: 12px; color: var(--muted); }
    .status::before { content: "●"; margin-right: 5px; }
    .status.live::before { color: #1e9e4a; }
    .status.connecting::before, .status.lost::before { color: #c9a000; }
    .controls { display: flex; flex-wrap: wrap; gap: 8px 18px; margin-left: auto; }
    .control { display: flex; align-items: center; gap: 2px; }
    .control-label { font-size: 12px; color: var(--muted); margin-right: 6px; }
    .control label { cursor: pointer; }
    .control input[type=radio] { position: absolute; opacity: 0; pointer-events: none; }
    .control label span { display: inline-block; padding: 3px 9px; border: 1px solid var(--line); background: #fff; font-size: 12px; }
    .control label:first-of-type span { border-radius: 5px 0 0 5px; }
    .control label:last-of-type span { border-radius: 0 5px 5px 0; }
    .control label + label span { margin-left: -1px; }
    .control input:checked + span { background: var(--accent); border-color: var(--accent); color: #fff; }
    .control input:focus-visible + span { outline: 2px solid var(--accent); outline-offset: 1px; }
    #custom-color { width: 28px; height: 24px; padding: 0; margin-left: 6px; border: 1px solid var(--line); border-radius: 4px; background: none; }
    main { padding: 8px 20px 20px; }
    .empty { color: var(--muted); }
    section.spec { margin: 14px 0 22px; }
    section.spec h2 { font-size: 15px; margin: 0 0 8px; display: flex; align-items: baseline; gap: 10px; }
    section.spec h2 .file { font: 12px ui-monospace, SFMono-Regular, Menlo, monospace; color: var(--muted); font-weight: normal; }
    section.spec h2 .file:first-child { font-size: 13px; color: var(--fg); }
    .note { font-size: 12px; color: var(--muted); margin: 0 0 8px; }
    .outputs { display: flex; flex-wrap: wrap; gap: 18px; align-items: flex-start; }
    body[data-zoom=fit] .outputs { flex-direction: column; }
    figure.output { margin: 0; max-width: 100%; }
    body[data-zoom=fit] figure.output { width: 100%; }
    .frame { overflow: auto; width: fit-content; max-width: 100%; line-height: 0; border: 1px solid var(--line); }
    body[data-zoom=fit] .frame { border-color: transparent; overflow: hidden; }
    .frame img { display: block; }
    img.pixelated { image-rendering: pixelated; }
    body[data-background=checkerboard] .frame img {
      background: repeating-conic-gradient(#d6d6d6 0% 25%, #ffffff 0% 50%) 0 0 / 16px 16px; }
    body[data-background=white] .frame img { background: #fff; }
    body[data-background=black] .frame img { background: #000; }
    body[data-background=custom] .frame img { background: var(--custom, #3a7bd5); }
    figcaption { margin-top: 5px; font-size: 12px; color: var(--muted); display: flex; flex-wrap: wrap; gap: 2px 10px; }
    figcaption .label { color: var(--fg); }
    figcaption .size { font-variant-numeric: tabular-nums; color: var(--fg); font-weight: 600; }
    figcaption .path { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }
    @keyframes changed { from { outline-color: var(--accent); } to { outline-color: transparent; } }
    .frame.changed { outline: 3px solid transparent; animation: changed 1.2s ease-out; }
    .error { border: 1px solid #f1b8b3; border-left: 4px solid var(--error); background: var(--error-bg); border-radius: 4px;
             padding: 8px 12px; margin: 0 0 10px; }
    .error-head { font-size: 13px; }
    .error-location { font: 600 13px ui-monospace, SFMono-Regular, Menlo, monospace; color: var(--error); }
    .error-path { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }
    pre.source { margin: 8px 0 0; padding: 6px 0; background: #fff; border: 1px solid #f1d3d0; border-radius: 3px;
                 font: 12.5px/1.5 ui-monospace, SFMono-Regular, Menlo, monospace; overflow-x: auto; tab-size: 4; }
    pre.source .line { display: block; padding: 0 10px 0 0; white-space: pre; }
    pre.source .ln { display: inline-block; min-width: 3.5em; padding-right: 10px; text-align: right; color: var(--muted); user-select: none; }
    pre.source .line.hl { background: #ffe1dc; }
    pre.source .line.hl .ln { color: var(--error); font-weight: 600; }
    pre.source .caret { color: var(--error); font-weight: 700; }
    ul.warnings { margin: 0 0 10px; padding-left: 18px; color: var(--warn); font-size: 12.5px; }
    footer { padding: 0 20px 24px; font-size: 12px; color: var(--muted); max-width: 60em; }
    """

    static let script = """
    "use strict";
    const main = document.getElementById("specs");
    const status = document.getElementById("status");
    const body = document.body;
    let generation = 0;
    // Image elements by output key, reused across snapshots so an unchanged image does not reload.
    let images = new Map();

    function el(tag, className, text) {
      const node = document.createElement(tag);
      if (className) node.className = className;
      if (text !== undefined) node.textContent = text;
      return node;
    }

    function scaleLabel(scale) { return "@" + String(scale) + "x"; }

    function errorElement(error) {
      const box = el("div", "error");
      if (error.line) box.dataset.line = String(error.line);
      const head = el("div", "error-head");
      if (error.location) { head.append(el("span", "error-location", error.location), ": "); }
      head.append("error: ");
      // `$` (the whole document) says nothing a JSON syntax error's message does not.
      if (error.path && error.path !== "$") { head.append(el("span", "error-path", error.path), ": "); }
      head.append(el("span", "error-message", error.message));
      box.append(head);
      if (error.excerpt) {
        const pre = el("pre", "source");
        for (const line of error.excerpt.lines) {
          const row = el("span", "line" + (line.number === error.excerpt.highlighted ? " hl" : ""));
          row.append(el("span", "ln", String(line.number)), line.text);
          pre.append(row);
          if (line.number === error.excerpt.highlighted) {
            // The caret sits under the error's column; tabs are kept so it lines up with the text.
            const before = Array.from(line.text).slice(0, Math.max(0, error.excerpt.column - 1))
              .map(c => c === "\\t" ? "\\t" : " ").join("");
            const caret = el("span", "line caret-line");
            caret.append(el("span", "ln", ""), before, el("span", "caret", "^"));
            pre.append(caret);
          }
        }
        box.append(pre);
      }
      return box;
    }

    function outputElement(output) {
      const figure = el("figure", "output");
      figure.dataset.key = output.key;
      const frame = el("div", "frame");
      let img = images.get(output.key);
      if (!img || img.getAttribute("src") !== output.src) {
        if (img) frame.classList.add("changed");
        img = new Image();
        img.src = output.src;
      }
      img.alt = output.path;
      img.dataset.width = String(output.width);
      img.dataset.height = String(output.height);
      img.dataset.scale = String(output.scale);
      frame.append(img);
      const caption = el("figcaption");
      const label = [output.state];
      if (output.locale) label.push(output.locale);
      label.push(scaleLabel(output.scale));
      caption.append(el("span", "label", label.join(" · ")),
                     el("span", "size", output.width + "×" + output.height + " px"),
                     el("span", "path", output.path));
      figure.append(frame, caption);
      return { figure, img };
    }

    function render(snapshot) {
      if (snapshot.generation < generation) return;
      generation = snapshot.generation;
      const next = new Map();
      const content = document.createDocumentFragment();
      for (const error of snapshot.errors) content.append(errorElement(error));
      // Specs with errors first: the one just broken by a save is at the top, not below the fold.
      const specs = snapshot.specs.filter(s => s.errors.length).concat(snapshot.specs.filter(s => !s.errors.length));
      for (const spec of specs) {
        const section = el("section", "spec");
        section.dataset.file = spec.file;
        const title = el("h2");
        // A spec that does not load has no name yet: its file alone heads the section.
        if (spec.name) title.append(el("span", "name", spec.name));
        title.append(el("span", "file", spec.file));
        section.append(title);
        if (spec.ignoredFormats.length) {
          section.append(el("p", "note", "This spec also asks for " + spec.ignoredFormats.join(", ") +
            ": preview shows PNG only."));
        }
        for (const error of spec.errors) section.append(errorElement(error));
        if (spec.warnings.length) {
          const list = el("ul", "warnings");
          for (const warning of spec.warnings) list.append(el("li", "", warning));
          section.append(list);
        }
        const outputs = el("div", "outputs");
        for (const output of spec.outputs) {
          const made = outputElement(output);
          next.set(output.key, made.img);
          outputs.append(made.figure);
        }
        if (spec.outputs.length) section.append(outputs);
        content.append(section);
      }
      if (!snapshot.specs.length && !snapshot.errors.length) content.append(el("p", "empty", "No specs."));
      images = next;
      main.replaceChildren(content);
      applyZoom();
      status.className = "status live";
      const errors = snapshot.errors.length + snapshot.specs.reduce((n, s) => n + s.errors.length, 0);
      status.textContent = "live · reloaded " + snapshot.reloadedAt + " in " + snapshot.milliseconds + " ms" +
        (errors ? " · " + errors + (errors === 1 ? " error" : " errors") : "");
    }

    // 1×, 2× and 4× count points, as the app lays the image out: at 1× every scale is drawn at its
    // point size (CSS pixels are points), an @2x image at half its pixel size and an @3x one at a
    // third, so the scales stand side by side at one size and a 2× display shows the @2x image's own
    // pixels. fit scales each image to the page's width (and most of its height).
    function applyZoom() {
      const zoom = body.dataset.zoom;
      const ratio = window.devicePixelRatio || 1;
      for (const img of images.values()) {
        const w = Number(img.dataset.width), h = Number(img.dataset.height);
        const scale = Number(img.dataset.scale) || 1;
        if (!w || !h) continue;
        let cssScale;
        if (zoom === "fit") {
          const available = main.clientWidth - 44;  // less main's padding and the frame's border
          cssScale = Math.min(available / w, window.innerHeight * 0.8 / h);
        } else {
          cssScale = Number(zoom) / scale;
        }
        img.style.width = (w * cssScale) + "px";
        img.style.height = (h * cssScale) + "px";
        img.classList.toggle("pixelated", cssScale * ratio > 1.001);
      }
    }

    function setting(name, fallback) {
      try { return localStorage.getItem("render-spec-preview." + name) || fallback; } catch (e) { return fallback; }
    }
    function remember(name, value) {
      try { localStorage.setItem("render-spec-preview." + name, value); } catch (e) {}
    }

    const customColor = document.getElementById("custom-color");
    function applyBackground(value) {
      body.dataset.background = value;
      body.style.setProperty("--custom", customColor.value);
      remember("background", value);
      remember("custom", customColor.value);
    }
    customColor.value = setting("custom", customColor.value);
    for (const input of document.querySelectorAll("input[name=background]")) {
      input.checked = input.value === setting("background", "checkerboard");
      input.addEventListener("change", () => applyBackground(input.value));
    }
    customColor.addEventListener("input", () => {
      document.querySelector("input[name=background][value=custom]").checked = true;
      applyBackground("custom");
    });
    applyBackground(document.querySelector("input[name=background]:checked").value);

    for (const input of document.querySelectorAll("input[name=zoom]")) {
      input.checked = input.value === setting("zoom", "1");
      input.addEventListener("change", () => { body.dataset.zoom = input.value; remember("zoom", input.value); applyZoom(); });
    }
    body.dataset.zoom = document.querySelector("input[name=zoom]:checked").value;
    window.addEventListener("resize", applyZoom);

    // Each snapshot arrives over the WebSocket, the current one on connecting; when the server goes
    // away the page keeps what it shows and reconnects once it is back.
    function connect() {
      const socket = new WebSocket("ws://" + location.host + "/events");
      socket.onopen = () => { status.className = "status live"; status.textContent = "live"; };
      socket.onmessage = event => render(JSON.parse(event.data));
      socket.onclose = () => {
        status.className = "status lost";
        status.textContent = "not connected to render-spec preview; retrying…";
        generation = 0;
        setTimeout(connect, 1000);
      };
    }
    connect();
    """
}
