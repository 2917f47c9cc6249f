#!/usr/bin/env python3
"""Drives `render-spec preview` in headless Chromium, as a user would: the page shows the spec's
image with its pixel size; saving the spec (or the base it extends) shows the new image; a broken
spec shows its error at the right line; fixing it brings the image back.

Usage: preview-browser-test.py RENDER_SPEC_BINARY [--screenshots DIR]

Chromium is driven through the DevTools protocol over --remote-debugging-pipe (file descriptors 3
and 4), so no port and no extra package are needed. Every wait has a time limit, and the server and
Chromium are ended on every path. Exits 0 when every step passed, 1 with the failing step otherwise.
"""
import fcntl
import json
import os
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import time

CHROMIUM_CANDIDATES = ["chromium", "chromium-browser", "google-chrome"]
# A save must show on the page within this long (the brief: about 2 s; the watcher polls at 4 Hz).
UPDATE_LIMIT = 2.0


class StepFailed(Exception):
    pass


def base_json(color):
    return json.dumps({"fill": color, "font": {"family": "DejaVu Sans", "size": 20}}, indent=2) + "\n"


def spec_json(width, text):
    # Line numbers matter: the broken variants below name them.
    return (
        "{\n"
        '  "version": 1,\n'
        '  "kind": "label",\n'
        '  "name": "title",\n'
        '  "extends": "_base.json",\n'
        f'  "size": {{"width": {width}, "height": 40}},\n'
        f'  "text": "{text}",\n'
        '  "output": {"scales": [1, 2], "formats": ["png", "svg"]}\n'
        "}\n"
    )


class Chromium:
    """One headless Chromium, spoken to with CDP messages (JSON, NUL-terminated) over two pipes."""

    def __init__(self, executable, profile):
        to_browser_r, self.to_browser = os.pipe()
        self.from_browser, from_browser_w = os.pipe()

        def wire_pipes():
            # Chromium reads fd 3 and writes fd 4. Both ends are first moved out of the way, so that
            # neither dup2 overwrites the other; subprocess closes every other descriptor afterwards.
            reading, writing = fcntl.fcntl(to_browser_r, fcntl.F_DUPFD, 10), fcntl.fcntl(from_browser_w, fcntl.F_DUPFD, 10)
            os.dup2(reading, 3)
            os.dup2(writing, 4)

        self.process = subprocess.Popen(
            [executable, "--headless", "--disable-gpu", "--no-sandbox", "--no-first-run",
             "--no-default-browser-check", "--remote-debugging-pipe", f"--user-data-dir={profile}",
             "--window-size=1200,900", "about:blank"],
            pass_fds=(3, 4), preexec_fn=wire_pipes,
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_browser_r)
        os.close(from_browser_w)
        self.buffer = b""
        self.next_id = 0
        self.session = None

    def send(self, method, params=None, timeout=10, session=True):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + timeout
        while True:
            reply = self.receive(deadline, method)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise StepFailed(f"{method}: {reply['error']}")
                return reply.get("result", {})

    def receive(self, deadline, waiting_for):
        while b"\0" not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                raise StepFailed(f"Chromium did not answer {waiting_for} in time")
            ready, _, _ = select.select([self.from_browser], [], [], left)
            if ready:
                chunk = os.read(self.from_browser, 1 << 20)
                if not chunk:
                    raise StepFailed("Chromium closed its DevTools pipe")
                self.buffer += chunk
        message, _, self.buffer = self.buffer.partition(b"\0")
        return json.loads(message)

    def open(self, url):
        target = self.send("Target.createTarget", {"url": "about:blank"}, session=False)["targetId"]
        self.session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True}, session=False)["sessionId"]
        self.send("Page.enable")
        self.send("Runtime.enable")
        self.send("Page.navigate", {"url": url})

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True})
        if "exceptionDetails" in result:
            raise StepFailed(f"page script failed: {expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait_for(self, what, expression, limit):
        """Polls `expression` until it is truthy; returns (its value, seconds waited)."""
        started = time.monotonic()
        value = None
        while time.monotonic() - started < limit:
            value = self.evaluate(expression)
            if value:
                return value, time.monotonic() - started
            time.sleep(0.05)
        raise StepFailed(f"{what}: not seen within {limit:.1f} s (last value: {value!r}; page: {self.page_text()!r})")

    def page_text(self):
        try:
            return (self.evaluate("document.body.innerText") or "")[:1500]
        except StepFailed:
            return "?"

    def screenshot(self, path):
        import base64
        data = self.send("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True})["data"]
        with open(path, "wb") as f:
            f.write(base64.b64decode(data))

    def close(self):
        stop(self.process)
        for fd in (self.to_browser, self.from_browser):
            try:
                os.close(fd)
            except OSError:
                pass


def stop(process, grace=5):
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(grace)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(grace)


def read_first_line(process, limit):
    deadline = time.monotonic() + limit
    line = b""
    while not line.endswith(b"\n"):
        left = deadline - time.monotonic()
        if left <= 0 or process.poll() is not None:
            raise StepFailed(f"the server printed no address line (so far: {line!r}; exit status {process.poll()})")
        ready, _, _ = select.select([process.stdout], [], [], left)
        if ready:
            byte = os.read(process.stdout.fileno(), 1)
            if not byte:
                raise StepFailed(f"the server closed stdout before its address line ({line!r})")
            line += byte
    return line.decode().strip()


def write_atomically(path, text):
    # As many editors save: a new file renamed over the old one (a new inode).
    temporary = path + ".tmp-save"
    with open(temporary, "w") as f:
        f.write(text)
    os.replace(temporary, path)


# JavaScript probes of the page.
IMAGE = """(() => {{
  const fig = [...document.querySelectorAll('figure.output')].find(f => f.querySelector('.path').textContent === {path!r});
  if (!fig) return null;
  const img = fig.querySelector('img');
  if (!img.complete || !img.naturalWidth) return null;
  return {{w: img.naturalWidth, h: img.naturalHeight, src: img.getAttribute('src'), size: fig.querySelector('.size').textContent,
           errors: document.querySelectorAll('.error').length}};
}})()"""
ERROR = """(() => {{
  const e = document.querySelector('.error[data-line="{line}"]');
  if (!e) return null;
  const hl = e.querySelector('.line.hl .ln');
  return {{location: e.querySelector('.error-location').textContent, message: e.querySelector('.error-message').textContent,
           highlighted: hl ? hl.textContent : null, source: e.querySelector('pre.source') ? e.querySelector('pre.source').textContent : null}};
}})()"""


def image(browser, path, what, expect, limit):
    probe = IMAGE.format(path=path)
    value, waited = browser.wait_for(what, f"(() => {{ const v = {probe}; return v && ({expect})(v) ? v : null; }})()", limit)
    print(f"ok: {what} ({waited:.2f} s): {value['size']}")
    return value


def run(binary, screenshots):
    chromium = next((shutil.which(c) for c in CHROMIUM_CANDIDATES if shutil.which(c)), None)
    if not chromium:
        raise StepFailed("Chromium is not installed (scripts/setup.sh installs it: apt-get install chromium)")
    work = tempfile.mkdtemp(prefix="render-spec-preview-")
    spec = os.path.join(work, "title.json")
    base = os.path.join(work, "_base.json")
    with open(base, "w") as f:
        f.write(base_json("#1f5fbf"))
    with open(spec, "w") as f:
        f.write(spec_json(200, "Hello"))
    server = subprocess.Popen([binary, "preview", "title.json", "--port", "0"], cwd=work,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    browser = None
    try:
        first = read_first_line(server, 30)
        if not first.startswith("preview: http://127.0.0.1:") or not first.endswith("/"):
            raise StepFailed(f"unexpected first line: {first!r}")
        url = first.split(" ", 1)[1]
        print(f"ok: server at {url}")
        browser = Chromium(chromium, os.path.join(work, "profile"))
        browser.open(url)

        # The image and its pixel size; the page says the svg format is not shown.
        first_image = image(browser, "title@2x.png", "the @2x image is shown", "v => v.w === 400 && v.h === 80 && v.size === '400×80 px'", 20)
        image(browser, "title.png", "the @1x image is shown", "v => v.w === 200 && v.h === 40 && v.size === '200×40 px'", 5)
        note, _ = browser.wait_for("the note on skipped formats", "(() => { const n = document.querySelector('.note'); return n && n.textContent; })()", 5)
        if "svg" not in note:
            raise StepFailed(f"the note does not name svg: {note!r}")
        if screenshots:
            browser.screenshot(os.path.join(screenshots, "preview-images.png"))

        # Zoom 1× shows every scale at its point size: the @1x and the @2x image are both 200 × 40
        # CSS pixels (points), the @2x one at half its pixel size.
        sizes, _ = browser.wait_for("zoom 1× in points", """(() => {
            const shown = [...document.querySelectorAll('figure.output img')].map(i => i.style.width + ' ' + i.style.height);
            return shown.length === 2 && shown.every(s => s === '200px 40px') ? shown : null; })()""", 3)
        print(f"ok: zoom 1× draws @1x and @2x at their point size: {sizes}")

        # Zoom 4×: four times the point size, pixelated; back to 1×.
        browser.evaluate("document.querySelector('input[name=zoom][value=\"4\"]').click()")
        zoomed, _ = browser.wait_for("zoom 4×", """(() => { const i = document.querySelector('figure.output img');
            return i.classList.contains('pixelated') && parseFloat(i.style.width) === 4 * 200 ? i.style.width : null; })()""", 3)
        browser.evaluate("document.querySelector('input[name=zoom][value=\"1\"]').click()")
        browser.evaluate("document.querySelector('input[name=background][value=black]').click()")
        bg, _ = browser.wait_for("black background", "getComputedStyle(document.querySelector('figure.output img')).backgroundColor === 'rgb(0, 0, 0)'", 3)
        browser.evaluate("document.querySelector('input[name=background][value=checkerboard]').click()")
        print(f"ok: zoom 4× is {zoomed} wide and pixelated; the background control works")

        # A save changes the size: the new image is on the page within the limit.
        time.sleep(0.3)
        write_atomically(spec, spec_json(260, "Hello"))
        image(browser, "title@2x.png", "a wider spec is shown after a save", "v => v.w === 520 && v.size === '520×80 px'", UPDATE_LIMIT)

        # A save of the base (extends) re-renders too: same size, new pixels.
        before = browser.evaluate(IMAGE.format(path="title@2x.png"))["src"]
        time.sleep(0.3)
        with open(base, "w") as f:  # written in place this time
            f.write(base_json("#c0392b"))
        image(browser, "title@2x.png", "a base change is shown", f"v => v.src !== {before!r} && v.w === 520", UPDATE_LIMIT)

        # Invalid JSON: the error at its line, with the source around it.
        broken = spec_json(260, "Hello").replace('"height": 40},', '"height": 40}')
        time.sleep(0.3)
        write_atomically(spec, broken)
        value, waited = browser.wait_for("the JSON error at line 7", ERROR.format(line=7), UPDATE_LIMIT)
        if not value["location"].startswith("title.json:7:") or value["highlighted"] != "7" or '"text": "Hello"' not in (value["source"] or ""):
            raise StepFailed(f"the JSON error is not shown as expected: {value!r}")
        if browser.evaluate("document.querySelectorAll('figure.output').length") != 0:
            raise StepFailed("images are still shown for a spec that does not load")
        print(f"ok: invalid JSON shown in {waited:.2f} s: {value['location']}: {value['message']}")
        if screenshots:
            browser.screenshot(os.path.join(screenshots, "preview-error.png"))

        # A value of the wrong type: the error at that value's line.
        time.sleep(0.3)
        write_atomically(spec, spec_json(260, "Hello").replace('"height": 40', '"height": "tall"'))
        value, waited = browser.wait_for("the type error at line 6", ERROR.format(line=6), UPDATE_LIMIT)
        if not value["location"].startswith("title.json:6:") or "height" not in value["message"] + browser.page_text():
            raise StepFailed(f"the type error is not shown as expected: {value!r}")
        print(f"ok: wrong type shown in {waited:.2f} s: {value['location']}: {value['message']}")

        # Fixed: the image comes back and the error goes.
        time.sleep(0.3)
        write_atomically(spec, spec_json(300, "Fixed"))
        image(browser, "title@2x.png", "the image is back after the fix", "v => v.w === 600 && v.errors === 0", UPDATE_LIMIT)
        if screenshots:
            browser.screenshot(os.path.join(screenshots, "preview-fixed.png"))

        # SIGTERM ends the server cleanly.
        server.send_signal(signal.SIGTERM)
        try:
            status = server.wait(5)
        except subprocess.TimeoutExpired:
            raise StepFailed("the server did not stop within 5 s of SIGTERM")
        if status != 0:
            raise StepFailed(f"the server exited {status} on SIGTERM")
        print("ok: SIGTERM stops the server with exit 0")
    finally:
        if browser:
            browser.close()
        stop(server)
        shutil.rmtree(work, ignore_errors=True)


def main():
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    binary = os.path.abspath(sys.argv[1])
    screenshots = None
    if "--screenshots" in sys.argv:
        screenshots = os.path.abspath(sys.argv[sys.argv.index("--screenshots") + 1])
        os.makedirs(screenshots, exist_ok=True)
    # A hung step must still end the server and Chromium: the time limit and a SIGTERM from the
    # test runner both raise, so run()'s cleanup happens.
    def give_up(signum, _frame):
        raise StepFailed("stopped by " + ("the script's time limit" if signum == signal.SIGALRM else "SIGTERM"))
    signal.signal(signal.SIGALRM, give_up)
    signal.signal(signal.SIGTERM, give_up)
    signal.alarm(150)
    try:
        run(binary, screenshots)
    except StepFailed as failure:
        print(f"FAILED: {failure}")
        return 1
    print("preview browser test: all steps passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
